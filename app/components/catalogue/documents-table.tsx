import { Icon } from "~/components/ui/icon";
import type { CategoryDocument } from "../../../core/catalogue-types.js";
import { buttonClasses } from "~/components/ui/button-classes";
import { responsiveTable as t } from "~/components/catalogue/table-styles";

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
        <thead className={t.thead}>
          <tr>
            <th scope="col" className={t.th}>
              Document
            </th>
            <th scope="col" className={`${t.th} text-right`}>
              Action
            </th>
          </tr>
        </thead>
        <tbody className={t.tbody}>
          {documents.map((doc) => (
            <tr key={doc.id} className={t.tr}>
              <td data-label="Document" className={`${t.td} font-medium text-ink`}>
                <span className="inline-flex items-center gap-2">
                  <Icon name="book-open" className="size-4 shrink-0 text-brand" />
                  {doc.title}
                </span>
              </td>
              <td className={t.tdAction}>
                <a
                  href={doc.url}
                  target={doc.target || "_blank"}
                  rel="noopener noreferrer"
                  aria-label={`View PDF: ${doc.title}`}
                  className={buttonClasses({ variant: "outline", size: "sm", className: "max-md:w-full" })}
                >
                  View PDF
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
