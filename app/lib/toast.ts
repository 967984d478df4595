// Toasts load sonner on first use, keeping it out of every page's first-load JavaScript.
type Variant = "success" | "error" | "info";

export async function showToast(title: string, options: { description?: string; variant?: Variant } = {}) {
  const { toast } = await import("sonner");
  const show = options.variant && options.variant !== "info" ? toast[options.variant] : toast;
  show(title, { description: options.description });
}
