import { useEffect, useSyncExternalStore, type ReactElement } from "react";

// The toast area mounts with the first toast (app/lib/toast.ts), so sonner is not part of any page's first load
// (docs/decisions/performance.md E3, W2). The module is imported by hand rather than through React.lazy: React holds
// a resolved Suspense boundary back for up to 300 ms, which the first toast would wait for.
let loadedToaster: ReactElement | null = null;
let loading = false;
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
  if (!loading) {
    loading = true;
    void import("~/components/layout/sonner-toaster").then((module) => {
      const SonnerToaster = module.default;
      loadedToaster = <SonnerToaster />;
      listeners.forEach((listener) => listener());
    });
  }
  return mounted;
}

/** Its effect runs after those of the Toaster before it (same commit, tree order): sonner is subscribed by then. */
function MountedSignal() {
  useEffect(() => resolveMounted(), []);
  return null;
}

export function Toaster() {
  const toaster = useSyncExternalStore(
    subscribe,
    () => loadedToaster,
    () => null,
  );
  if (!toaster) return null;
  return (
    <>
      {toaster}
      <MountedSignal />
    </>
  );
}
