import { Toaster } from "sonner";
// Sonner's stylesheet as the file its package exports; build-tools/sonner-styles-as-file.ts removes the copy sonner
// would otherwise write into a <style> element, which the CSP refuses.
import "sonner/dist/styles.css";

/** For app/lib/toast.ts, so sonner is loaded once, with this module. */
export { toast } from "sonner";

/** Over an open dialog a toast shows at the top, in the band dialogs leave free (docs/decisions/mylist.md U10). */
export const toastPosition = () => (document.querySelector('[role="dialog"]') ? "top-center" : undefined);

/**
 * docs/decisions/browser.md B2: one toast at a time, 5,000 ms, swipe right to dismiss.
 */
export default function SonnerToaster() {
  return <Toaster visibleToasts={1} duration={5000} position="bottom-right" closeButton swipeDirections={["right"]} />;
}
