/** What the import page shows of an importable table (spec section 3: key, name, description). */
export interface AdminTable {
  key: string;
  name: string;
  description: string;
}

export type SiteModeName = "DEV" | "LIVE";
