import { useRouteLoaderData } from "react-router";
import { IMPORT_TABLES, IMPORT_TABLE_NAMES } from "../../core/import-columns.js";
import type { AdminTable } from "~/components/admin/admin-tables";
import { CheckingAccess } from "~/components/admin/checking-access";
import { knownAuth } from "~/components/admin/use-admin-auth";
import { clientOnly } from "~/components/layout/client-only";
import { metaFromLoader } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo.server";
import type { Route } from "./+types/admin.import";
import type { loader as frameLoader } from "./admin.layout";
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
const loadImportManager = () => import("~/components/admin/import-manager");
const ImportManager = clientOnly(loadImportManager, <CheckingAccess />);

/** A navigation here (after signing in) fetches the manager's code beside the page's data, not after it (N29). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadImportManager()]);
  return data;
}

export default function AdminImport({ loaderData }: Route.ComponentProps) {
  const frame = useRouteLoaderData<typeof frameLoader>("routes/admin.layout");
  return (
    <ImportManager tables={loaderData.tables} siteMode={loaderData.siteMode} knownAuth={knownAuth(frame?.account)} />
  );
}
