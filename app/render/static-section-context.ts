import { createContext, type ReactNode } from "react";

/**
 * The server's renderer for a static section (`StaticMarkup`): its HTML for this request, rendered once and then reused
 * (app/render/static-sections.server.tsx, docs/decisions/performance.md N14). Absent in the browser and in tests that
 * render without it, where the section renders as ordinary React.
 */
export type StaticSectionRenderer = (id: string, content: ReactNode) => string;

export const StaticSectionContext = createContext<StaticSectionRenderer | undefined>(undefined);
