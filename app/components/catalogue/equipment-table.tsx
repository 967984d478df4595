import { Link } from "react-router";
import { MyListActionButton } from "~/components/catalogue/mylist-action-button";
import { FromPrice } from "~/components/catalogue/price";
import type { EquipmentListing } from "../../../core/catalogue-types.js";
import { responsiveTable as t } from "~/components/catalogue/table-styles";

/**
 * 'Available Equipment' of a level-2 category: code, name (to its page), price in the visitor's VAT view
 * (docs/decisions/money.md V5) and a 'MyList' button per row.
 */
export function EquipmentTable({ items }: { items: EquipmentListing[] }) {
  return (
    <div className="md:overflow-hidden md:rounded-xl md:border md:border-line md:bg-white md:shadow-card">
      <table className={t.table}>
        <thead className={t.thead}>
          <tr>
            <th scope="col" className={`${t.th} w-32`}>
              Code
            </th>
            <th scope="col" className={t.th}>
              Equipment Name
            </th>
            <th scope="col" className={t.th}>
              Price
            </th>
            <th scope="col" className={`${t.th} text-right`}>
              <span className="sr-only">Add to MyList</span>
            </th>
          </tr>
        </thead>
        <tbody className={t.tbody}>
          {items.map((item) => (
            <tr key={item.equipmentSlug} className={t.tr}>
              <td data-label="Code" className={`${t.td} tabular-nums text-ink-muted`}>
                {item.productCode}
              </td>
              <td data-label="Equipment Name" className={t.td}>
                <Link
                  to={`/equipment/${item.equipmentSlug}`}
                  className="font-semibold text-brand hover:underline max-md:text-right"
                >
                  {item.name}
                </Link>
              </td>
              <td data-label="Price" className={t.td} data-testid="equipment-price">
                <FromPrice price={item} />
              </td>
              <td className={t.tdAction}>
                <MyListActionButton
                  size="sm"
                  className="max-md:w-full"
                  label={`MyList: add ${item.name}`}
                  intent={{ action: "add", source: "category", equipment: item }}
                >
                  MyList
                </MyListActionButton>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
