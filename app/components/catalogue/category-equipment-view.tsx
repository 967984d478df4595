import type { CategoryDocument, EquipmentListing } from "../../../core/catalogue-types.js";
import { containerClasses } from "~/components/ui/container";
import { categoryImageUrl } from "../../../core/category-image.js";
import { CatalogueImage } from "~/components/catalogue/catalogue-image";
import { DocumentsTable } from "~/components/catalogue/documents-table";
import { EmptyState } from "~/components/catalogue/empty-state";
import { EquipmentTable } from "~/components/catalogue/equipment-table";
import { RichText } from "~/components/catalogue/rich-text";

export interface CategoryEquipmentData {
  name: string;
  categoryCode: string;
  description: string;
  specification: string;
  documents: CategoryDocument[];
  equipment: EquipmentListing[];
}

/**
 * The equipment view of a level-2 category: image, 'Safety Guides & Documents', name and description,
 * 'Available Equipment' and the specification.
 */
export function CategoryEquipmentView({ view }: { view: CategoryEquipmentData }) {
  return (
    <div className={`grid gap-8 py-8 md:py-10 lg:grid-cols-12 lg:grid-rows-[auto_1fr] ${containerClasses}`}>
      <CatalogueImage
        src={categoryImageUrl(view.categoryCode)}
        alt={view.name}
        width={640}
        height={480}
        priority
        className="aspect-[4/3] w-full rounded-xl border border-line shadow-card lg:col-span-5"
      />
      <div className="space-y-8 lg:col-span-7 lg:row-span-2">
        <section aria-labelledby="about-range">
          <h2 id="about-range" className="text-2xl font-bold">
            {view.name}
          </h2>
          {view.description && <RichText html={view.description} className="mt-3" />}
        </section>
        <section aria-labelledby="available-equipment">
          <h2 id="available-equipment" className="mb-3 text-xl font-bold">
            Available Equipment
          </h2>
          {view.equipment.length ? (
            <EquipmentTable items={view.equipment} />
          ) : (
            <EmptyState>No equipment available in this category</EmptyState>
          )}
        </section>
      </div>
      {view.documents.length > 0 && (
        <div className="lg:col-span-5 lg:row-start-2 lg:self-start">
          <DocumentsTable documents={view.documents} />
        </div>
      )}
      {view.specification && (
        <section
          aria-labelledby="specification"
          className="rounded-xl border border-line bg-white p-5 shadow-card lg:col-span-12"
        >
          <h2 id="specification" className="text-xl font-bold">
            Specifications
          </h2>
          <RichText html={view.specification} className="mt-3" />
        </section>
      )}
    </div>
  );
}
