import { Link, useLocation, type LinkProps } from "react-router";

/** Pages that reset to their start when their header link is pressed again (docs/decisions.md B3). */
const navigationEvents: Record<string, string> = {
  "/categories": "categories-navigate",
  "/locations": "locations-navigate",
};

/**
 * A header link: marks the current page (aria-current="page", or "true" inside its section) and,
 * pressed while already on /categories or /locations, fires that page's reset event.
 */
export function NavLink({ to, onClick, ...props }: LinkProps & { to: string }) {
  const { pathname } = useLocation();
  const current = pathname === to ? "page" : to !== "/" && pathname.startsWith(`${to}/`) ? "true" : undefined;
  return (
    <Link
      to={to}
      aria-current={current}
      onClick={(event) => {
        onClick?.(event);
        const eventName = navigationEvents[to];
        if (eventName && pathname === to) window.dispatchEvent(new CustomEvent(eventName));
      }}
      {...props}
    />
  );
}
