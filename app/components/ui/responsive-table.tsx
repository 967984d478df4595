import type { ReactNode, TdHTMLAttributes } from "react";

// A table that becomes a list of cards below 768 px (docs/product.md "Categories"): the catalogue's equipment and
// documents tables and the list of all branches. Each cell carries data-label, shown as its caption in card form.
export const responsiveTable = {
  table: "w-full border-collapse text-left text-sm max-md:block",
  thead: "bg-surface-muted text-ink-muted max-md:hidden",
  th: "border-b border-line px-4 py-3 font-semibold",
  tbody: "max-md:block max-md:space-y-3",
  tr: "border-b border-line last:border-b-0 max-md:block max-md:rounded-xl max-md:border max-md:border-line max-md:bg-white max-md:p-4 max-md:shadow-sm max-md:last:border-b",
  td: "px-4 py-3 align-middle max-md:flex max-md:items-center max-md:justify-between max-md:gap-4 max-md:px-0 max-md:py-1.5 max-md:before:shrink-0 max-md:before:text-xs max-md:before:font-semibold max-md:before:uppercase max-md:before:tracking-wide max-md:before:text-ink-muted max-md:before:content-[attr(data-label)]",
  tdAction: "px-4 py-3 text-right align-middle max-md:block max-md:px-0 max-md:pt-3",
};

const withClass = (base: string, className: string | undefined) => (className ? `${base} ${className}` : base);

/** The header row: one column heading per entry, hidden in card form. */
export function ResponsiveTableHead({ columns }: { columns: { label: ReactNode; className?: string }[] }) {
  return (
    <thead className={responsiveTable.thead}>
      <tr>
        {columns.map((column, index) => (
          <th key={index} scope="col" className={withClass(responsiveTable.th, column.className)}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A row: a line of the table, a card below 768 px. */
export function ResponsiveRow({ children }: { children: ReactNode }) {
  return <tr className={responsiveTable.tr}>{children}</tr>;
}

/** A cell whose `label` is its caption in card form. */
export function LabelledCell({
  label,
  className,
  ...props
}: { label: string } & Omit<TdHTMLAttributes<HTMLTableCellElement>, "data-label">) {
  return <td data-label={label} className={withClass(responsiveTable.td, className)} {...props} />;
}

/** The row's buttons: right-aligned, full width in card form. */
export function ActionCell({ children }: { children: ReactNode }) {
  return <td className={responsiveTable.tdAction}>{children}</td>;
}
