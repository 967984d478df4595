import {
  Children,
  cloneElement,
  createContext,
  createElement,
  isValidElement,
  useContext,
  type ReactElement,
  type ReactNode,
} from "react";

/**
 * Collects, while the server renders a page, the inline scripts and styles that the framework and
 * our own layout produce, so the Content-Security-Policy can allow exactly those by hash
 * (docs/decisions.md O5). HTML that arrives as data (catalogue rich text) never passes through
 * here, so a script injected into it is never allowed. In the browser there is no recorder.
 */
export interface InlineSourceRecorder {
  script(source: string): void;
  style(source: string): void;
}

export const InlineSourceContext = createContext<InlineSourceRecorder | undefined>(undefined);

type AnyComponent<P> = (props: P) => ReactNode;

interface ElementProps {
  children?: ReactNode;
  type?: string;
  dangerouslySetInnerHTML?: { __html?: unknown };
}

// Data blocks are never executed, so the CSP does not govern them.
const isDataBlock = (type: string | undefined) => type === "application/ld+json" || type === "application/json";

/**
 * Renders a component that emits inline scripts (React Router's <Scripts>, <ScrollRestoration> and
 * stream transfer) and records the text of each <script> element it returns, as React produces it.
 * Elements of the same component nested in its output (the stream transfer renders its next chunk
 * that way) are recorded in turn.
 */
export function RecordInlineScripts<P extends object>({ of: component, props }: { of: AnyComponent<P>; props: P }) {
  const recorder = useContext(InlineSourceContext);
  // Called as a function on purpose: its hooks become this component's, in the same order every render.
  const output = component(props);
  return recorder ? recordScripts(output, recorder, component) : output;
}

/** Walks the elements a component returned (not into other components), recording inline scripts. */
export function recordScripts<P extends object>(
  node: ReactNode,
  recorder: InlineSourceRecorder,
  component: AnyComponent<P>,
): ReactNode {
  if (Array.isArray(node)) return node.map((child) => recordScripts(child as ReactNode, recorder, component));
  if (!isValidElement<ElementProps>(node)) return node;
  const { type, props } = node;
  if (type === "script") {
    const source = props.dangerouslySetInnerHTML?.__html;
    if (typeof source === "string" && !isDataBlock(props.type)) recorder.script(source);
    return node;
  }
  if (type === component) {
    return createElement(RecordInlineScripts<P>, { key: node.key, of: component, props: node.props as P });
  }
  if (props.children === undefined) return node;
  return cloneElement(
    node as ReactElement<ElementProps>,
    undefined,
    Children.map(props.children, (child) => recordScripts(child, recorder, component)),
  );
}

/** An inline <style> block of ours, allowed by the page's CSP through its hash. */
export function InlineStyle({ css }: { css: string }) {
  useContext(InlineSourceContext)?.style(css);
  return <style dangerouslySetInnerHTML={{ __html: css }} />;
}
