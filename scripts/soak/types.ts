export interface SoakRow {
  area: string;
  check: string;
  figure: string;
  ok: boolean;
  /** A speed target not yet met: printed as "missed" and counted apart, never as a failure (docs/performance-figures.md). */
  targetMissed?: boolean;
  lost?: number;
}

export type SoakStep = (options: { postgresUrl?: string; log: (line: string) => void }) => Promise<SoakRow[]>;
