import { Icon } from "~/components/ui/icon";
import type { CategoryDocument } from "../../../core/catalogue-types.js";
import { buttonClasses } from "~/components/ui/button-classes";
import {
  ActionCell,
  LabelledCell,
  ResponsiveRow,
  ResponsiveTableHead,
  responsiveTable as t,
} from "~/components/ui/responsive-table";

/** 'Safety Guides & Documents': one row per document with a 'View PDF' link opening it in its target. */
export function DocumentsTable({ documents }: { documents: CategoryDocument[] }) {
  return (
    <section
      aria-labelledby="documents-heading"
      className="rounded-xl border border-line bg-white md:overflow-hidden max-md:border-0 max-md:bg-transparent"
    >
      <h2 id="documents-heading" className="px-4 pt-4 pb-3 text-lg font-bold text-ink max-md:px-0">
        Safety Guides &amp; Documents
      </h2>
      <table className={t.table}>
        <ResponsiveTableHead columns={[{ label: "Document" }, { label: "Action", className: "text-right" }]} />
        <tbody className={t.tbody}>
          {documents.map((doc) => (
            <ResponsiveRow key={doc.id}>
              <LabelledCell label="Document" className="font-medium text-ink">
                <span className="inline-flex items-center gap-2">
                  <Icon name="book-open" className="size-4 shrink-0 text-brand" />
                  {doc.title}
                </span>
              </LabelledCell>
              <ActionCell>
                <a
                  href={doc.url}
                  target={doc.target || "_blank"}
                  rel="noopener noreferrer"
                  aria-label={`View PDF: ${doc.title}`}
                  className={buttonClasses({ variant: "outline", size: "sm", className: "max-md:w-full" })}
                >
                  View PDF
                </a>
              </ActionCell>
            </ResponsiveRow>
          ))}
        </tbody>
      </table>
    </section>
  );
}
