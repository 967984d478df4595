import { SiteFooterBody } from "~/components/layout/site-footer-body";
import { StaticMarkup } from "~/render/static-markup";

/** The site footer: server-rendered, kept as static HTML in the browser (docs/decisions/performance.md W4). */
export function SiteFooter() {
  return (
    <StaticMarkup
      id="site-footer"
      as="footer"
      className="render-when-near mt-16 sm:mt-24"
      serverContent={import.meta.env.SSR ? <SiteFooterBody /> : null}
    />
  );
}
