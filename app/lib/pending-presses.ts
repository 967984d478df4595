// Pending presses: presses on script-driven buttons (MyList, '+enquire', the VAT switch) made before the page's
// scripts have run, kept and pressed again once the page has hydrated (docs/decisions/performance.md X4). Scripts
// start after the first paint (X2), and until React listens for events such a press would otherwise be lost.

/**
 * Runs in <head>: until React takes over, notes each `button[type="button"]` pressed, and closes the mobile menu
 * (`details[data-menu]`) on Escape or on its backdrop as `StaticMarkup` does later, so the menu never traps a visitor
 * who opened it early. Fixed text, approved by the page's CSP through its hash (docs/decisions/security.md H1).
 */
export const PENDING_PRESSES_SCRIPT =
  "(function(){window.__pendingPresses=[];" +
  "function pendingTarget(e){return window.__pendingPresses&&e.target instanceof Element&&e.target}" +
  'document.addEventListener("click",function(e){var t=pendingTarget(e);if(!t)return;' +
  "var b=t.closest('button[type=\"button\"]');if(b)window.__pendingPresses.push(b);" +
  'if(t.closest("[data-menu-backdrop]"))t.closest("details").open=false},true);' +
  'document.addEventListener("keydown",function(e){var t=pendingTarget(e),m=t&&e.key=="Escape"&&t.closest("details[data-menu]");' +
  'if(m&&m.open){m.open=false;m.querySelector("summary").focus()}},true)})();';

type PendingPressesWindow = Window & { __pendingPresses?: Element[] | null };

let held: Element[] = [];

/** Called as React starts listening for events (app/entry.client.tsx): from then on React sees presses itself. */
export function stopNotingPendingPresses(): void {
  const page = window as PendingPressesWindow;
  held = page.__pendingPresses ?? [];
  page.__pendingPresses = null;
}

/** Called once the page has hydrated: each noted button still on the page is pressed once. */
export function replayPendingPresses(): void {
  const pressed = new Set(held);
  held = [];
  for (const button of pressed) if (button instanceof HTMLElement && button.isConnected) button.click();
}
