import { lazy, Suspense, useEffect, useState } from "react";

const SonnerToaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/** DECISIONS B2: one toast at a time, 5,000 ms, swipe to dismiss. Loaded after hydration. */
export function Toaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster visibleToasts={1} duration={5000} position="bottom-right" closeButton swipeDirections={["right"]} />
    </Suspense>
  );
}
