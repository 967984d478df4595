import { useContext, useEffect, useRef } from "react";
import { useLocation, useNavigate, type NavigateFunction } from "react-router";
import { navigationResetEvent } from "~/components/layout/nav-link";
import { StaticSectionContext } from "~/render/static-section-context";
import { setVatView, useVatView } from "~/lib/vat-view";

// WORKAROUND (docs/architecture.md, "Workarounds": static header and footer). Hydrating the header and footer as React,
// with React Router's <Link> and <NavLink>, would take every page's first load over its 100 KB budget (the figure is
// in that table).

/**
 * Markup that the browser never re-renders: the footer and the header's fixed parts. The server renders it; the browser
 * keeps that HTML as it is instead of hydrating it, so the component code that produced it never ships
 * (docs/decisions/performance.md W4). Pass the content as `serverContent`, guarded by `import.meta.env.SSR` at the call
 * site so the client build drops it. The little the header's markup does in the browser is done here, by delegation,
 * from data attributes the server renders:
 * - internal links navigate in the app, as React Router's <Link> does;
 * - `a[data-nav]` (NavLink) carries aria-current for the current page, and fires its page's reset event (B3);
 * - `details[data-menu]` (the mobile menu) closes on Escape, on its `[data-menu-backdrop]`, on a link and on a new page;
 * - `button[data-vat-option]` (the VAT switch) sets the VAT view and carries aria-pressed.
 */
const captured = new Map<string, string>();

/** The server's HTML for this section, read once from the document before React takes it over. */
function serverHtml(id: string): string {
  if (!captured.has(id)) captured.set(id, document.querySelector(`[data-static="${id}"]`)?.innerHTML ?? "");
  return captured.get(id)!;
}

/** A plain left click on a same-origin link without a target navigates in the app, like <Link>. */
function followInAppLink(event: React.MouseEvent, link: HTMLAnchorElement, navigate: NavigateFunction) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  if (link.target || link.hasAttribute("download") || link.origin !== window.location.origin) return;
  event.preventDefault();
  const resetEvent = link.hasAttribute("data-nav") && navigationResetEvent(link.pathname, window.location.pathname);
  if (resetEvent) window.dispatchEvent(new CustomEvent(resetEvent));
  void navigate(link.pathname + link.search + link.hash);
}

function onClick(event: React.MouseEvent, navigate: NavigateFunction) {
  const target = event.target as Element;
  const vatOption = target.closest<HTMLElement>("[data-vat-option]");
  if (vatOption) setVatView(vatOption.dataset.vatOption === "inc" ? "inc" : "ex");
  const menu = target.closest("details[data-menu]") as HTMLDetailsElement | null;
  const link = target.closest("a");
  if (menu && (link || target.closest("[data-menu-backdrop]"))) menu.open = false;
  if (link) followInAppLink(event, link, navigate);
}

/** Escape closes the open menu and gives focus back to its toggle. */
function onKeyDown(event: React.KeyboardEvent) {
  const menu = (event.target as Element).closest("details[data-menu]") as HTMLDetailsElement | null;
  if (event.key !== "Escape" || !menu?.open) return;
  menu.open = false;
  menu.querySelector("summary")?.focus();
}

/** What NavLink renders on the server, kept right as the visitor moves around the app. */
function markCurrentLinks(root: HTMLElement, pathname: string) {
  for (const link of root.querySelectorAll<HTMLAnchorElement>("a[data-nav]")) {
    const to = link.pathname;
    const current = pathname === to ? "page" : to !== "/" && pathname.startsWith(`${to}/`) ? "true" : null;
    if (current) link.setAttribute("aria-current", current);
    else link.removeAttribute("aria-current");
  }
}

type StaticTag = "div" | "nav" | "footer";

export function StaticMarkup({
  id,
  as: Tag = "div",
  serverContent,
  ...attributes
}: {
  id: string;
  as?: StaticTag;
  serverContent: React.ReactNode;
} & Pick<React.HTMLAttributes<HTMLElement>, "className" | "aria-label">) {
  if (import.meta.env.SSR)
    return <ServerStaticMarkup id={id} as={Tag} attributes={attributes} serverContent={serverContent} />;
  return <BrowserStaticMarkup id={id} as={Tag} attributes={attributes} />;
}

/** The section as HTML from the server's renderer, which keeps each variant once rendered; plain React without one. */
function ServerStaticMarkup({
  id,
  as: Tag,
  attributes,
  serverContent,
}: {
  id: string;
  as: StaticTag;
  attributes: Pick<React.HTMLAttributes<HTMLElement>, "className" | "aria-label">;
  serverContent: React.ReactNode;
}) {
  const render = useContext(StaticSectionContext);
  if (!render)
    return (
      <Tag data-static={id} {...attributes}>
        {serverContent}
      </Tag>
    );
  return <Tag data-static={id} {...attributes} dangerouslySetInnerHTML={{ __html: render(id, serverContent) }} />;
}

function BrowserStaticMarkup({
  id,
  as: Tag,
  attributes,
}: {
  id: string;
  as: StaticTag;
  attributes: Pick<React.HTMLAttributes<HTMLElement>, "className" | "aria-label">;
}) {
  const ref = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const vatView = useVatView();

  useEffect(() => {
    if (ref.current) markCurrentLinks(ref.current, pathname);
  }, [pathname]);

  // Menus close when the page changes (the cleanup runs then), but never on mount, so a menu the visitor opened
  // before hydration finished stays open.
  useEffect(() => {
    const root = ref.current;
    return () => {
      for (const menu of root?.querySelectorAll("details[data-menu]") ?? []) (menu as HTMLDetailsElement).open = false;
    };
  }, [pathname, search]);

  // Which VAT option looks pressed comes from CSS on <html data-vat> from the first paint; aria-pressed follows here.
  useEffect(() => {
    for (const option of ref.current?.querySelectorAll<HTMLElement>("[data-vat-option]") ?? [])
      option.setAttribute("aria-pressed", String(option.dataset.vatOption === vatView));
  }, [vatView]);

  return (
    // Clicks and keys are only handled for the links, buttons and menu inside, which stay keyboard-usable themselves.
    <Tag
      ref={ref as React.Ref<never>}
      data-static={id}
      {...attributes}
      onClick={(event: React.MouseEvent) => onClick(event, navigate)}
      onKeyDown={onKeyDown}
      dangerouslySetInnerHTML={{ __html: serverHtml(id) }}
    />
  );
}
