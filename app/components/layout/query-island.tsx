import { QueryClientProvider } from "@tanstack/react-query";
import { getBrowserQueryClient } from "~/lib/query-client";

/** Wraps a client-only island in the browser's shared QueryClient. */
export function QueryIsland({ children }: { children: React.ReactNode }) {
  return <QueryClientProvider client={getBrowserQueryClient()}>{children}</QueryClientProvider>;
}
