import { z } from "zod";
import type { ApiKeyScope } from "../../../core/api-key-scopes.js";
import { IMPORT_TABLE_NAMES } from "../../../core/import-columns.js";
import { hireRequestItemSchema } from "../../services/integration/hire-request-item.js";
import { referenceParam, statusBody } from "../admin/requests.js";

// The integration API's operations (docs/decisions/integration.md I8): what each takes and answers, as the zod schemas
// the router validates with. The router mounts exactly these (index.ts) and openapi.ts documents exactly these.

export const errorSchema = z
  .object({
    error: z.string().meta({ description: "What went wrong, naming the field" }),
    issues: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: "Error" });

export const hireRequestListQuery = z.object({
  updatedSince: z.iso
    .datetime({ offset: true, error: "must be a date and time with its offset, such as 2026-11-28T06:00:00Z" })
    .optional()
    .meta({ description: "Only requests changed at or after this time (for the first pull; then use cursor)" }),
  cursor: z
    .string()
    .max(100, "must be a nextCursor this API returned")
    .optional()
    .meta({ description: "The nextCursor of the previous page or poll: the next changes after it" }),
  limit: z.coerce
    .number("must be a whole number from 1 to 200")
    .int("must be a whole number from 1 to 200")
    .min(1, "must be a whole number from 1 to 200")
    .max(200, "must be a whole number from 1 to 200")
    .default(50),
});

const hireRequestPage = z.object({
  data: z.array(hireRequestItemSchema),
  nextCursor: z
    .string()
    .nullable()
    .meta({ description: "Keep it and send it as cursor next time; null only when nothing has changed yet" }),
  hasMore: z.boolean().meta({ description: "True when more changes are ready now: ask again at once" }),
});

export const importTableParam = z.object({
  table: z.enum(IMPORT_TABLE_NAMES, `must be one of ${IMPORT_TABLE_NAMES.join(", ")}`),
});

export const importQuery = z.object({
  confirmToken: z
    .string()
    .max(200, "must be the confirmToken of the preview")
    .optional()
    .meta({ description: "From a 409 answer: imports the same file after all" }),
});

const importChanges = z.object({
  rowsBefore: z.number().int(),
  rowsAfter: z.number().int(),
  added: z.number().int(),
  removed: z.number().int(),
  changed: z.number().int(),
  emptiedColumns: z.array(z.string()),
});

const imported = z.object({ recordsImported: z.number().int(), warnings: z.array(z.string()), changes: importChanges });

const importPreview = errorSchema.extend({
  table: z.string(),
  changes: importChanges,
  warnings: z.array(z.string()),
  confirmToken: z.string(),
  expiresAt: z.iso.datetime(),
  needsConfirmation: z.literal(true),
});

interface Response {
  description: string;
  schema?: z.ZodType;
}

export interface V1Operation {
  operationId: string;
  method: "get" | "patch" | "put";
  /** OpenAPI's form, `{reference}`; the router mounts it as `:reference`. */
  path: string;
  summary: string;
  /** Undefined: open to anyone, without a key. */
  scope?: ApiKeyScope;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: { contentType: "application/json"; schema: z.ZodType } | { contentType: "text/csv"; description: string };
  responses: Record<string, Response>;
}

const error = (description: string): Response => ({ description, schema: errorSchema });
const keyErrors = {
  "401": error("No API key, or a key that is unknown or revoked"),
  "403": error("The key lacks the operation's scope, or may not be used from this address"),
  "429": error("Too many requests for this key or address: wait for Retry-After seconds"),
};

export const V1_OPERATIONS: readonly V1Operation[] = [
  {
    operationId: "getOpenApi",
    method: "get",
    path: "/openapi.json",
    summary: "This document",
    responses: { "200": { description: "The OpenAPI 3.1 document" } },
  },
  {
    operationId: "listHireRequests",
    method: "get",
    path: "/hire-requests",
    summary: "Hire and special requests, oldest change first, a page at a time",
    scope: "requests:read",
    query: hireRequestListQuery,
    responses: {
      "200": { description: "A page of changed requests", schema: hireRequestPage },
      "400": error("A query parameter is invalid (named in error)"),
      ...keyErrors,
    },
  },
  {
    operationId: "changeHireRequestStatus",
    method: "patch",
    path: "/hire-requests/{reference}",
    summary: "Moves a request on, as the request desk does: history, customer e-mail and audit",
    scope: "requests:write",
    params: referenceParam,
    body: { contentType: "application/json", schema: statusBody },
    responses: {
      "200": { description: "The request after the change", schema: hireRequestItemSchema },
      "400": error("The body or reference is invalid (named in error)"),
      ...keyErrors,
      "404": error("No request with this reference"),
      "409": error("The status cannot follow the current one, or the request was erased and is read-only"),
    },
  },
  {
    operationId: "importTable",
    method: "put",
    path: "/imports/{table}",
    summary: "Replaces a catalogue table with a CSV file, as the admin import does (docs/import-format.md)",
    scope: "imports:write",
    params: importTableParam,
    query: importQuery,
    body: { contentType: "text/csv", description: "The whole table as CSV, with its header row" },
    responses: {
      "200": { description: "Imported", schema: imported },
      "400": error("The file or a parameter is invalid; nothing was imported"),
      ...keyErrors,
      "409": {
        description:
          "Would remove most of the table or empty a column: nothing was imported; send again with confirmToken",
        schema: importPreview,
      },
      "413": error("The file is larger than IMPORT_MAX_MB"),
      "415": error("The body is not sent as text/csv"),
    },
  },
];
