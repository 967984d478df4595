import { IMPORT_TABLES, IMPORT_TABLE_NAMES } from "../../core/import-columns.js";
import type { AdminTable } from "~/components/admin/admin-tables";
import { CheckingAccess } from "~/components/admin/checking-access";
import { clientOnly } from "~/components/layout/client-only";
import { metaFromLoader } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo.server";
import type { Route } from "./+types/admin.import";
import { publicUrlOf, siteModeOf } from "../../server/context.js";

export function loader({ context }: Route.LoaderArgs) {
  const tables: AdminTable[] = IMPORT_TABLE_NAMES.map((key) => ({
    key,
    name: IMPORT_TABLES[key].name,
    description: IMPORT_TABLES[key].description,
  }));
  return {
    meta: seoMeta(
      {
        title: "Database Import Manager",
        description: "Administrator CSV import.",
        path: "/admin/import",
        noindex: true,
      },
      publicUrlOf(context),
    ),
    siteMode: siteModeOf(context),
    tables,
  };
}

export const meta = metaFromLoader;

// The manager (and its admin check) loads in the browser only: the server renders the checking-access spinner.
const ImportManager = clientOnly(() => import("~/components/admin/import-manager"), <CheckingAccess />);

export default function AdminImport({ loaderData }: Route.ComponentProps) {
  return <ImportManager tables={loaderData.tables} siteMode={loaderData.siteMode} />;
}
