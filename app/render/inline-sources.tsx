import { createContext, useContext, type ReactNode } from "react";

/**
 * Collects, while the server renders a page, the inline scripts and styles that the framework and
 * our own layout produce, so the Content-Security-Policy can allow exactly those by hash
 * (docs/decisions/security.md O5). HTML that arrives as data (catalogue rich text) never passes through
 * here, so a script injected into it is never allowed. In the browser there is no recorder.
 */
export interface InlineSourceRecorder {
  /** Records the inline scripts in what `component` rendered and returns the output to render (server only). */
  recordScripts<P extends object>(output: ReactNode, component: AnyComponent<P>): ReactNode;
  style(source: string): void;
}

export const InlineSourceContext = createContext<InlineSourceRecorder | undefined>(undefined);

export type AnyComponent<P> = (props: P) => ReactNode;

/**
 * Renders a component that emits inline scripts (React Router's <Scripts>, <ScrollRestoration> and
 * stream transfer); on the server the recorder notes the text of each <script> element it returns, as
 * React produces it (app/render/record-scripts.server.ts). The recording code never reaches the browser.
 */
export function RecordInlineScripts<P extends object>({ of: component, props }: { of: AnyComponent<P>; props: P }) {
  const recorder = useContext(InlineSourceContext);
  // Called as a function on purpose: its hooks become this component's, in the same order every render.
  const output = component(props);
  return recorder ? recorder.recordScripts(output, component) : output;
}

/** An inline <style> block of ours, allowed by the page's CSP through its hash. */
export function InlineStyle({ css }: { css: string }) {
  useContext(InlineSourceContext)?.style(css);
  return <style dangerouslySetInnerHTML={{ __html: css }} />;
}
