import { zodResolver } from "@hookform/resolvers/zod";
import { site } from "../../../core/site.js";
import { postcodeAsWritten } from "../../../core/postcode-format.js";
import { CircleCheck, Mail } from "lucide-react";
import { useLayoutEffect, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { addDays, todayInLondon } from "../../../core/hire-dates.js";
import { CUSTOMER_DATE_WINDOW, dateWindowBounds } from "../../../core/input-fields.js";
import {
  messages,
  specialRequestFormSchema,
  type SpecialRequestForm,
  type SpecialRequestFormInput,
} from "../../../core/request-schemas.js";
import { useSpecialRequest } from "~/lib/mylist/hire-requests";
import { ENQUIRE_SHELL_ID } from "~/components/mylist/mylist-launcher";
import { specialRequestHeading } from "~/content/special-request";
import type { SpecialRequestResponse } from "../../../core/reservation-types.js";
import { errorAnswer } from "~/lib/api-client";
import { showToast } from "~/lib/toast";
import { randomKey } from "~/lib/session-id";
import type { EquipmentSummary } from "../../../core/catalogue-types.js";
import { longDate } from "../../../core/date-format.js";
import { PostcodeField, usePostcodeCheck } from "~/components/checkout/use-postcode-check";
import { Button } from "~/components/ui/on-demand/button";
import { Dialog } from "~/components/ui/on-demand/dialog";
import { TextField } from "~/components/ui/on-demand/field";

const FORM_FIELDS = ["firstName", "lastName", "email", "telephone", "postcode", "daysRequired", "fromDate"] as const;
type FormField = (typeof FORM_FIELDS)[number];
const isFormField = (field: string): field is FormField => (FORM_FIELDS as readonly string[]).includes(field);
/** Closes the frame of the form (docs/decisions/mylist.md U21); false when the visitor had closed it already. */
function frameWasWaiting(): boolean {
  const frame = document.getElementById(ENQUIRE_SHELL_ID) as HTMLDialogElement | null;
  if (!frame) return true;
  const waiting = frame.open;
  frame.close();
  return waiting;
}

type Sent = {
  response: SpecialRequestResponse & { email?: { subject: string; text: string } };
  request: SpecialRequestForm;
};

/**
 * The special-request form of '+enquire' on an item flagged enquire (docs/decisions/browser.md B4): every field is
 * checked on change and on leaving it; once sent, the dialog alone confirms it, with the e-mail the customer was sent
 * (B11: a name as checkout asks, and one confirmation rather than a dialog and a toast).
 */
export default function SpecialRequestDialog({
  equipment,
  returnFocus,
  onClose,
}: {
  equipment: EquipmentSummary;
  returnFocus: HTMLElement | null;
  onClose: () => void;
}) {
  const [sent, setSent] = useState<Sent | null>(null);
  // The frame '+enquire' showed while this code loaded goes; closed by the visitor meanwhile, so does the form.
  const frameChecked = useRef(false);
  useLayoutEffect(() => {
    if (frameChecked.current) return;
    frameChecked.current = true;
    if (!frameWasWaiting()) onClose();
  }, [onClose]);
  const send = useSpecialRequest();
  const today = todayInLondon();
  const form = useForm<SpecialRequestFormInput, unknown, SpecialRequestForm>({
    resolver: zodResolver(specialRequestFormSchema),
    mode: "all",
    defaultValues: {
      firstName: "",
      lastName: "",
      email: "",
      telephone: "",
      postcode: "",
      daysRequired: "",
      fromDate: "",
      equipment,
    },
  });
  const { register, formState, control, handleSubmit, setError } = form;
  const postcode = useWatch({ control, name: "postcode" });
  const postcodeCheck = usePostcodeCheck(postcode ?? "");
  const postcodeField = register("postcode");
  const error = (field: FormField) => formState.errors[field]?.message;
  const postcodeError =
    error("postcode") ?? (postcodeCheck.state === "not-found" ? messages.postcodeNotFound : undefined);

  async function submit(request: SpecialRequestForm) {
    if (postcodeCheck.state === "not-found") return;
    try {
      const response = await send.mutateAsync({ hireRequest: request, idempotencyKey: randomKey() });
      setSent({ response, request });
    } catch (cause) {
      // What the server refuses (a bank holiday at the branch it chose, docs/decisions/mylist.md V1) goes by its field.
      for (const issue of errorAnswer(cause)?.issues ?? []) {
        if (isFormField(issue.field)) setError(issue.field, { message: issue.message });
      }
      void showToast("Error", { description: "Failed to submit request. Please try again.", variant: "error" });
    }
  }

  if (sent) return <SentConfirmation sent={sent} equipment={equipment} returnFocus={returnFocus} onClose={onClose} />;

  return (
    <Dialog
      open
      size="md"
      testId="special-request-dialog"
      onOpenChange={(open) => !open && !send.isPending && onClose()}
      returnFocus={returnFocus}
      title={specialRequestHeading.title}
      description={specialRequestHeading.description(equipment.name)}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={send.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="special-request-form" variant="primary" disabled={send.isPending}>
            {send.isPending ? "Sending..." : "Send Request"}
          </Button>
        </>
      }
    >
      <form id="special-request-form" noValidate className="grid gap-4 sm:grid-cols-2" onSubmit={handleSubmit(submit)}>
        <p className="rounded-lg bg-surface-muted px-3 py-2 text-sm sm:col-span-2">
          <span className="font-semibold text-ink">{equipment.name}</span>
          {equipment.productCode && <span className="ml-2 text-ink-muted tabular-nums">{equipment.productCode}</span>}
        </p>
        <TextField label="First name" autoComplete="given-name" error={error("firstName")} {...register("firstName")} />
        <TextField label="Last name" autoComplete="family-name" error={error("lastName")} {...register("lastName")} />
        <TextField label="Email" type="email" autoComplete="email" error={error("email")} {...register("email")} />
        <TextField
          label="Telephone"
          type="tel"
          autoComplete="tel"
          error={error("telephone")}
          {...register("telephone")}
        />
        <PostcodeField registration={postcodeField} check={postcodeCheck} error={postcodeError} />
        <TextField
          label="Days required"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={error("daysRequired")}
          {...register("daysRequired")}
        />
        <TextField
          className="sm:col-span-2"
          label="Start date"
          type="date"
          min={addDays(today, 1)}
          max={dateWindowBounds(CUSTOMER_DATE_WINDOW, today).last}
          error={error("fromDate")}
          {...register("fromDate")}
        />
      </form>
    </Dialog>
  );
}

/** The confirmation with the e-mail we sent (B4): the server's copy when it returns one, else its key facts. */
function SentConfirmation({
  sent,
  equipment,
  returnFocus,
  onClose,
}: {
  sent: Sent;
  equipment: EquipmentSummary;
  returnFocus: HTMLElement | null;
  onClose: () => void;
}) {
  const { response, request } = sent;
  return (
    <Dialog
      open
      size="md"
      testId="special-request-sent"
      onOpenChange={(open) => !open && onClose()}
      returnFocus={returnFocus}
      title="Request Submitted Successfully"
      description={`Your reference number is ${response.referenceNumber}.`}
      footer={
        <Button variant="primary" onClick={onClose}>
          Done
        </Button>
      }
    >
      <p className="mb-4 flex items-start gap-3 text-sm text-ink">
        <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-success" />
        <span>
          Thank you{request.firstName ? `, ${request.firstName}` : ""}. Your nearest branch has your request and will
          call you on {request.telephone}. We have sent this e-mail to{" "}
          <strong className="break-all">{request.email}</strong>:
        </span>
      </p>
      <article aria-label="The e-mail we sent" className="rounded-xl border border-line bg-surface-muted/60 text-sm">
        <header className="flex items-center gap-2 border-b border-line px-4 py-3">
          <Mail aria-hidden="true" className="size-4 text-brand" />
          <span className="font-semibold text-ink">
            {response.email?.subject ?? `We have received your request ${response.referenceNumber}`}
          </span>
        </header>
        {response.email ? (
          <pre className="px-4 py-3 font-sans whitespace-pre-wrap text-ink">{response.email.text}</pre>
        ) : (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 px-4 py-3 text-ink">
            <dt className="text-ink-muted">Reference</dt>
            <dd data-testid="special-reference" className="font-semibold tabular-nums">
              {response.referenceNumber}
            </dd>
            <dt className="text-ink-muted">Equipment</dt>
            <dd>{equipment.name}</dd>
            <dt className="text-ink-muted">Start date</dt>
            <dd>{longDate(request.fromDate)}</dd>
            <dt className="text-ink-muted">Days required</dt>
            <dd>{request.daysRequired}</dd>
            <dt className="text-ink-muted">{site.postcodes.label}</dt>
            <dd>{postcodeAsWritten(request.postcode)}</dd>
          </dl>
        )}
      </article>
    </Dialog>
  );
}
