import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";

// WORKAROUND (docs/architecture.md, "Workarounds": scripts after the first paint). React Router has no option to delay
// the fetch of a page's modules, and that delay is what keeps LCP under 1.8 s (the figure is in that table). Its
// bootstrap is rewritten here, and left as React Router wrote it when it is not in the expected shape;
// app/render/upgrade.test.tsx renders the real <Scripts> and says so in plain words when that happens.

/*
 * React Router's <Scripts>, as the server sends it, changed so the page's JavaScript is fetched and run after the
 * browser has shown the page (docs/decisions/performance.md X2). The server-rendered page works without it (links, GET
 * forms, the static header), so the first screen's stylesheet, font and pictures get the connection to themselves, and
 * hydration never delays the first paint. Only the server's HTML changes: in the browser <Scripts> renders as usual,
 * its module preloads are React head resources and its inline scripts are not compared during hydration.
 */

interface ElementProps {
  children?: ReactNode;
  rel?: string;
  href?: string;
  type?: string;
  dangerouslySetInnerHTML?: { __html?: unknown };
}

/** `import * as route0 from "/assets/root.js";` or `import "/assets/manifest.js";` as React Router writes them. */
const staticImport = /^\s*import\s+(?:\*\s+as\s+([\w$]+)\s+from\s+)?("[^"]+");?[ \t]*$/gm;

/**
 * The bootstrap module script with its static imports turned into dynamic ones, started after the first paint (two
 * frames, so the first has been shown, then a task), and the module preloads it replaces issued at that moment.
 * Returns null when the script is not in the expected shape, so the caller keeps React Router's own.
 */
export function deferBootstrap(source: string, preloads: string[]): string | null {
  const imports: { name: string | undefined; url: string }[] = [];
  const body = source.replace(staticImport, (_line, name: string | undefined, url: string) => {
    imports.push({ name, url });
    return "";
  });
  if (imports.length === 0 || /^\s*import\s+[^(\s]/m.test(body)) return null;
  const names = imports.map(({ name }, index) => name ?? `_${index}`);
  return [
    "let started=false;",
    "const start=()=>{if(started)return;started=true;",
    `for(const href of ${JSON.stringify(preloads)}){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}`,
    `Promise.all([${imports.map(({ url }) => `import(${url})`).join(",")}]).then(([${names.join(",")}])=>{${body.trim()}\n})};`,
    // A hidden tab paints nothing: start at once there.
    'if(document.visibilityState==="hidden")start();else requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(start,0)));',
  ].join("\n");
}

/** Moves the module preloads into the bootstrap script and defers it; anything unexpected is left as it was. */
export function startAfterFirstPaint(node: ReactNode): ReactNode {
  const preloads: string[] = [];
  const rest: ReactNode[] = [];
  const walk = (child: ReactNode) => {
    if (!isValidElement<ElementProps>(child)) return void rest.push(child);
    if (child.type === "link" && child.props.rel === "modulepreload" && child.props.href) {
      return void preloads.push(child.props.href);
    }
    if (child.props.children !== undefined && child.type !== "script") {
      return Children.forEach(child.props.children, walk);
    }
    rest.push(child);
  };
  walk(node);
  const bootstrap = rest.find(
    (child): child is ReactElement<ElementProps> =>
      isValidElement<ElementProps>(child) && child.type === "script" && child.props.type === "module",
  );
  const source = bootstrap?.props.dangerouslySetInnerHTML?.__html;
  const deferred = typeof source === "string" ? deferBootstrap(source, preloads) : null;
  if (!bootstrap || deferred === null) return node;
  return rest.map((child, index) =>
    child === bootstrap
      ? cloneElement(bootstrap, { key: "bootstrap", dangerouslySetInnerHTML: { __html: deferred } })
      : isValidElement(child)
        ? cloneElement(child, { key: child.key ?? index })
        : child,
  );
}
