import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";
import { selectedBrandId } from "./brands/ids.js";
import { brandSelect } from "./build-tools/brand-select.js";
import { codeSplittingGroups } from "./build-tools/chunks.js";
import { reactRouterPureExports } from "./build-tools/react-router-pure-exports.js";
import { sonnerStylesAsFile } from "./build-tools/sonner-styles-as-file.js";

// The build. What each build-tools/ module works around, what it buys and the test that watches it are listed in
// docs/architecture.md, "Workarounds".
export default defineConfig({
  plugins: [
    brandSelect(selectedBrandId()),
    tailwindcss(),
    reactRouter(),
    sonnerStylesAsFile(),
    reactRouterPureExports(),
  ],
  build: {
    rolldownOptions: {
      // Our own components, content and core modules only declare things: one whose exports no browser code uses is
      // left out whole (a module is otherwise kept for its presumed side effects, e.g. the footer's link lists and the
      // server-only header parts of docs/decisions/performance.md W4, W9; W12). Styles and packages keep their default.
      treeshake: {
        moduleSideEffects: (id) => !/[\\/](app[\\/](components|content|render)|core)[\\/][^?]*\.tsx?$/.test(id),
      },
      // A few shared files instead of one per module: build-tools/chunks.ts (docs/decisions/performance.md W3).
      output: { codeSplitting: { groups: codeSplittingGroups() } },
    },
  },
  // The server bundles the icons it renders instead of loading all of lucide-react's (docs/decisions/performance.md N20).
  ssr: { noExternal: ["lucide-react"] },
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      // Radix Dialog's scroll lock writes a <style> element, which the CSP refuses: the same CSS, adopted instead
      // (docs/architecture.md, "Workarounds").
      "react-style-singleton": fileURLToPath(new URL("./app/render/adopted-style-singleton.ts", import.meta.url)),
    },
  },
});
