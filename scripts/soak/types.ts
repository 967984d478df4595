export interface SoakRow {
  area: string;
  check: string;
  figure: string;
  ok: boolean;
  lost?: number;
}

export type SoakStep = (options: { postgresUrl?: string; log: (line: string) => void }) => Promise<SoakRow[]>;
