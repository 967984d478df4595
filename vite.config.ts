import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { fileURLToPath } from "node:url";

/**
 * Sonner writes its stylesheet into a <style> element at run time, which the pages' CSP refuses
 * (style-src without 'unsafe-inline', docs/decisions.md O5). Its build loads the same stylesheet,
 * shipped as sonner/dist/styles.css, as a file with the toast chunk instead.
 */
function sonnerStylesAsFile(): Plugin {
  const injection = /^__insertCSS\(".*"\);?$/m;
  return {
    name: "hirebase:sonner-styles-as-file",
    apply: "build",
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/.test(id)) return undefined;
      if (!injection.test(code))
        throw new Error("sonner no longer injects its CSS as expected: revisit vite.config.ts");
      return { code: code.replace(injection, 'import "sonner/dist/styles.css";'), map: null };
    },
  };
}

/**
 * React Router ships one build (its "development" files, minus the warnings production strips) in which components
 * and contexts are made by top-level `forwardRef`, `memo` and `createContext` calls followed by `displayName`
 * assignments. A bundler must presume those calls have effects, so every such export stays in every page's first
 * load whether the site uses it or not (its `NavLink`, for one). Marking the calls pure and dropping the display
 * names (a developer-tools nicety) lets the unused ones go (docs/decisions.md W11).
 */
function reactRouterPureExports(): Plugin {
  const file = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]development[\\/][^\\/]+\.mjs$/;
  return {
    name: "hirebase:react-router-pure-exports",
    apply: "build",
    transform(code, id) {
      if (!file.test(id)) return undefined;
      const marked = code
        .replace(/^([A-Za-z_$][\w$]*)\.displayName = "[^"]*";$/gm, "")
        .replace(/^(var [A-Za-z_$][\w$]* = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm, "$1/* @__PURE__ */ $2");
      return { code: marked, map: null };
    },
  };
}

// @react-router/dev 7.18.4 (the last 7.x; React Router 8 needs Node 22) creates its internal Vite servers (the one
// that reads react-router.config.ts and the route-exports child compiler) with Vite 5's `envFile: false`, and Vite 8
// warns about that option on each of them. Our configuration cannot reach those calls, so exactly that line is
// dropped; remove this with React Router 8. (`npm run build` runs `vite build`, not `react-router build`, whose
// CLI opens one more such server before this file is read.)
const envFileDeprecation = "The `envFile` option is deprecated";
const warn = console.warn;
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === "string" && args[0].includes(envFileDeprecation)) return;
  warn(...args);
};

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), sonnerStylesAsFile(), reactRouterPureExports()],
  build: {
    rolldownOptions: {
      // Our own components, content and core modules only declare things: one whose exports no browser code uses
      // is left out whole (a module is otherwise kept for its presumed side effects, e.g. the footer's link lists
      // and the server-only header parts of docs/decisions.md W4, W9; W12). Styles and packages keep their default.
      treeshake: { moduleSideEffects: (id) => !/[\\/](app[\\/](components|content)|core)[\\/][^?]*\.tsx?$/.test(id) },
      output: {
        // The design-system primitives are tiny modules every page loads with the shell: one chunk
        // for them instead of a file each keeps first-load JS down (budget: 120 KB gzipped).
        // Primitives in ui/on-demand (dialog, calendar, form fields) load with the dialogs that use them.
        codeSplitting: {
          groups: [
            // Every page's first load in one file: React, React DOM, React Router, the page shell (header, footer,
            // menu, MyList button) and the design-system primitives. Brotli compresses the whole better than the
            // same code in several files (shared dictionary, no cross-chunk import names): about 3 KB on each
            // page's first load (docs/decisions.md W3). Vite's preload helper, clientOnly and the session id
            // modules are here too: the shell, the branch pages and the on-demand dialogs all use them. So are the header's
            // VAT switch and the price helpers it shares with catalogue pages (core/vat, money, site).
            {
              name: "ui-kit",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|app[\\/](components[\\/](ui[\\/](?!on-demand[\\/])|layout[\\/](?!sonner-toaster|query-island|error-screen)|mylist[\\/]mylist-(launcher|requests))|content[\\/]navigation|lib[\\/](route-meta|use-hydrated|early-presses|session-id|mylist[\\/]session|inline-sources|toast|vat-view))|core[\\/](site|vat|money)\.|vite[\\/]preload-helper/,
            },
            // TanStack Query and the session's reservation query load after hydration with the MyList badge; the
            // branch finder and the MyList dialogs reuse that one file instead of splitting it into several.
            {
              name: "query",
              test: /@tanstack[\\/]|app[\\/]lib[\\/](api-client|query-client|mylist[\\/]reservation)|app[\\/]components[\\/](layout[\\/]query-island|mylist[\\/]mylist-badge)/,
            },
            // Likewise the catalogue pieces that several catalogue pages share.
            { name: "catalogue-kit", test: /app[\\/]components[\\/]catalogue[\\/]/, minShareCount: 2 },
            // And the branch pages' shared pieces (help card, map stand-in, maps links), but not what loads on demand.
            {
              name: "locations-kit",
              test: /app[\\/]components[\\/]locations[\\/](?!branch-map|location-search-form|suggestion-list|postcode-suggestions|geolocation)/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      // Radix Dialog's scroll lock writes a <style> element, which the CSP refuses: the same CSS, adopted instead.
      "react-style-singleton": fileURLToPath(new URL("./app/lib/adopted-style-singleton.ts", import.meta.url)),
    },
  },
});
