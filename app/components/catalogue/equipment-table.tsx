import { Link } from "react-router";
import { MyListActionButton } from "~/components/catalogue/mylist-action-button";
import { FromPrice } from "~/components/catalogue/price";
import type { EquipmentListing } from "../../../core/catalogue-types.js";
import {
  ActionCell,
  LabelledCell,
  ResponsiveRow,
  ResponsiveTableHead,
  responsiveTable as t,
} from "~/components/ui/responsive-table";

/**
 * 'Available Equipment' of a level-2 category: code, name (to its page), price in the visitor's VAT view
 * (docs/decisions/money.md V5) and a 'MyList' button per row.
 */
export function EquipmentTable({ items }: { items: EquipmentListing[] }) {
  return (
    <div className="md:overflow-hidden md:rounded-xl md:border md:border-line md:bg-white md:shadow-card">
      <table className={t.table}>
        <ResponsiveTableHead
          columns={[
            { label: "Code", className: "w-32" },
            { label: "Equipment Name" },
            { label: "Price" },
            { label: <span className="sr-only">Add to MyList</span>, className: "text-right" },
          ]}
        />
        <tbody className={t.tbody}>
          {items.map((item) => (
            <ResponsiveRow key={item.equipmentSlug}>
              <LabelledCell label="Code" className="tabular-nums text-ink-muted">
                {item.productCode}
              </LabelledCell>
              <LabelledCell label="Equipment Name">
                <Link
                  to={`/equipment/${item.equipmentSlug}`}
                  className="font-semibold text-brand hover:underline max-md:text-right"
                >
                  {item.name}
                </Link>
              </LabelledCell>
              <LabelledCell label="Price" data-testid="equipment-price">
                <FromPrice price={item} />
              </LabelledCell>
              <ActionCell>
                <MyListActionButton
                  size="sm"
                  className="max-md:w-full"
                  label={`MyList: add ${item.name}`}
                  intent={{ action: "add", source: "category", equipment: item }}
                >
                  MyList
                </MyListActionButton>
              </ActionCell>
            </ResponsiveRow>
          ))}
        </tbody>
      </table>
    </div>
  );
}
