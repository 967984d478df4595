import { Link } from "react-router";
import { BranchType } from "~/components/branches/branch-type";
import { phoneHref } from "~/components/branches/maps-links";
import { buttonClasses } from "~/components/ui/button-classes";
import { cardClasses } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { ResponsiveTableHead, responsiveTable } from "~/components/ui/responsive-table";

/** What the list of all branches shows of each branch. */
export interface BrowseBranch {
  id: number;
  name: string;
  type: string;
  postcode: string;
  phone: string;
  email: string;
}

// Below 768 px each row is a compact card: name, type and postcode beside 'View Details', then phone and e-mail,
// whose icons say what they are (docs/decisions/branches.md L10). The rows' and cells' classes are set once on the
// table body, not on each of 330 rows: they were most of the page's HTML.
const body = [
  responsiveTable.tbody,
  "*:border-b *:border-line *:last:border-b-0",
  "max-md:*:grid max-md:*:grid-cols-[minmax(0,1fr)_auto] max-md:*:items-center max-md:*:gap-x-3 max-md:*:gap-y-1.5",
  "max-md:*:rounded-xl max-md:*:border max-md:*:bg-white max-md:*:p-4 max-md:*:shadow-sm max-md:*:last:border-b",
  "[&>tr>*]:px-4 [&>tr>*]:py-3 [&>tr>*]:align-middle max-md:[&>tr>*]:p-0",
].join(" ");

/** One group of branches: a table on wide screens, cards below 768 px (spec "Browse all branches"). */
export function BranchTable({ branches, caption }: { branches: readonly BrowseBranch[]; caption: string }) {
  return (
    <div
      className={cardClasses({ className: "overflow-hidden max-md:border-0 max-md:bg-transparent max-md:shadow-none" })}
    >
      <table className={responsiveTable.table}>
        <caption className="sr-only">{caption}</caption>
        <ResponsiveTableHead
          columns={[
            { label: "Branch Name" },
            { label: "Postcode" },
            { label: "Telephone" },
            { label: "Email" },
            { label: "Actions", className: "text-right" },
          ]}
        />
        <tbody className={body}>
          {branches.map((branch) => (
            <tr key={branch.id}>
              <th scope="row" className="text-left font-normal max-md:col-start-1">
                <span className="block font-semibold text-ink max-md:text-lg">{branch.name}</span>
                <span className="mt-1 flex flex-wrap items-center gap-2">
                  <BranchType type={branch.type} />
                  <span className="text-sm font-medium tabular-nums text-ink md:hidden">{branch.postcode}</span>
                </span>
              </th>
              <td className="font-medium tabular-nums max-md:hidden">{branch.postcode}</td>
              <td className="max-md:col-span-2">
                {branch.phone && (
                  <a href={phoneHref(branch.phone)} className="inline-flex items-center gap-1.5 text-brand">
                    <Icon name="phone" className="size-4" />
                    {branch.phone}
                  </a>
                )}
              </td>
              <td className="max-md:col-span-2">
                {branch.email && (
                  <a href={`mailto:${branch.email}`} className="inline-flex items-center gap-1.5 break-all text-brand">
                    <Icon name="mail" className="size-4 shrink-0" />
                    {branch.email}
                  </a>
                )}
              </td>
              <td className="text-right max-md:col-start-2 max-md:row-start-1">
                <Link
                  to={`/locations/${branch.id}?from=browse-all`}
                  aria-label={`View Details: ${branch.name}`}
                  className={buttonClasses({ size: "sm" })}
                >
                  View Details
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
