import { Toaster } from "sonner";
// Sonner's stylesheet as the file its package exports; build-tools/sonner-styles-as-file.ts removes the copy sonner
// would otherwise write into a <style> element, which the CSP refuses.
import "sonner/dist/styles.css";

/** For app/lib/toast.ts, so sonner is loaded once, with this module. */
export { toast } from "sonner";

/**
 * docs/decisions/browser.md B2: one toast at a time, 5,000 ms, swipe right to dismiss.
 * On phones toasts sit above the floating MyList button (56 px plus its 16 px margin).
 */
export default function SonnerToaster() {
  return (
    <Toaster
      visibleToasts={1}
      duration={5000}
      position="bottom-right"
      closeButton
      swipeDirections={["right"]}
      mobileOffset={{ bottom: 88, left: 16, right: 16 }}
    />
  );
}
