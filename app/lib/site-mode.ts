import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiGet } from "~/lib/api-client";

interface SiteSetting {
  settingKey: string;
  settingValue: string;
}

/** GET /api/site-settings/site_mode: 404 means no value; other failures are logged and ignored, one retry. */
export const siteModeQuery = queryOptions({
  queryKey: ["/api/site-settings/site_mode"],
  queryFn: async () => {
    try {
      return (await apiGet<SiteSetting>("/api/site-settings/site_mode"))?.settingValue ?? null;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  },
  retry: 1,
  staleTime: 5 * 60_000,
  gcTime: 30 * 60_000,
});

export function useSiteMode(initial?: string | null): string | null {
  const { data, error } = useQuery({ ...siteModeQuery, initialData: initial ?? undefined });
  if (error) console.warn("Could not read the site mode", error);
  return data ?? null;
}
