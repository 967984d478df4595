import { isValidElement, useContext, type ReactNode } from "react";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { InlineSourceContext } from "~/render/inline-sources";

// WORKAROUND (docs/architecture.md, "Workarounds": stream transfer). React Router's <ServerRouter> renders the loader
// data handed to the browser as inline scripts, one per chunk, from a component it does not export (StreamTransfer).
// The page's CSP allows inline scripts by hash only (docs/decisions/security.md O5), so those scripts must be recorded
// as React produces them. The component is found in ServerRouter's output by its props. app/render/upgrade.test.tsx
// renders the real <ServerRouter> and fails with a plain message when it no longer looks like this.

/** What identifies React Router's stream transfer among the elements <ServerRouter> returns. */
const isStreamTransferProps = (props: object) => "reader" in props && "identifier" in props;

const STREAM_TRANSFER_CHANGED =
  "React Router's <ServerRouter> no longer renders its stream transfer with the props `reader` and `identifier`, " +
  "so the page's CSP refuses its scripts: see docs/architecture.md, 'Workarounds'.";

type Component = (props: object) => ReactNode;

/** The first function component in `node` (not looking inside other components) whose props match. */
function findComponent(node: ReactNode, matches: (props: object) => boolean): Component | undefined {
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = findComponent(child as ReactNode, matches);
      if (found) return found;
    }
    return undefined;
  }
  if (!isValidElement<{ children?: ReactNode }>(node)) return undefined;
  if (typeof node.type === "function" && matches(node.props)) return node.type as Component;
  return findComponent(node.props.children, matches);
}

/** React Router's <ServerRouter>, recording the stream transfer's scripts as they are produced. */
export function RecordedServerRouter({ context, url }: { context: EntryContext; url: string }) {
  const output = ServerRouter({ context, url });
  const streamTransfer = findComponent(output, isStreamTransferProps);
  const recorder = useContext(InlineSourceContext);
  if (!recorder || !streamTransfer) {
    // Unrecorded, the browser would refuse the loader data and the page would stay server HTML without scripts.
    if (recorder && context.serverHandoffStream) console.error(STREAM_TRANSFER_CHANGED);
    return output;
  }
  return recorder.recordScripts(output, streamTransfer);
}
