import { Download } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button-classes";

/** The desk's header buttons: accounts, import and customer data for administrators only (docs/decisions/security.md A8), export. */
export function DeskActions({ administrator, exportHref }: { administrator: boolean; exportHref: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      {administrator && (
        <>
          <Link to="/admin/accounts" className={buttonClasses({ variant: "outline" })}>
            Accounts
          </Link>
          <Link to="/admin/import" className={buttonClasses({ variant: "outline" })}>
            Database import
          </Link>
          <Link to="/admin/customer-data" className={buttonClasses({ variant: "outline" })}>
            Customer data
          </Link>
        </>
      )}
      <a href={exportHref} className={buttonClasses({ variant: "primary" })} download>
        <Download aria-hidden="true" className="size-4" />
        Export CSV
      </a>
    </div>
  );
}
