import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { checkoutSchema, messages, type CheckoutInput, type CheckoutRequest } from "../../../core/request-schemas.js";
import { normaliseAccountCodeInput } from "../../../core/postcode-format.js";
import type { Reservation } from "../../../core/reservation-types.js";
import { ApiError } from "~/lib/api-client";
import { saveLastRequest, trackingPath, useCheckout } from "~/lib/mylist/hire-requests";
import type { BranchResult } from "~/lib/mylist/lookups";
import { stockLinesOf } from "~/lib/mylist/branch-data";
import { showToast } from "~/lib/toast";
import { Button } from "~/components/ui/on-demand/button";
import { Dialog } from "~/components/ui/on-demand/dialog";
import { Notice, TextField } from "~/components/ui/on-demand/field";
import { BranchPickerDialog } from "~/components/checkout/branch-picker-dialog";
import {
  customerFields,
  customerStepReason,
  failingFields,
  optionsStepReason,
} from "~/components/checkout/continue-reason";
import { ConfirmStep } from "~/components/checkout/confirm-step";
import { OptionsStep } from "~/components/checkout/options-step";
import { PostcodeField, usePostcodeCheck } from "~/components/checkout/use-postcode-check";

const steps = ["Customer Information", "Options", "Confirm your List"] as const;

/**
 * Checkout in three steps (docs/product.md "MyList and checkout"): customer information validated as typed with the
 * town/region hint, collection from a chosen branch or delivery and the damage waiver, then the summary and 'Confirm
 * MyList Request'.
 */
/** The `error` of the server's JSON answer, else the answer's text. */
function serverReason(cause: unknown): string | null {
  if (!(cause instanceof Error)) return null;
  return cause instanceof ApiError ? cause.reason : cause.message;
}

export default function CheckoutDialog({
  reservation,
  returnFocus,
  onClose,
  onBack,
}: {
  reservation: Reservation;
  returnFocus: HTMLElement | null;
  onClose: () => void;
  onBack: () => void;
}) {
  const [step, setStep] = useState(0);
  const [branch, setBranch] = useState<BranchResult | null>(null);
  const [pickingBranch, setPickingBranch] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const checkout = useCheckout();
  const navigate = useNavigate();
  const form = useForm<CheckoutInput, unknown, CheckoutRequest>({
    resolver: zodResolver(checkoutSchema),
    mode: "all",
    defaultValues: {
      customerFirstName: "",
      customerLastName: "",
      customerEmail: "",
      customerPhone: "",
      customerPostcode: "",
      accountCode: "",
      customerAddress: "",
      deliveryMethod: "delivery",
      damageWaiver: true,
      termsAccepted: false,
      collectionLocationId: null,
    },
  });
  const { register, formState, control, setValue, handleSubmit } = form;
  const values = useWatch({ control }) as CheckoutInput;
  const failing = failingFields(values);
  const postcodeCheck = usePostcodeCheck(values.customerPostcode ?? "");
  const postcodeError =
    formState.errors.customerPostcode?.message ??
    (postcodeCheck.state === "not-found" ? messages.postcodeNotFound : undefined);
  const customerValid =
    customerFields.every((field) => !failing.has(field)) &&
    postcodeCheck.state !== "not-found" &&
    postcodeCheck.state !== "checking";
  const hasHire = reservation.items.some((item) => item.equipment.type !== "Resale");
  const optionsValid = values.deliveryMethod === "delivery" || branch !== null;
  const waitingFor =
    step === 0
      ? customerStepReason(values, failing, postcodeCheck)
      : optionsStepReason(values.deliveryMethod, branch !== null);
  const reason = waitingFor && (
    <p
      id="continue-reason"
      className="w-full text-sm text-ink-muted sm:mr-auto sm:w-auto sm:max-w-xs"
      data-testid="continue-reason"
    >
      {waitingFor}
    </p>
  );
  const describedBy = waitingFor ? "continue-reason" : undefined;

  const stockLines = stockLinesOf(reservation.items);
  const postcodeField = register("customerPostcode");
  const accountField = register("accountCode");
  const error = (field: keyof CheckoutInput) => formState.errors[field]?.message;

  async function submit(request: CheckoutRequest) {
    setFailure(null);
    try {
      const { referenceNumber, trackingUrl } = await checkout.mutateAsync({
        sessionId: reservation.sessionId,
        reservationId: reservation.id,
        hireRequest: { ...request, damageWaiver: hasHire && request.damageWaiver },
      });
      onClose();
      // The confirmation is the request's private tracking page (docs/decisions/mylist.md R10); a repeated checkout that
      // answers the reference alone leaves the toast and the e-mail.
      const path = trackingUrl ? trackingPath(trackingUrl, referenceNumber) : null;
      if (path) {
        saveLastRequest({ referenceNumber, path });
        void navigate(path, { state: { justSent: true } });
      }
      void showToast("Request Submitted Successfully", {
        description: `Your reference number is ${referenceNumber}. We have e-mailed you a copy, and our team will contact you on the details you gave.`,
        variant: "success",
      });
    } catch (cause) {
      // The server's reason (a date rule, an item gone) helps the customer put it right.
      setFailure(serverReason(cause));
      void showToast("Checkout Failed", {
        description: "Please try again or contact us for assistance.",
        variant: "error",
      });
    }
  }

  const footer =
    step === 0 ? (
      <>
        {reason}
        <Button variant="outline" onClick={onBack}>
          Back
        </Button>
        <Button variant="primary" disabled={!customerValid} aria-describedby={describedBy} onClick={() => setStep(1)}>
          Continue to Options
        </Button>
      </>
    ) : step === 1 ? (
      <>
        {reason}
        <Button variant="outline" onClick={() => setStep(0)}>
          Back
        </Button>
        {/* React turns this button into step 3's submit button while its press is handled: without preventDefault
            the browser would then send the form, showing the terms error on arrival. */}
        <Button
          variant="primary"
          disabled={!optionsValid}
          aria-describedby={describedBy}
          onClick={(event) => {
            event.preventDefault();
            setStep(2);
          }}
        >
          Continue
        </Button>
      </>
    ) : (
      <>
        <Button variant="outline" onClick={() => setStep(1)} disabled={checkout.isPending}>
          Back
        </Button>
        <Button variant="success" size="lg" type="submit" form="checkout-form" disabled={checkout.isPending}>
          {checkout.isPending ? "Processing..." : "Confirm MyList Request"}
        </Button>
      </>
    );

  return (
    <Dialog
      open
      size="lg"
      testId="checkout-dialog"
      onOpenChange={(open) => !open && !checkout.isPending && onClose()}
      returnFocus={returnFocus}
      title={steps[step]}
      description={`Step ${step + 1} of 3: send MyList to a branch as a hire request.`}
      footer={footer}
    >
      <ol className="mb-5 grid grid-cols-3 gap-2" aria-label="Checkout steps">
        {steps.map((name, index) => (
          <li key={name} aria-current={index === step ? "step" : undefined} className="text-xs font-semibold">
            <span
              className={`mb-1.5 block h-1.5 rounded-full ${index <= step ? "bg-brand" : "bg-line"}`}
              aria-hidden="true"
            />
            <span className={index === step ? "text-brand" : "text-ink-muted"}>{name}</span>
          </li>
        ))}
      </ol>
      <form id="checkout-form" noValidate onSubmit={handleSubmit(submit)}>
        {step === 0 && (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="First name"
              autoComplete="given-name"
              error={error("customerFirstName")}
              {...register("customerFirstName")}
            />
            <TextField
              label="Last name"
              autoComplete="family-name"
              error={error("customerLastName")}
              {...register("customerLastName")}
            />
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              error={error("customerEmail")}
              {...register("customerEmail")}
            />
            <TextField
              label="Phone"
              type="tel"
              autoComplete="tel"
              error={error("customerPhone")}
              {...register("customerPhone")}
            />
            <PostcodeField registration={postcodeField} check={postcodeCheck} error={postcodeError} />
            <TextField
              label="Account code"
              optional
              maxLength={6}
              autoCapitalize="characters"
              error={error("accountCode")}
              hint="Trade account customers: 2 letters and 4 letters or numbers"
              {...accountField}
              onChange={(event) => {
                event.target.value = normaliseAccountCodeInput(event.target.value);
                return accountField.onChange(event);
              }}
            />
            <TextField
              className="sm:col-span-2"
              label="Address"
              autoComplete="street-address"
              error={error("customerAddress")}
              {...register("customerAddress")}
            />
          </div>
        )}
        {step === 1 && (
          <OptionsStep
            deliveryMethod={values.deliveryMethod}
            damageWaiver={values.damageWaiver ?? true}
            onDeliveryMethod={(method) => setValue("deliveryMethod", method)}
            onDamageWaiver={(taken) => setValue("damageWaiver", taken)}
            reservation={reservation}
            branch={branch}
            customerPostcode={(values.customerPostcode ?? "").trim()}
            onPickBranch={() => setPickingBranch(true)}
          />
        )}
        {step === 2 && (
          <ConfirmStep
            values={values}
            reservation={reservation}
            branch={branch}
            register={register}
            termsError={formState.isSubmitted ? error("termsAccepted") : undefined}
          />
        )}
        {step === 2 && failure && (
          <Notice tone="danger" className="mt-4">
            {failure}
          </Notice>
        )}
      </form>
      {pickingBranch && (
        <BranchPickerDialog
          customerPostcode={(values.customerPostcode ?? "").trim()}
          lines={stockLines}
          judgedByHireItems={stockLines.length < reservation.items.length}
          current={branch}
          onClose={() => setPickingBranch(false)}
          onSelect={(chosen) => {
            setBranch(chosen);
            setValue("collectionLocationId", chosen.id, { shouldValidate: true });
            setPickingBranch(false);
          }}
        />
      )}
    </Dialog>
  );
}
