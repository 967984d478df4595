import { Link, useLocation, type LinkProps } from "react-router";

/** Pages that reset to their start when their header link is pressed again (docs/decisions/browser.md B3). */
const navigationEvents: Record<string, string> = {
  "/categories": "categories-navigate",
  "/locations": "locations-navigate",
};

/** The reset event a header link to `to` fires when pressed on `pathname`, if any. */
export function navigationResetEvent(to: string, pathname: string): string | undefined {
  return pathname === to ? navigationEvents[to] : undefined;
}

/**
 * A header link, rendered on the server: marks the current page (aria-current="page", or "true" inside its
 * section). The header is static markup in the browser; `StaticMarkup` keeps aria-current up to date and, pressed
 * while already on /categories or /locations, fires that page's reset event (`data-nav`).
 */
export function NavLink({ to, ...props }: LinkProps & { to: string }) {
  const { pathname } = useLocation();
  const current = pathname === to ? "page" : to !== "/" && pathname.startsWith(`${to}/`) ? "true" : undefined;
  return <Link to={to} aria-current={current} data-nav="" {...props} />;
}
