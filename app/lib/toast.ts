import { mountToaster } from "~/components/layout/toaster";

// Toasts load sonner on first use, keeping it out of every page's first-load JavaScript. It comes through the
// toaster's module, so sonner stays in the toaster's one chunk instead of a chunk of its own.
type Variant = "success" | "error" | "info";

export async function showToast(title: string, options: { description?: string; variant?: Variant } = {}) {
  const [{ toast, toastPosition }] = await Promise.all([import("~/components/layout/sonner-toaster"), mountToaster()]);
  const show = options.variant && options.variant !== "info" ? toast[options.variant] : toast;
  show(title, { description: options.description, position: toastPosition() });
}
