import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";

// The toast area mounts with the first toast (app/lib/toast.ts), so sonner is not part of any page's first load
// (docs/decisions/performance.md E3, W2).
const SonnerToaster = lazy(() => import("~/components/layout/sonner-toaster"));

let wanted = false;
const listeners = new Set<() => void>();
let resolveMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  resolveMounted = resolve;
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks for the toast area; resolves once sonner's Toaster is on the page and listening. */
export function mountToaster(): Promise<void> {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  return mounted;
}

/** Its effect runs after those of the Toaster before it (same commit, tree order): sonner is subscribed by then. */
function MountedSignal() {
  useEffect(() => resolveMounted(), []);
  return null;
}

export function Toaster() {
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
      <MountedSignal />
    </Suspense>
  );
}
