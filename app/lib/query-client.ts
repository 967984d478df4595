import { QueryClient } from "@tanstack/react-query";
import { isClientError } from "~/lib/api-client";

const minutes = (n: number) => n * 60_000;

/** The default timings (docs/product.md "Timings") with docs/decisions/browser.md B1's retry rule. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: minutes(30),
        gcTime: minutes(60),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        refetchOnMount: true,
        refetchOnReconnect: true,
        networkMode: "online",
        retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
      },
      mutations: {
        retry: 1,
        retryDelay: 1000,
      },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * The browser's one QueryClient. Interactive parts are client-only islands loaded after
 * hydration (to keep TanStack Query out of first-load JS); they all share this client, so a
 * mutation in one island refreshes the others.
 */
export function getBrowserQueryClient(): QueryClient {
  browserClient ??= createQueryClient();
  return browserClient;
}
