export interface SoakRow {
  area: string;
  check: string;
  figure: string;
  ok: boolean;
  lost?: number;
}
