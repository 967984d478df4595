import { createHash } from "node:crypto";
import { and, desc, eq, gt, lt, sql } from "drizzle-orm";
import { bankHolidayMessage, bankHolidayProblem, nationOfPostcode } from "../../../core/bank-holidays.js";
import type { SpecialRequest } from "../../../core/request-schemas.js";
import type { Db } from "../../db/client.js";
import { mailCopies, specialRequests } from "../../db/schema.js";
import { badRequest, conflict } from "../../errors.js";
import { recordDeskRow } from "../desk/desk-row.js";
import { deskEntryUrl, trackingUrl } from "../desk/tracking-token.js";
import { enqueueMail } from "../mail/outbox.js";
import { specialRequestMails } from "../mail/special-request-mail.js";
import { equipmentCopy } from "../reservations/pricing.js";
import { enqueueWebhookEvent, newRequestItemData } from "../webhooks/index.js";
import type { HireRequestDeps } from "./hire-request-deps.js";
import { insertWithReference } from "./insert-with-reference.js";
import { nearestBranch } from "./nearest-branch.js";
import { checkPostcode } from "./postcode-check.js";
import type { SpecialRequestSnapshot } from "../../../core/hire-request-snapshot.js";

/** Who sent a request: the client's address (TRUST_PROXY decides it) and the Idempotency-Key, if any. */
export interface Sender {
  client: string;
  idempotencyKey?: string;
}

/** A repeat with the same Idempotency-Key within this time answers the first reference... */
const KEY_LIFETIME = "24 hours";
/** ...and so does the same request from the same address without a key (a double click, a retry). */
const REPEAT_WINDOW = "10 minutes";
/** Customer copies a day to one address; later requests still reach the branch, without a copy. */
export const COPIES_PER_ADDRESS_PER_DAY = 3;

/**
 * POST /api/special-request: routed to the branch nearest the postcode (G3; the browser's nearestLocation is
 * not trusted), recorded under a reference number with the customer's copy and the branch e-mail queued.
 * The equipment is described from the catalogue, not from the request (P3). The date rules are the schema's.
 */
export async function submitSpecialRequest(
  deps: HireRequestDeps,
  specialRequest: SpecialRequest,
  sender: Sender,
): Promise<{ referenceNumber: string; created: boolean }> {
  const guards = repeatGuards(specialRequest, sender);
  const repeat = await earlierSpecialRequest(deps.db, guards);
  if (repeat) return { referenceNumber: repeat, created: false };

  const live = deps.catalogue.findEquipmentBySlug(specialRequest.equipment.equipmentSlug);
  if (!live) {
    const message = "No equipment with this slug";
    throw badRequest(`equipment.equipmentSlug: ${message}`, [{ field: "equipment.equipmentSlug", message }]);
  }
  const postcode = await checkPostcode(deps.postcodes, specialRequest.postcode, "postcode");
  const branch = nearestBranch(deps.catalogue.listBranches(), postcode.postcode, postcode.location);
  if (!branch) throw badRequest("No branch can take requests at the moment; please call us");
  // The branch that will call back is closed on its nation's bank holidays (docs/decisions/mylist.md V1).
  const nation = nationOfPostcode(branch.postcode);
  const holiday = bankHolidayProblem(
    specialRequest.fromDate,
    specialRequest.fromDate,
    await deps.bankHolidays.around(nation, specialRequest.fromDate),
  );
  if (holiday) {
    const message = bankHolidayMessage({ field: "startDate", holiday: holiday.holiday });
    throw badRequest(`fromDate: ${message}`, [{ field: "fromDate", message }]);
  }

  let created = false;
  let webhooksQueued = 0;
  const referenceNumber = await deps.db.transaction(async (tx) => {
    // Concurrent repeats wait here for the first to commit, then find its reference.
    for (const lock of [guards.idempotencyKey, guards.fingerprint]) {
      if (lock) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lock}, 0))`);
    }
    const earlier = await earlierSpecialRequest(tx, guards);
    if (earlier) return earlier;

    const recorded = await insertWithReference("SR", async (ref) => {
      const snapshot: SpecialRequestSnapshot = {
        referenceNumber: ref,
        submittedAt: deps.now().toISOString(),
        customer: {
          ...(specialRequest.firstName && { firstName: specialRequest.firstName }),
          ...(specialRequest.lastName && { lastName: specialRequest.lastName }),
          email: specialRequest.email,
          telephone: specialRequest.telephone,
          postcode: postcode.postcode,
          postcodeStatus: postcode.status,
          town: postcode.town,
          region: postcode.region,
        },
        daysRequired: specialRequest.daysRequired,
        fromDate: specialRequest.fromDate,
        equipment: equipmentCopy(live),
        branch,
      };
      const [row] = await tx
        .insert(specialRequests)
        .values({
          referenceNumber: ref,
          branchId: branch.id,
          customerEmail: specialRequest.email,
          postcodeStatus: postcode.status,
          snapshot,
          ...guards,
        })
        .onConflictDoNothing({ target: specialRequests.referenceNumber })
        .returning({ id: specialRequests.id });
      return row ? snapshot : undefined;
    });
    const token = await recordDeskRow(tx, { kind: "special", snapshot: recorded }, new Date(recorded.submittedAt));
    const link = trackingUrl(deps.publicUrl, recorded.referenceNumber, token);
    const copyAllowed = await countCopy(tx, specialRequest.email, deps.today());
    const deskLink = deskEntryUrl(deps.publicUrl, recorded.referenceNumber);
    const mails = specialRequestMails(recorded, link, deskLink).filter(
      (mail) => copyAllowed || mail.kind !== "special-request-customer",
    );
    await enqueueMail(tx, deps.mailFrom, mails);
    webhooksQueued = await enqueueWebhookEvent(tx, {
      type: "special_request.created",
      referenceNumber: recorded.referenceNumber,
      at: new Date(recorded.submittedAt),
      data: () => newRequestItemData(tx, recorded),
    });
    created = true;
    return recorded.referenceNumber;
  });
  if (created) deps.onMailQueued();
  if (webhooksQueued > 0) deps.onWebhooksQueued?.();
  return { referenceNumber, created };
}

interface RepeatGuards {
  idempotencyKey: string | null;
  requestHash: string;
  fingerprint: string;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("base64url");

/** The special request as checked (what the server uses of it), hashed; keys are hashed too, so none is stored. */
function repeatGuards(specialRequest: SpecialRequest, sender: Sender): RepeatGuards {
  const { email, telephone, postcode, daysRequired, fromDate, firstName, lastName } = specialRequest;
  const checked = [
    email.toLowerCase(),
    telephone,
    postcode,
    daysRequired,
    fromDate,
    specialRequest.equipment.equipmentSlug,
  ];
  // Names only when given, so a request without them hashes as it did before they existed.
  if (firstName || lastName) checked.push(firstName ?? "", lastName ?? "");
  const requestHash = sha256(JSON.stringify(checked));
  return {
    idempotencyKey: sender.idempotencyKey ? sha256(`key\n${sender.idempotencyKey}`) : null,
    requestHash,
    fingerprint: sha256(`from\n${sender.client}\n${requestHash}`),
  };
}

/** The reference a repeat answers; a key reused for another request is refused. */
async function earlierSpecialRequest(db: Db, guards: RepeatGuards): Promise<string | undefined> {
  const earlier = (where: ReturnType<typeof and>) =>
    db
      .select({ referenceNumber: specialRequests.referenceNumber, requestHash: specialRequests.requestHash })
      .from(specialRequests)
      .where(where)
      .orderBy(desc(specialRequests.createdAt))
      .limit(1);
  if (guards.idempotencyKey) {
    const [byKey] = await earlier(
      and(
        eq(specialRequests.idempotencyKey, guards.idempotencyKey),
        gt(specialRequests.createdAt, sql`now() - ${KEY_LIFETIME}::interval`),
      ),
    );
    if (byKey && byKey.requestHash !== guards.requestHash) {
      throw conflict("This Idempotency-Key was used for a different request");
    }
    if (byKey) return byKey.referenceNumber;
  }
  const [same] = await earlier(
    and(
      eq(specialRequests.fingerprint, guards.fingerprint),
      gt(specialRequests.createdAt, sql`now() - ${REPEAT_WINDOW}::interval`),
    ),
  );
  return same?.referenceNumber;
}

/**
 * Counts a customer copy to this address today (shared by every instance through the database) and answers
 * whether it may be sent. "+tags" are left out of the count, since they reach the same mailbox.
 */
async function countCopy(tx: Db, email: string, today: string): Promise<boolean> {
  const [local, domain] = email.toLowerCase().split(/@(?=[^@]*$)/);
  const address = `${local.split("+")[0]}@${domain}`;
  await tx.delete(mailCopies).where(lt(mailCopies.day, today));
  const [row] = await tx
    .insert(mailCopies)
    .values({ address, day: today, copies: 1 })
    .onConflictDoUpdate({
      target: [mailCopies.address, mailCopies.day],
      set: { copies: sql`${mailCopies.copies} + 1` },
    })
    .returning({ copies: mailCopies.copies });
  return row.copies <= COPIES_PER_ADDRESS_PER_DAY;
}
