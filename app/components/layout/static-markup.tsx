import { useNavigate, type NavigateFunction } from "react-router";

/**
 * Markup that is the same on every page and never changes in the browser (the footer). The server renders it; the
 * browser keeps that HTML as it is instead of hydrating it, so the component code that produced it never ships
 * (docs/decisions.md W4). Pass the content as `serverContent`, guarded by `import.meta.env.SSR` at the call site so
 * the client build drops it. Its internal links navigate in the app, as React Router's <Link> does.
 */
const captured = new Map<string, string>();

/** The server's HTML for this section, read once from the document before React takes it over. */
function serverHtml(id: string): string {
  if (!captured.has(id)) captured.set(id, document.querySelector(`[data-static="${id}"]`)?.innerHTML ?? "");
  return captured.get(id)!;
}

/** A plain left click on a same-origin link without a target navigates in the app, like <Link>. */
function followInAppLink(event: React.MouseEvent, navigate: NavigateFunction) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const link = (event.target as Element).closest("a");
  if (!link || link.target || link.hasAttribute("download") || link.origin !== window.location.origin) return;
  event.preventDefault();
  void navigate(link.pathname + link.search + link.hash);
}

export function StaticMarkup({
  id,
  className,
  serverContent,
}: {
  id: string;
  className?: string;
  serverContent: React.ReactNode;
}) {
  const navigate = useNavigate();
  if (import.meta.env.SSR)
    return (
      <footer data-static={id} className={className}>
        {serverContent}
      </footer>
    );
  return (
    // Clicks are only intercepted for the links inside; the links themselves stay keyboard-usable.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <footer
      data-static={id}
      className={className}
      onClick={(event) => followInAppLink(event, navigate)}
      dangerouslySetInnerHTML={{ __html: serverHtml(id) }}
    />
  );
}
