import { Link, useLocation, type LinkProps } from "react-router";

/** Pages that reset to their start when their header link is pressed again (DECISIONS B3). */
const navigationEvents: Record<string, string> = {
  "/categories": "categories-navigate",
  "/locations": "locations-navigate",
};

export function NavLink({ to, onClick, ...props }: LinkProps & { to: string }) {
  const { pathname } = useLocation();
  return (
    <Link
      to={to}
      onClick={(event) => {
        onClick?.(event);
        const eventName = navigationEvents[to];
        if (eventName && pathname === to) window.dispatchEvent(new CustomEvent(eventName));
      }}
      {...props}
    />
  );
}
