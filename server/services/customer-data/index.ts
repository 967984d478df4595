import type { Db } from "../../db/client.js";
import { recordAudit } from "../admin/audit.js";
import type { StaffSession } from "../admin/index.js";
import { customerRecords, normaliseAddress, requestsOf } from "./customer-records.js";
import { eraseRequests } from "./erase.js";
import { customerRecordsCsv } from "./export-csv.js";
import { mailCopies, mailOutbox } from "../../db/schema.js";
import { eq, sql } from "drizzle-orm";
import type { CustomerRequestsFound } from "../../../core/customer-data-types.js";

// Personal data (UK GDPR; docs/decisions/operation.md Z4-Z6): administrators find, export and erase everything stored about one e-mail
// address, each audited; the retention job (retention.ts) erases old requests on its own.

import { retentionCutoff } from "./retention.js";

export { eraseExpiredRequests, retentionCutoff, scheduleRetention } from "./retention.js";
export type { CustomerRecords } from "./customer-records.js";

export interface CustomerDataDeps {
  db: Db;
  now: () => Date;
  retentionMonths: number;
}

export interface Actor {
  session: StaffSession;
  clientAddress: string;
}

export function createCustomerData({ db, now, retentionMonths }: CustomerDataDeps) {
  const audit = (
    actor: Actor,
    action: "customer-data-find" | "customer-data-export" | "customer-data-erase",
    count: number,
    detail: string,
    tx: Db = db,
  ) =>
    recordAudit(tx, {
      actorEmail: actor.session.email,
      action,
      outcome: "success",
      tableName: "customer_requests",
      recordCount: count,
      clientAddress: actor.clientAddress,
      // The address itself stays out of the audit log, which outlives it: the references say what was touched.
      detail,
    });

  return {
    retentionMonths,

    /** The requests made with `email`, for the admin page. */
    async find(actor: Actor, email: string): Promise<CustomerRequestsFound> {
      const rows = await requestsOf(db, email);
      await audit(actor, "customer-data-find", rows.length, referencesText(rows));
      return {
        emailAddress: normaliseAddress(email),
        requests: rows.map((row) => {
          // The cutoff's arithmetic run forwards: the day the job will find the request past its retention.
          const erasesOn = retentionCutoff(row.updatedAt, -retentionMonths);
          return {
            referenceNumber: row.referenceNumber,
            kind: row.kind,
            status: row.status,
            branchName: row.branchName,
            itemsSummary: row.itemsSummary,
            receivedAt: row.createdAt.toISOString(),
            lastChangedAt: row.updatedAt.toISOString(),
            erasedAt: row.erasedAt?.toISOString() ?? null,
            erasesOn: row.erasedAt ? null : erasesOn.toISOString(),
          };
        }),
      };
    },

    /** Everything stored about `email` as a file (an access request). */
    async export(actor: Actor, email: string, format: "json" | "csv"): Promise<{ fileName: string; body: string }> {
      const records = await customerRecords(db, email);
      await audit(
        actor,
        "customer-data-export",
        records.requests.length,
        `${format}: ${referencesText(records.requests)}`,
      );
      const stamp = now().toISOString().slice(0, 10);
      const payload = { ...records, exportedAt: now().toISOString(), retentionMonths };
      return format === "json"
        ? { fileName: `customer-data-${stamp}.json`, body: `${JSON.stringify(payload, null, 2)}\n` }
        : { fileName: `customer-data-${stamp}.csv`, body: customerRecordsCsv(records) };
    },

    /** Erases the personal details of every request made with `email` and the e-mails to it (an erasure request). */
    async erase(actor: Actor, email: string): Promise<{ erased: string[] }> {
      const address = normaliseAddress(email);
      return db.transaction(async (tx) => {
        const rows = await requestsOf(tx, address).for("update");
        const at = now();
        await eraseRequests(tx, rows, at, { pendingMailToo: true });
        await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.toAddress}) = ${address}`);
        await tx.delete(mailCopies).where(eq(mailCopies.address, address));
        await audit(actor, "customer-data-erase", rows.length, referencesText(rows), tx);
        return { erased: rows.map((row) => row.referenceNumber) };
      });
    },
  };
}

const referencesText = (rows: { referenceNumber: string }[]) =>
  rows.length === 0 ? "no requests" : rows.map((row) => row.referenceNumber).join(", ");

export type CustomerData = ReturnType<typeof createCustomerData>;
