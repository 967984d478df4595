import { Download } from "lucide-react";
import { buttonClasses } from "~/components/ui/button-classes";

/** The desk's own button: the list as it is filtered, as CSV (the other staff pages are in the desk navigation). */
export function DeskActions({ exportHref }: { exportHref: string }) {
  return (
    <a href={exportHref} className={buttonClasses({ variant: "primary" })} download>
      <Download aria-hidden="true" className="size-4" />
      Export CSV
    </a>
  );
}
