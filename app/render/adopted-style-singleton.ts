import { useEffect } from "react";

// WORKAROUND (docs/architecture.md, "Workarounds": Radix's scroll lock); scripts/build-config.test.ts checks that
// react-remove-scroll still imports the package this replaces.

/**
 * A stand-in for `react-style-singleton` (used by Radix Dialog's scroll lock through react-remove-scroll), aliased in
 * vite.config.ts. The original writes a <style> element at run time, which the pages' CSP refuses (style-src has no
 * 'unsafe-inline': docs/decisions/security.md H2). This one applies the same CSS through a constructed stylesheet
 * adopted by the document, which the CSP allows. Same API: stylesheetSingleton, styleHookSingleton, styleSingleton.
 */
export function stylesheetSingleton() {
  let counter = 0;
  let sheet: CSSStyleSheet | null = null;
  return {
    add(style: string) {
      if (counter === 0 && typeof document !== "undefined") {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(style);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }
      counter++;
    },
    remove() {
      counter--;
      if (counter === 0 && sheet) {
        const removed = sheet;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((each) => each !== removed);
        sheet = null;
      }
    },
  };
}

export function styleHookSingleton() {
  const sheet = stylesheetSingleton();
  return (styles: string, isDynamic?: boolean) => {
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
      // Like the original, re-applied only when dynamic styles change.
    }, [styles && isDynamic]);
  };
}

export function styleSingleton() {
  const useStyle = styleHookSingleton();
  return function Sheet({ styles, dynamic }: { styles: string; dynamic?: boolean }) {
    useStyle(styles, dynamic);
    return null;
  };
}
