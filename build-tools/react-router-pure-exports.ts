import type { Plugin } from "vite";

// WORKAROUND (docs/architecture.md, "Workarounds": React Router's exports marked pure; docs/decisions/performance.md
// W11). React Router ships one build in which components and contexts are made by top-level `forwardRef`, `memo` and
// `createContext` calls followed by `displayName` assignments. A bundler must presume those calls have effects, so
// every such export stays in every page's first load whether the site uses it or not (its `NavLink`, `Form`...).
// Marking the calls pure and dropping the display names (a developer-tools nicety) lets the unused ones go.

const reactRouterModule = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]development[\\/][^\\/]+\.mjs$/;
const displayName = /^([A-Za-z_$][\w$]*)\.displayName = "[^"]*";$/gm;
const componentCall = /^(var [A-Za-z_$][\w$]* = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;

/** React Router's module with its top-level component and context calls marked pure. */
export function markReactRouterPure(code: string): string {
  return code.replace(displayName, "").replace(componentCall, "$1/* @__PURE__ */ $2");
}

export function reactRouterPureExports(): Plugin {
  return {
    name: "hirebase:react-router-pure-exports",
    apply: "build",
    transform(code, id) {
      if (!reactRouterModule.test(id)) return undefined;
      return { code: markReactRouterPure(code), map: null };
    },
  };
}
