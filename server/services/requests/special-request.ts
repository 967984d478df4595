import { bankHolidayMessage, bankHolidayProblem, nationOfPostcode } from "../../../core/bank-holidays.js";
import type { SpecialRequest } from "../../../core/request-schemas.js";
import type { BankHolidays } from "../bank-holidays/index.js";
import type { Db } from "../../db/client.js";
import { specialRequests } from "../../db/schema.js";
import { badRequest } from "../../errors.js";
import type { PostcodeLookup } from "../../integrations/postcode-lookup.js";
import { recordDeskRow } from "../desk/desk-row.js";
import { trackingUrl } from "../desk/tracking-token.js";
import { enqueueMail } from "../mail/outbox.js";
import { specialRequestMails } from "../mail/templates.js";
import type { CataloguePort } from "../reservations/catalogue-port.js";
import { equipmentCopy } from "../reservations/pricing.js";
import { insertWithReference } from "./insert-with-reference.js";
import { nearestBranch } from "./nearest-branch.js";
import { checkPostcode } from "./postcode-check.js";
import type { SpecialRequestSnapshot } from "./snapshot-types.js";

export interface SpecialRequestDeps {
  db: Db;
  catalogue: CataloguePort;
  postcodes: PostcodeLookup;
  mailFrom: string;
  publicUrl: string;
  today: () => string;
  now: () => Date;
  bankHolidays: BankHolidays;
  onMailQueued: () => void;
}

/**
 * POST /api/special-request: routed to the branch nearest the postcode (G3; the browser's nearestLocation is
 * not trusted), recorded under a reference number with the customer's copy and the branch e-mail queued.
 * The equipment is described from the catalogue, not from the request (P3).
 */
export async function submitSpecialRequest(deps: SpecialRequestDeps, request: SpecialRequest): Promise<string> {
  const live = deps.catalogue.findEquipmentBySlug(request.equipment.equipmentSlug);
  if (!live) {
    const message = "No equipment with this slug";
    throw badRequest(`equipment.equipmentSlug: ${message}`, [{ field: "equipment.equipmentSlug", message }]);
  }
  if (request.fromDate < deps.today()) {
    const message = "The start date cannot be in the past";
    throw badRequest(`fromDate: ${message}`, [{ field: "fromDate", message }]);
  }
  const postcode = await checkPostcode(deps.postcodes, request.postcode, "postcode");
  const branch = nearestBranch(deps.catalogue.listBranches(), postcode.postcode, postcode.location);
  if (!branch) throw badRequest("No branch can take requests at the moment; please call us");
  // The branch that will call back is closed on its nation's bank holidays (docs/decisions.md V1).
  const nation = nationOfPostcode(branch.postcode);
  const holiday = bankHolidayProblem(
    request.fromDate,
    request.fromDate,
    await deps.bankHolidays.around(nation, request.fromDate),
  );
  if (holiday) {
    const message = bankHolidayMessage({ field: "startDate", holiday: holiday.holiday });
    throw badRequest(`fromDate: ${message}`, [{ field: "fromDate", message }]);
  }

  const referenceNumber = await deps.db.transaction(async (tx) => {
    const recorded = await insertWithReference("SR", async (ref) => {
      const snapshot: SpecialRequestSnapshot = {
        referenceNumber: ref,
        submittedAt: deps.now().toISOString(),
        customer: {
          email: request.email,
          telephone: request.telephone,
          postcode: postcode.postcode,
          postcodeStatus: postcode.status,
          town: postcode.town,
          region: postcode.region,
        },
        daysRequired: request.daysRequired,
        fromDate: request.fromDate,
        equipment: equipmentCopy(live),
        branch,
      };
      const [row] = await tx
        .insert(specialRequests)
        .values({
          referenceNumber: ref,
          branchId: branch.id,
          customerEmail: request.email,
          postcodeStatus: postcode.status,
          snapshot,
        })
        .onConflictDoNothing({ target: specialRequests.referenceNumber })
        .returning({ id: specialRequests.id });
      return row ? snapshot : undefined;
    });
    const token = await recordDeskRow(tx, { kind: "special", snapshot: recorded }, new Date(recorded.submittedAt));
    const link = trackingUrl(deps.publicUrl, recorded.referenceNumber, token);
    await enqueueMail(tx, deps.mailFrom, specialRequestMails(recorded, link));
    return recorded.referenceNumber;
  });
  deps.onMailQueued();
  return referenceNumber;
}
