import type { Plugin } from "vite";

// WORKAROUND (docs/architecture.md, "Workarounds": sonner's stylesheet). Sonner writes its stylesheet into a <style>
// element when its module loads, which the pages' CSP refuses (style-src without 'unsafe-inline',
// docs/decisions/security.md O5) and reports as an error. Its package also exports the same stylesheet as a file,
// `sonner/dist/styles.css`, which app/components/layout/sonner-toaster.tsx imports; this plugin removes the injection.

/** The one line of sonner's module that injects its stylesheet. */
const sonnerInjection = /^__insertCSS\(".*"\);?$/m;
const sonnerModule = /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/;

export const SONNER_CHANGED =
  "sonner no longer injects its stylesheet with one `__insertCSS(...)` line in dist/index.mjs: see " +
  "build-tools/sonner-styles-as-file.ts and docs/architecture.md, 'Workarounds'.";

/** Sonner's module without its stylesheet injection; throws when the module is not in the expected shape. */
export function sonnerWithoutInjection(code: string): string {
  if (!sonnerInjection.test(code)) throw new Error(SONNER_CHANGED);
  return code.replace(sonnerInjection, "");
}

export function sonnerStylesAsFile(): Plugin {
  return {
    name: "hirebase:sonner-styles-as-file",
    apply: "build",
    transform(code, id) {
      if (!sonnerModule.test(id)) return undefined;
      return { code: sonnerWithoutInjection(code), map: null };
    },
  };
}
