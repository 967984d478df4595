import { Writable } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { Scripts, type EntryContext } from "react-router";
import { InlineSourceContext, type AnyComponent, type InlineSourceRecorder } from "~/render/inline-sources";
import { recordScripts } from "~/render/record-scripts.server";
import { startAfterFirstPaint } from "~/render/scripts-after-first-paint.server";
import { StaticSectionContext } from "~/render/static-section-context";
import { staticSectionRenderer } from "~/render/static-sections.server";
import { RecordedServerRouter } from "~/render/stream-transfer.server";

export const streamTimeout = 5_000;

/** The inline scripts and styles of one page, in the order they were produced. */
export class InlineSourceCollector implements InlineSourceRecorder {
  readonly scripts = new Set<string>();
  readonly styles = new Set<string>();
  script(source: string) {
    this.scripts.add(source);
  }
  recordScripts<P extends object>(output: ReactNode, component: AnyComponent<P>): ReactNode {
    // The page's scripts start after its first paint (docs/decisions/performance.md X2); the hashes are of what is
    // sent.
    const sent = component === (Scripts as AnyComponent<unknown>) ? startAfterFirstPaint(output) : output;
    return recordScripts(sent, (source) => this.script(source), component);
  }
  style(source: string) {
    this.styles.add(source);
  }
}

/** One page of the app: React Router's <ServerRouter>, with the static sections kept once rendered (N14). */
export function renderPage(routerContext: EntryContext, request: Request, onError: (error: unknown) => void) {
  return renderDocument(
    <StaticSectionContext.Provider value={staticSectionRenderer(new URL(request.url).pathname)}>
      <RecordedServerRouter context={routerContext} url={request.url} />
    </StaticSectionContext.Provider>,
    onError,
  );
}

/**
 * Renders to completion (onAllReady, so crawlers always get whole pages), with the inline scripts and styles the
 * framework and our layout produced on the way, for the page's CSP.
 */
export function renderDocument(
  element: ReactNode,
  onError: (error: unknown) => void,
): Promise<{ html: Buffer; inline: InlineSourceCollector }> {
  const inline = new InlineSourceCollector();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    // Cleared once the page is written: a pending timer keeps the whole render (tree, chunks) alive until it fires.
    let timeout: NodeJS.Timeout | undefined = undefined;
    // React hands over a fresh chunk each time (a new view once one is written), so chunks are kept as they are; the
    // page stays UTF-8 bytes from here to the response, never decoded into a string and encoded again.
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeout);
        resolve({ html: Buffer.concat(chunks), inline });
        callback();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <InlineSourceContext.Provider value={inline}>{element}</InlineSourceContext.Provider>,
      {
        // A finished Suspense boundary stays in place however large it is: React otherwise moves big ones to the end
        // of the page behind an inline script the CSP refuses (docs/decisions/performance.md N21).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          pipe(sink);
        },
        onShellError(error) {
          clearTimeout(timeout);
          reject(error);
        },
        onError,
      },
    );
    timeout = setTimeout(abort, streamTimeout + 1000);
  });
}
