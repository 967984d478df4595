import { Toaster } from "~/components/layout/toaster";

/** Page-wide providers. Server state lives in client-only islands (see query-island.tsx). */
export function AppProviders({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
    </>
  );
}
