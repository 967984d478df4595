import { Children, cloneElement, createElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { RecordInlineScripts, type AnyComponent } from "~/render/inline-sources";

interface ElementProps {
  children?: ReactNode;
  type?: string;
  dangerouslySetInnerHTML?: { __html?: unknown };
}

// Data blocks are never executed, so the CSP does not govern them.
const isDataBlock = (type: string | undefined) => type === "application/ld+json" || type === "application/json";

/**
 * Walks the elements a component returned (not into other components), passing the text of each inline
 * script to `record`. Elements of the same component nested in its output (the stream transfer renders its
 * next chunk that way) are wrapped so they are recorded in turn.
 */
export function recordScripts<P extends object>(
  node: ReactNode,
  record: (source: string) => void,
  component: AnyComponent<P>,
): ReactNode {
  if (Array.isArray(node)) return node.map((child) => recordScripts(child as ReactNode, record, component));
  if (!isValidElement<ElementProps>(node)) return node;
  const { type, props } = node;
  if (type === "script") {
    const source = props.dangerouslySetInnerHTML?.__html;
    if (typeof source === "string" && !isDataBlock(props.type)) record(source);
    return node;
  }
  if (type === component) {
    return createElement(RecordInlineScripts<P>, { key: node.key, of: component, props: node.props as P });
  }
  if (props.children === undefined) return node;
  return cloneElement(
    node as ReactElement<ElementProps>,
    undefined,
    Children.map(props.children, (child) => recordScripts(child, record, component)),
  );
}
