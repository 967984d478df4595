import { z } from "zod";
import { API_KEY_SCOPES } from "../../../core/api-key-scopes.js";
import { site } from "../../../core/site.js";
import { V1_OPERATIONS, type V1Operation } from "./operations.js";

// The OpenAPI 3.1 document of /api/v1 (docs/decisions/integration.md I8), generated from the operations' zod schemas so
// it describes what the server checks and answers.

/** A webhook event's payload, for the document's `webhooks` section. */
export interface WebhookPayload {
  event: string;
  summary: string;
  schema: z.ZodType;
}

type JsonSchema = Record<string, unknown>;

/** Converts schemas, gathering every schema with a `meta({ id })` into components.schemas once. */
class SchemaSet {
  readonly components: Record<string, JsonSchema> = {};

  convert(schema: z.ZodType, io: "input" | "output"): JsonSchema {
    const { $defs, $schema: _, ...converted } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
    for (const [id, definition] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) {
      this.components[id] = this.refsToComponents(definition);
    }
    return this.refsToComponents(converted);
  }

  private refsToComponents(schema: JsonSchema): JsonSchema {
    return JSON.parse(JSON.stringify(schema).replaceAll('"#/$defs/', '"#/components/schemas/'));
  }
}

function parametersOf(operation: V1Operation, schemas: SchemaSet) {
  const from = (where: "path" | "query", object: z.ZodObject | undefined) =>
    Object.entries(object?.shape ?? {}).map(([name, field]) => {
      const schema = schemas.convert(field as z.ZodType, "input");
      const { description, ...rest } = schema;
      return {
        name,
        in: where,
        required: where === "path" || !(field as z.ZodType).safeParse(undefined).success,
        ...(description ? { description } : {}),
        schema: rest,
      };
    });
  return [...from("path", operation.params), ...from("query", operation.query)];
}

function operationObject(operation: V1Operation, schemas: SchemaSet) {
  const parameters = parametersOf(operation, schemas);
  const { body } = operation;
  const requestBody = !body
    ? undefined
    : body.contentType === "text/csv"
      ? { required: true, description: body.description, content: { "text/csv": { schema: { type: "string" } } } }
      : { required: true, content: { "application/json": { schema: schemas.convert(body.schema, "input") } } };
  const responses = Object.fromEntries(
    Object.entries(operation.responses).map(([status, response]) => [
      status,
      {
        description: response.description,
        ...(response.schema
          ? { content: { "application/json": { schema: schemas.convert(response.schema, "output") } } }
          : {}),
      },
    ]),
  );
  return {
    operationId: operation.operationId,
    summary: operation.summary,
    ...(operation.scope ? { security: [{ apiKey: [operation.scope] }] } : { security: [] }),
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

/**
 * The document. `webhooks`: the payloads the site sends (the webhooks' own module passes them in), each a POST to the
 * company's endpoint.
 */
export function openApiDocument(publicUrl: string, webhooks: readonly WebhookPayload[] = []) {
  const schemas = new SchemaSet();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of V1_OPERATIONS) {
    paths[operation.path] = { ...paths[operation.path], [operation.method]: operationObject(operation, schemas) };
  }
  const webhookSection = Object.fromEntries(
    webhooks.map(({ event, summary, schema }) => [
      event,
      {
        post: {
          summary,
          requestBody: {
            required: true,
            content: { "application/json": { schema: schemas.convert(schema, "output") } },
          },
          responses: { "200": { description: "Any 2xx answer acknowledges the delivery" } },
        },
      },
    ]),
  );
  return {
    openapi: "3.1.0",
    info: {
      title: `${site.name} integration API`,
      version: "1",
      description: "Connects a hire management system to the site: docs/integration.md walks through it.",
    },
    servers: [{ url: `${publicUrl.replace(/\/$/, "")}/api/v1` }],
    paths,
    ...(webhooks.length ? { webhooks: webhookSection } : {}),
    components: {
      schemas: schemas.components,
      securitySchemes: {
        apiKey: {
          type: "http",
          scheme: "bearer",
          description: `An API key sent as 'Authorization: Bearer <key>'; scopes: ${API_KEY_SCOPES.join(", ")}`,
        },
      },
    },
  };
}
