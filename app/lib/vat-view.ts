import { useSyncExternalStore } from "react";
import type { VatView } from "../../core/vat.js";

// The visitor's VAT view (docs/decisions/money.md V3): kept in local storage and mirrored on <html data-vat>, which CSS
// reads to show one of the two figures every server-rendered price carries. The HTML is the same for everyone.

const STORAGE_KEY = "hirebase-vat";
const CHANGE_EVENT = "hirebase:vat-view";

/**
 * Runs in <head> before the body is painted, so a visitor who chose inc VAT never sees ex-VAT figures first.
 * Fixed text, approved by the page's CSP through its hash (docs/decisions/security.md H1).
 */
export const VAT_VIEW_SCRIPT = `try{if(localStorage.getItem("${STORAGE_KEY}")==="inc")document.documentElement.dataset.vat="inc"}catch(e){}`;

export function currentVatView(): VatView {
  return document.documentElement.dataset.vat === "inc" ? "inc" : "ex";
}

export function setVatView(view: VatView): void {
  document.documentElement.dataset.vat = view;
  try {
    localStorage.setItem(STORAGE_KEY, view);
  } catch {
    // Storage may be off (private mode): the choice then lasts for this page.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  // Another tab's choice arrives as a storage event.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return;
    document.documentElement.dataset.vat = event.newValue === "inc" ? "inc" : "ex";
    onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/** The VAT view for components; server rendering (and hydration) use ex VAT, the cached default. */
export function useVatView(): VatView {
  return useSyncExternalStore(subscribe, currentVatView, () => "ex");
}
