import { escapeHtml } from "./blocks.js";
import type { OutboxRow } from "./transport.js";

/**
 * DEV mode sends nothing to branches (docs/decisions/operation.md O1, and the banner every DEV page shows): at the moment of
 * sending, a branch's copy of a request goes to the administrator instead, marked with the branch it was meant for.
 * Customers' e-mails go to the customer as in LIVE mode, so a tester sees what a customer would.
 */
export interface DevMailRouting {
  /** True while the site runs in DEV mode. */
  devMode(): boolean;
  /** Where branch copies go in DEV mode: DEV_MAIL_TO, else the oldest administrator account; null when neither. */
  administratorAddress(): Promise<string | null>;
  /** The name of the branch an address belongs to, for the mark; undefined for an address no branch has. */
  branchNameOf(address: string): string | undefined;
}

/** Branch copies are the `*-branch` kinds the request templates write (server/services/mail/request-mail-parts.ts). */
export const isBranchCopy = (row: Pick<OutboxRow, "kind">) => row.kind.endsWith("-branch");

/** "[DEV] for Kestrel Hire Aberdeen <aberdeen@kestrelhire.co.uk>" (the address alone when no branch has it). */
export function devMark(address: string, branchName: string | undefined): string {
  return `[DEV] for ${branchName ? `${branchName} <${address}>` : address}`;
}

/** The row as the administrator receives it: addressed to them, its subject and both bodies marked. */
export function redirectToAdministrator(row: OutboxRow, administrator: string, branchName?: string): OutboxRow {
  const mark = devMark(row.toAddress, branchName);
  const note = `${mark}: this site is in development mode, so this branch e-mail was sent to the administrator instead of the branch.`;
  // The templates' HTML opens with `<body ...>`; the note goes first inside it (or first of all, for other HTML).
  const bodyStart = row.htmlBody.search(/<body[^>]*>/i);
  const insertAt = bodyStart < 0 ? 0 : row.htmlBody.indexOf(">", bodyStart) + 1;
  const htmlNote = `<p style="margin:0;padding:12px 24px;background:#fff3cd;color:#1a1a1a;font-family:Arial,Helvetica,sans-serif;font-weight:700">${escapeHtml(note)}</p>`;
  return {
    ...row,
    toAddress: administrator,
    subject: `${mark}: ${row.subject}`,
    textBody: `${note}\n\n${row.textBody}`,
    htmlBody: row.htmlBody.slice(0, insertAt) + htmlNote + row.htmlBody.slice(insertAt),
  };
}

/**
 * The routing services use: DEV mode as fixed at start, DEV_MAIL_TO when set, otherwise the administrator account
 * created first (looked up at each send, so an account added while the site runs is used at once).
 */
export function devMailRouting(deps: {
  devMode: () => boolean;
  devMailTo: string | undefined;
  /** The administrator accounts (the admin service's list; mail does not read accounts itself). */
  administratorAccounts: () => Promise<{ id: number; email: string }[]>;
  branchNameOf: (address: string) => string | undefined;
}): DevMailRouting {
  return {
    devMode: deps.devMode,
    branchNameOf: deps.branchNameOf,
    async administratorAddress() {
      if (deps.devMailTo) return deps.devMailTo;
      const accounts = await deps.administratorAccounts();
      return (
        accounts.reduce<(typeof accounts)[number] | undefined>(
          (first, a) => (!first || a.id < first.id ? a : first),
          undefined,
        )?.email ?? null
      );
    },
  };
}
