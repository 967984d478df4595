import type { Crumb } from "~/components/ui/page-header";

/** The crumbs shown on an information page: Home / {title}. */
export function infoCrumbs(title: string): Crumb[] {
  return [{ label: "Home", to: "/" }, { label: title }];
}
