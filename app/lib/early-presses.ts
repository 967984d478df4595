// Presses on script-driven buttons (MyList, '+enquire', the VAT switch) made before the page's scripts have run,
// kept and pressed again once the page has hydrated (docs/decisions.md X4). Scripts start after the first paint
// (X2), and until React listens for events such a press would otherwise be lost.

/**
 * Runs in <head>: notes each `button[type="button"]` pressed until React takes over. Fixed text, approved by the
 * page's CSP through its hash (docs/decisions.md H1).
 */
export const EARLY_PRESSES_SCRIPT =
  'window.__earlyPresses=[];document.addEventListener("click",function(e){var q=window.__earlyPresses,' +
  "b=q&&e.target instanceof Element&&e.target.closest('button[type=\"button\"]');if(b)q.push(b)},true);";

type EarlyPressesWindow = Window & { __earlyPresses?: Element[] | null };

let held: Element[] = [];

/** Called as React starts listening for events (app/entry.client.tsx): from then on React sees presses itself. */
export function stopNotingEarlyPresses(): void {
  const page = window as EarlyPressesWindow;
  held = page.__earlyPresses ?? [];
  page.__earlyPresses = null;
}

/** Called once the page has hydrated: each noted button still on the page is pressed once. */
export function replayEarlyPresses(): void {
  const pressed = new Set(held);
  held = [];
  for (const button of pressed) if (button instanceof HTMLElement && button.isConnected) button.click();
}
