import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    rolldownOptions: {
      output: {
        // The design-system primitives are tiny modules every page loads with the shell: one chunk
        // for them instead of a file each keeps first-load JS down (budget: 120 KB gzipped).
        // Primitives in ui/on-demand (dialog, calendar, form fields) load with the dialogs that use them.
        codeSplitting: {
          groups: [
            // Vite's preload helper and clientOnly too: the shell, the branch pages and the on-demand dialogs
            // all use them, and a chunk of their own would be one more request on every page.
            {
              name: "ui-kit",
              test: /app[\\/](components[\\/]ui[\\/](?!on-demand[\\/])|components[\\/]layout[\\/]client-only|lib[\\/](route-meta|use-hydrated))|vite[\\/]preload-helper/,
            },
            // TanStack Query and the session's reservation query load after hydration with the MyList badge; the
            // branch finder and the MyList dialogs reuse that one file instead of splitting it into several.
            {
              name: "query",
              test: /@tanstack[\\/]|app[\\/]lib[\\/](api-client|query-client|session-id|mylist[\\/](reservation|session))|app[\\/]components[\\/](layout[\\/]query-island|mylist[\\/]mylist-badge)/,
            },
            // Likewise the catalogue pieces that several catalogue pages share.
            { name: "catalogue-kit", test: /app[\\/]components[\\/]catalogue[\\/]/, minShareCount: 2 },
          ],
        },
      },
    },
  },
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
});
