import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";

/**
 * Loads a component only in the browser, after hydration. Used for interactive islands
 * (MyList badge, dialogs, maps) so their code stays out of every page's first load.
 */
export function clientOnly<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, fallback: React.ReactNode = null) {
  const Lazy = lazy(load);
  return function ClientOnly(props: P) {
    const [mounted, setMounted] = useState(false);
    useEffect(() => setMounted(true), []);
    if (!mounted) return <>{fallback}</>;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...(props as P & React.JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  };
}
