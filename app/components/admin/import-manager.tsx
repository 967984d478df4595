import { useEffect, useState } from "react";
import { AccessDenied } from "~/components/admin/access-denied";
import type {
  AdminTable,
  ImportChanges,
  PreviousVersion,
  RestoredVersion,
  SiteModeName,
  UndoPreview,
} from "~/components/admin/admin-tables";
import { CheckingAccess } from "~/components/admin/checking-access";
import { DeskPageHeader, deskBandClasses } from "~/components/admin/desk-page-header";
import { RESET_AFTER_MS } from "~/components/admin/import-progress";
import { TableCard, type TableCardState } from "~/components/admin/table-card";
import { useAdminAuth, type AdminAuth } from "~/components/admin/use-admin-auth";
import { cardClasses } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import { apiError } from "~/lib/api-client";
import { getBrowserQueryClient } from "~/lib/query-client";
import { showToast } from "~/lib/toast";
import { countOf } from "../../../core/plural.js";

const idle: TableCardState = { file: null, progress: null, error: null, warnings: [], preview: null };

interface PreviewAnswer {
  needsConfirmation: true;
  changes: ImportChanges;
  warnings: string[];
  confirmToken: string;
}

const errorMessage = async (response: Response) => (await apiError(response)).reason;

/**
 * The Database Import Manager (docs/product.md "Admin import"), shown once /api/admin/auth says the visitor is an
 * admin.
 */
export default function ImportManager({
  tables,
  siteMode,
  knownAuth,
}: {
  tables: AdminTable[];
  siteMode: SiteModeName;
  knownAuth?: AdminAuth;
}) {
  const [auth, setAuth] = useAdminAuth(knownAuth);
  const [cards, setCards] = useState<Record<string, TableCardState>>({});
  const [running, setRunning] = useState<string | null>(null);
  const [previous, setPrevious] = useState<PreviousVersion[]>([]);

  const signedIn = auth.state === "administrator";
  // Bumped after each import and restore, so the previous versions are read again.
  const [historyRead, setHistoryRead] = useState(0);
  const readHistory = () => setHistoryRead((count) => count + 1);
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    fetch("/api/admin/import-history", { credentials: "same-origin" })
      .then(async (response) => {
        if (!response.ok) return;
        const body = (await response.json()) as { previous: PreviousVersion[] };
        if (live) setPrevious(body.previous);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [signedIn, historyRead]);

  if (auth.state === "checking") return <CheckingAccess />;
  if (auth.state === "denied") return <AccessDenied signInHref="/admin/login?next=%2Fadmin%2Fimport" />;
  if (auth.state === "staff") {
    return (
      <AccessDenied signedIn message="Catalogue imports are for administrators: branch staff use the request desk." />
    );
  }

  const card = (key: string) => cards[key] ?? idle;
  const update = (key: string, change: Partial<TableCardState>) =>
    setCards((all) => ({ ...all, [key]: { ...(all[key] ?? idle), ...change } }));

  async function runImport(table: AdminTable, confirmToken?: string) {
    const file = card(table.key).file;
    if (!file || running) return;
    setRunning(table.key);
    update(table.key, { progress: 20, error: null, warnings: [], preview: null });
    try {
      const form = new FormData();
      form.append("file", file);
      if (confirmToken) form.append("confirmToken", confirmToken);
      const response = await fetch(`/api/admin/import/${table.key}`, {
        method: "POST",
        body: form,
        credentials: "same-origin",
      });
      if (response.status === 409) {
        const answer = (await response.json()) as PreviewAnswer;
        update(table.key, {
          progress: null,
          preview: {
            fileName: file.name,
            changes: answer.changes,
            warnings: answer.warnings,
            confirmToken: answer.confirmToken,
          },
        });
        setRunning(null);
        return;
      }
      if (!response.ok) {
        const statusText = response.statusText || String(response.status);
        const message = await errorMessage(response);
        if (response.status === 401) setAuth({ state: "denied" });
        update(table.key, { progress: null, error: `Import failed: ${statusText}` });
        setRunning(null);
        void showToast("Import failed", {
          description: `${table.name} was not changed. ${message}`,
          variant: "error",
        });
        return;
      }
      update(table.key, { progress: 80 });
      const result = (await response.json()) as { recordsImported: number; warnings?: string[] };
      update(table.key, { progress: 100, file: null, warnings: result.warnings ?? [] });
      void getBrowserQueryClient().invalidateQueries({ queryKey: [`/api/${table.key}`] });
      readHistory();
      const warned = result.warnings?.length ?? 0;
      void showToast("Import complete", {
        description: `${table.name} now holds the file's ${countOf(result.recordsImported, "row")}.${
          warned ? ` Read the ${countOf(warned, "warning")} on its card.` : ""
        }`,
        variant: "success",
      });
      setTimeout(() => {
        update(table.key, { progress: null });
        setRunning(null);
      }, RESET_AFTER_MS);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      update(table.key, { progress: null, error: `Import failed: ${message}` });
      setRunning(null);
      void showToast("Import failed", { description: `${table.name} was not changed. ${message}`, variant: "error" });
    }
  }

  // Undoing a restore answers 409 first, with what it would put back and a confirmation (catalogue-import.md C16).
  async function restore(table: AdminTable, confirmToken?: string) {
    if (running) return;
    setRunning(table.key);
    update(table.key, { error: null, warnings: [], preview: null, restored: null, undo: null });
    try {
      const response = await fetch(`/api/admin/import/${table.key}/restore`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(confirmToken ? { confirmToken } : {}),
        credentials: "same-origin",
      });
      if (response.status === 409) {
        const { rows, confirmToken: token } = (await response.json()) as UndoPreview;
        update(table.key, { undo: { rows, confirmToken: token } });
        return;
      }
      if (!response.ok) {
        const message = await errorMessage(response);
        if (response.status === 401) setAuth({ state: "denied" });
        update(table.key, { error: `Restore failed: ${message}` });
        void showToast("Restore failed", {
          description: `${table.name} was not changed. ${message}`,
          variant: "error",
        });
        return;
      }
      const restored = (await response.json()) as RestoredVersion;
      update(table.key, { restored });
      void getBrowserQueryClient().invalidateQueries({ queryKey: [`/api/${table.key}`] });
      readHistory();
      void showToast(restored.undidRestore ? "Restore undone" : "Previous version restored", {
        description: `${table.name} now holds ${countOf(restored.recordsRestored, "row")}.`,
        variant: "success",
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      update(table.key, { error: `Restore failed: ${message}` });
    } finally {
      setRunning(null);
    }
  }

  return (
    <>
      <div className={deskBandClasses}>
        <Container className="py-6">
          <DeskPageHeader
            title="Database Import Manager"
            description="Replace a catalogue table with a CSV file, check what a large change would do first, and put a table's previous version back."
          />
          <div
            role="note"
            className="mt-6 flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
          >
            <Icon name="triangle-alert" className="mt-0.5 size-5 shrink-0" />
            <p>
              <strong>Security notice:</strong> each import replaces a whole table on the live website. Keep a copy
              first with &lsquo;Export current table&rsquo;.{" "}
              {siteMode === "LIVE"
                ? "LIVE mode: admin access is restricted to approved IP addresses and every import is audit-logged."
                : "DEV mode: branch e-mails go to the administrator, not to branches. To go live, restart the site with SITE_MODE=LIVE (docs/operations.md, 'Going live'); LIVE mode also restricts admin access by IP address. Every import is audit-logged."}
            </p>
          </div>
        </Container>
      </div>
      <Container className="py-8">
        <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          {tables.map((table) => (
            <TableCard
              key={table.key}
              table={table}
              state={card(table.key)}
              previous={previous.find((version) => version.table === table.key)}
              busy={running !== null}
              onChoose={(file) => update(table.key, { file, error: null, warnings: [], preview: null })}
              onImport={() => void runImport(table)}
              onConfirm={() => void runImport(table, card(table.key).preview?.confirmToken)}
              onCancel={() => update(table.key, { preview: null })}
              onRestore={() => void restore(table)}
              onConfirmUndo={() => void restore(table, card(table.key).undo?.confirmToken)}
              onCancelUndo={() => update(table.key, { undo: null })}
            />
          ))}
        </div>
        <section aria-labelledby="import-instructions" className={cardClasses({ className: "mt-8 p-6" })}>
          <h2 id="import-instructions" className="text-lg font-bold text-ink">
            Instructions
          </h2>
          <ul className="mt-3 list-disc space-y-1.5 pl-5 text-ink-muted">
            <li>Each import fully replaces the table with the rows of the file.</li>
            <li>CSV files need all required columns, with headers in the first row (download a template).</li>
            <li>Tables can be imported in any order; references that point nowhere are listed as warnings.</li>
            <li>Imports run in transactions: a file with any error changes nothing.</li>
            <li>
              An import that would remove more than half of a table, or leave a column that holds data empty in every
              row, shows what it would change and waits for you to confirm.
            </li>
            <li>
              Each import keeps the table&rsquo;s previous version: &lsquo;Restore previous version&rsquo; puts it back.
              After a restore, &lsquo;Undo this restore&rsquo; puts back what it replaced, once you have confirmed.
            </li>
            <li>Imports of 600+ records may take several seconds.</li>
          </ul>
        </section>
      </Container>
    </>
  );
}
