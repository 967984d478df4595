import type { EquipmentSummary } from "../../core/catalogue-types.js";

/**
 * The seam between catalogue pages and the MyList flow (docs/decisions/browser.md B4). Catalogue buttons announce
 * what the visitor wants with a cancelable window event; the MyList island listens, runs the
 * create / quantity / special-request dialogs and calls preventDefault() to say it took over.
 */
export const MYLIST_INTENT_EVENT = "mylist:intent";

export interface MyListIntent {
  /** 'add' starts the add-to-MyList flow; 'enquire' opens the special-request form. */
  action: "add" | "enquire";
  source: "home" | "category" | "detail" | "quick-hire";
  equipment: EquipmentSummary;
}

/** Announces the intent; true when a listener handled it. */
export function announceMyListIntent(intent: MyListIntent): boolean {
  const event = new CustomEvent<MyListIntent>(MYLIST_INTENT_EVENT, { detail: intent, cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}
