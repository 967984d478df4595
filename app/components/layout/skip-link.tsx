/** The first focusable element on every page: jumps past the header to the page's content. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="fixed top-3 left-3 z-[60] -translate-y-[200%] rounded-lg bg-brand px-4 py-3 font-semibold text-white shadow-float focus:translate-y-0"
    >
      Skip to main content
    </a>
  );
}
