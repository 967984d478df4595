import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { MAX_QUANTITY } from "../../../core/pricing.js";
import type { Reservation } from "../../../core/reservation-types.js";
import { QueryIsland } from "~/components/layout/query-island";
import { addItemRefusal, useAddItem, useCreateReservation, useUpdateDates } from "~/lib/mylist/reservation-changes";
import { reservationQuery, useReservation } from "~/lib/mylist/reservation-query";
import { randomKey, readSessionId } from "~/lib/session-id";
import { showToast } from "~/lib/toast";
import { CreateMyListDialog } from "~/components/mylist/create-mylist-dialog";
import { addedDescription, addFailedMessage, createFailedMessage, myListMessages } from "~/components/mylist/messages";
import { MyListDialog } from "~/components/mylist/mylist-dialog";
import {
  ENQUIRE_SHELL_ID,
  LoadingNote,
  takeMyListPresses,
  type MyListIntent,
  type MyListPress,
} from "~/components/mylist/mylist-launcher";
import { QuantityDialog } from "~/components/mylist/quantity-dialog";

// Calendar, checkout and special-request code (and their libraries) load when first opened.
const HirePeriodDialog = lazy(() => import("~/components/mylist/hire-period-dialog"));
const CheckoutDialog = lazy(() => import("~/components/checkout/checkout-dialog"));
const SpecialRequestDialog = lazy(() => import("~/components/special-request/special-request-dialog"));

type View =
  | { kind: "none" }
  | { kind: "mylist" }
  | { kind: "change-dates" }
  | { kind: "create"; intent: MyListIntent }
  | { kind: "add-dates"; intent: MyListIntent }
  | { kind: "quantity"; intent: MyListIntent; max: number }
  | { kind: "checkout" }
  | { kind: "enquire"; intent: MyListIntent };

const NONE: View = { kind: "none" };

const quantityInReservation = (reservation: Reservation | null, slug: string) =>
  reservation?.items.find((item) => item.equipment.equipmentSlug === slug)?.quantity ?? 0;

/**
 * Where focus goes back when the press's dialogs close: the element focused at the press, or, when the special-request
 * form's frame holds focus while its code loads (enquire-shell.tsx), the item's '+enquire' button.
 */
function opener(press: MyListPress): HTMLElement | null {
  let active = document.activeElement;
  if (active?.closest(`#${ENQUIRE_SHELL_ID}`) && press.kind === "intent") {
    const slug = CSS.escape(press.intent.equipment.equipmentSlug);
    active = document.querySelector(`button[data-equipment-slug="${slug}"][aria-label^="+enquire"]`);
  }
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/**
 * The MyList dialogs and the add flow (docs/product.md "MyList and checkout"). Hire items need
 * a hire period first: when the reservation has no Hire item yet, the create dialog and the calendar come before the
 * quantity. Resale items go straight to the quantity; a reservation made for them gets the server's implicit period (R9),
 * whose start is the day they are wanted from, which the visitor may change (docs/decisions/mylist.md U14).
 */
function Flow() {
  const client = useQueryClient();
  const { reservation } = useReservation();
  const createReservation = useCreateReservation();
  const updateDates = useUpdateDates();
  const addItem = useAddItem();
  const [view, setView] = useState<View>(NONE);
  const [busy, setBusy] = useState(false);
  const [focusBack, setFocusBack] = useState<HTMLElement | null>(null);
  const close = useCallback(() => setView(NONE), []);

  /** The reservation as the server has it; none without a session (no request that could only answer 404). */
  const currentReservation = useCallback(async (): Promise<Reservation | null> => {
    const sessionId = readSessionId();
    if (!sessionId) return null;
    return client.fetchQuery(reservationQuery(sessionId)).catch(() => null);
  }, [client]);

  const startAdd = useCallback(
    async (intent: MyListIntent) => {
      const current = await currentReservation();
      const max = MAX_QUANTITY - quantityInReservation(current, intent.equipment.equipmentSlug);
      if (max < 1) {
        void showToast("Error", { description: `Maximum available: ${MAX_QUANTITY}`, variant: "error" });
        return;
      }
      const hasHireItem = current?.items.some((item) => item.equipment.type === "Hire") ?? false;
      if (intent.equipment.type === "Resale" || hasHireItem) setView({ kind: "quantity", intent, max });
      else setView({ kind: "create", intent });
    },
    [currentReservation],
  );

  useEffect(
    () =>
      takeMyListPresses((press: MyListPress) => {
        setFocusBack(opener(press));
        if (press.kind === "open-mylist") setView({ kind: "mylist" });
        else if (press.intent.action === "enquire") setView({ kind: "enquire", intent: press.intent });
        else void startAdd(press.intent);
      }),
    [startAdd],
  );

  /** The add flow's dates: they start the reservation, or set the period of one holding only Resale items. */
  async function confirmAddDates(intent: MyListIntent, startDate: string, endDate: string) {
    setBusy(true);
    try {
      const current = await currentReservation();
      if (current)
        await updateDates.mutateAsync({ sessionId: current.sessionId, reservationId: current.id, startDate, endDate });
      else await createReservation.mutateAsync({ startDate, endDate });
      setView({
        kind: "quantity",
        intent,
        max: MAX_QUANTITY - quantityInReservation(current, intent.equipment.equipmentSlug),
      });
    } catch {
      void showToast("Error", { description: createFailedMessage(intent.source), variant: "error" });
      close();
    } finally {
      setBusy(false);
    }
  }

  async function confirmQuantity(intent: MyListIntent, quantity: number) {
    setBusy(true);
    const idempotencyKey = randomKey();
    let current: Reservation | null = null;
    try {
      current = (await currentReservation()) ?? (await createReservation.mutateAsync({}));
    } catch {
      void showToast("Error", { description: createFailedMessage(intent.source), variant: "error" });
      setBusy(false);
      return close();
    }
    try {
      const { equipment } = intent;
      await addItem.mutateAsync({
        sessionId: current.sessionId,
        reservationId: current.id,
        equipmentSlug: equipment.equipmentSlug,
        quantity,
        idempotencyKey,
      });
      void showToast("Equipment Added", {
        description: addedDescription(intent.source, equipment.type, quantity, equipment.name),
        variant: "success",
      });
    } catch (error) {
      const description = addItemRefusal(error) ?? addFailedMessage(intent.source);
      void showToast("Error", { description, variant: "error" });
    } finally {
      setBusy(false);
      close();
    }
  }

  async function changeDates(startDate: string, endDate: string) {
    if (!reservation) return setView({ kind: "mylist" });
    setBusy(true);
    try {
      await updateDates.mutateAsync({
        sessionId: reservation.sessionId,
        reservationId: reservation.id,
        startDate,
        endDate,
      });
      const hasHire = reservation.items.some((item) => item.equipment.type === "Hire");
      void showToast(hasHire ? myListMessages.datesUpdated : myListMessages.dayUpdated, { variant: "success" });
    } catch {
      void showToast("Error", { description: myListMessages.datesFailed, variant: "error" });
    } finally {
      setBusy(false);
      setView({ kind: "mylist" });
    }
  }

  const onOpenChange = (open: boolean) => {
    if (!open && !busy) close();
  };

  switch (view.kind) {
    case "none":
      return null;
    case "mylist":
      return (
        <MyListDialog
          onOpenChange={onOpenChange}
          returnFocus={focusBack}
          onChangeDates={() => setView({ kind: "change-dates" })}
          onProceed={() => setView({ kind: "checkout" })}
        />
      );
    case "create":
      return (
        <CreateMyListDialog
          equipmentName={view.intent.equipment.name}
          returnFocus={focusBack}
          onOpenChange={onOpenChange}
          onConfirm={() => setView({ kind: "add-dates", intent: view.intent })}
        />
      );
    case "quantity":
      return (
        <QuantityDialog
          equipmentName={view.intent.equipment.name}
          max={view.max}
          busy={busy}
          returnFocus={focusBack}
          onOpenChange={onOpenChange}
          onConfirm={(quantity) => confirmQuantity(view.intent, quantity)}
        />
      );
  }

  return (
    // The special-request form's frame shows meanwhile (enquire-shell.tsx, docs/decisions/mylist.md U21).
    <Suspense fallback={view.kind === "enquire" ? null : <LoadingNote>Loading…</LoadingNote>}>
      {view.kind === "change-dates" && (
        <HirePeriodDialog
          period={reservation ?? undefined}
          wantedFrom={!reservation?.items.some((item) => item.equipment.type === "Hire")}
          busy={busy}
          returnFocus={focusBack}
          onCancel={() => setView({ kind: "mylist" })}
          onConfirm={changeDates}
        />
      )}
      {view.kind === "add-dates" && (
        <HirePeriodDialog
          equipmentName={view.intent.equipment.name}
          busy={busy}
          returnFocus={focusBack}
          onCancel={close}
          onConfirm={(start, end) => confirmAddDates(view.intent, start, end)}
        />
      )}
      {view.kind === "checkout" && reservation && (
        <CheckoutDialog
          reservation={reservation}
          returnFocus={focusBack}
          onClose={close}
          onBack={() => setView({ kind: "mylist" })}
        />
      )}
      {view.kind === "enquire" && (
        <SpecialRequestDialog equipment={view.intent.equipment} returnFocus={focusBack} onClose={close} />
      )}
    </Suspense>
  );
}

export default function MyListFlow() {
  return (
    <QueryIsland>
      <Flow />
    </QueryIsland>
  );
}
