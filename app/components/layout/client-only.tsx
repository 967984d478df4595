import { lazy, Suspense, type ComponentType } from "react";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * Loads a component only in the browser, after hydration. Used for interactive islands
 * (MyList badge, dialogs, maps) so their code stays out of every page's first load.
 */
export function clientOnly<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: React.ReactNode = null,
) {
  const Lazy = lazy(load);
  return function ClientOnly(props: P) {
    const hydrated = useHydrated();
    if (!hydrated) return <>{fallback}</>;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...(props as P & React.JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  };
}
