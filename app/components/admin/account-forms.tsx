import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from "../../../core/admin-roles.js";
import { BranchPicker, adminFieldClasses, type BranchOption } from "~/components/admin/branch-picker";
import { buttonClasses } from "~/components/ui/button-classes";
import { ApiError, apiRequest } from "~/lib/api-client";

// The accounts page's forms (docs/decisions/security.md A7-A9): POST /api/admin/accounts[/{email}], then the page's
// loader runs again. The server checks everything; these forms only show what it answers, next to the field.

export interface AccountRow {
  email: string;
  role: StaffRole;
  branchIds: number[];
  disabled: boolean;
}

/** `field` and `fieldText`: the first field the server named, shown next to it (the branch picker). */
type Message = { ok: boolean; text: string; field?: string; fieldText?: string } | null;

function useSubmit() {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  async function submit(path: string, body: unknown, done: string): Promise<boolean> {
    setBusy(true);
    setMessage(null);
    try {
      await apiRequest("POST", path, body);
      setMessage({ ok: true, text: done });
      await revalidator.revalidate();
      return true;
    } catch (err) {
      const answer = err instanceof ApiError ? err.answer : null;
      const text = answer?.error ?? "Nothing was saved: check the connection and try again.";
      const issue = answer?.issues[0];
      setMessage({ ok: false, text, field: issue?.field, fieldText: issue?.message });
      return false;
    } finally {
      setBusy(false);
    }
  }
  /** A field's error goes once the field changes: it no longer describes what the form holds. */
  const changed = (...fields: string[]) =>
    setMessage((shown) => (shown && !shown.ok && shown.field && fields.includes(shown.field) ? null : shown));
  return { busy, message, submit, changed };
}

function RoleChoice({ value, onChange }: { value: StaffRole; onChange: (role: StaffRole) => void }) {
  const name = useId();
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">Role</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {STAFF_ROLES.map((role) => (
          <label
            key={role}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line-strong px-3 text-sm has-checked:border-brand has-checked:bg-brand/5"
          >
            <input type="radio" name={name} checked={value === role} onChange={() => onChange(role)} />
            {STAFF_ROLE_LABELS[role]}
          </label>
        ))}
      </div>
      <p className="mt-1 text-xs text-ink-muted">
        {value === "administrator"
          ? "Everything: imports, accounts and every branch's requests."
          : "The request desk for the chosen branches only."}
      </p>
    </fieldset>
  );
}

/** The outcome; a problem with the branches is shown at the branch picker instead, and here only named. */
function Status({ message }: { message: Message }) {
  const text = message?.field === "branchIds" ? "Not saved: see Branches above." : message?.text;
  return (
    <p role="status" className={`text-sm font-semibold ${message?.ok ? "text-emerald-800" : "text-red-800"}`}>
      {text ?? ""}
    </p>
  );
}

const branchError = (message: Message) => (message?.field === "branchIds" ? message.fieldText : undefined);

/** The role, and for branch staff their branches; a change clears the error the server gave for it. */
function RoleAndBranches(props: {
  role: StaffRole;
  branchIds: number[];
  branches: BranchOption[];
  message: Message;
  changed: (...fields: string[]) => void;
  onRole: (role: StaffRole) => void;
  onBranches: (branchIds: number[]) => void;
}) {
  const { role, branchIds, branches, message, changed } = props;
  return (
    <>
      <RoleChoice
        value={role}
        onChange={(next) => {
          props.onRole(next);
          changed("role", "branchIds");
        }}
      />
      {role === "branch-staff" && (
        <BranchPicker
          branches={branches}
          value={branchIds}
          onChange={(next) => {
            props.onBranches(next);
            changed("branchIds");
          }}
          error={branchError(message)}
        />
      )}
    </>
  );
}

export function CreateAccountForm({ branches }: { branches: BranchOption[] }) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [role, setRole] = useState<StaffRole>("branch-staff");
  const [branchIds, setBranchIds] = useState<number[]>([]);
  const { busy, message, submit, changed } = useSubmit();
  const fieldError = (field: string) => (message && !message.ok && message.field === field ? message.text : undefined);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const created = await submit(
      "/api/admin/accounts",
      { email, password, role, branchIds: role === "administrator" ? [] : branchIds },
      `Account ${email} created. Give them the password in person or by telephone.`,
    );
    if (created) {
      setEmail("");
      setPassword("");
      setBranchIds([]);
    }
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-4" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-lg font-bold text-ink">
        New account
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-email`} className="text-sm font-semibold text-ink">
            E-mail address
          </label>
          <input
            id={`${id}-email`}
            type="email"
            required
            autoComplete="off"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              changed("email");
            }}
            aria-invalid={fieldError("email") ? true : undefined}
            className={adminFieldClasses}
          />
        </div>
        <div>
          <label htmlFor={`${id}-password`} className="text-sm font-semibold text-ink">
            First password
          </label>
          <input
            id={`${id}-password`}
            type="password"
            required
            minLength={12}
            autoComplete="new-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              changed("password");
            }}
            aria-invalid={fieldError("password") ? true : undefined}
            aria-describedby={`${id}-password-hint`}
            className={adminFieldClasses}
          />
          <p id={`${id}-password-hint`} className="mt-1 text-xs text-ink-muted">
            At least 12 characters.
          </p>
        </div>
      </div>
      <RoleAndBranches
        {...{ role, branchIds, branches, message, changed }}
        onRole={setRole}
        onBranches={setBranchIds}
      />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={busy} className={buttonClasses({ variant: "primary" })}>
          {busy ? "Creating…" : "Create account"}
        </button>
        <Status message={message} />
      </div>
    </form>
  );
}

export function ChangeAccountForm({ account, branches }: { account: AccountRow; branches: BranchOption[] }) {
  const [role, setRole] = useState<StaffRole>(account.role);
  const [branchIds, setBranchIds] = useState<number[]>(account.branchIds);
  const [disabled, setDisabled] = useState(account.disabled);
  const { busy, message, submit, changed } = useSubmit();
  const disabledId = useId();

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    await submit(
      `/api/admin/accounts/${encodeURIComponent(account.email)}`,
      { role, disabled, ...(role === "branch-staff" ? { branchIds } : {}) },
      `Saved: ${account.email} is now ${disabled ? "disabled" : STAFF_ROLE_LABELS[role].toLowerCase()}.`,
    );
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-4 pt-3">
      <RoleAndBranches
        {...{ role, branchIds, branches, message, changed }}
        onRole={setRole}
        onBranches={setBranchIds}
      />
      <div className="flex items-center gap-2">
        <input
          id={disabledId}
          type="checkbox"
          checked={disabled}
          onChange={(event) => setDisabled(event.target.checked)}
          className="size-5"
        />
        <label htmlFor={disabledId} className="text-sm text-ink">
          Disabled (cannot sign in; signs out now)
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={busy} className={buttonClasses({ variant: "primary", size: "sm" })}>
          {busy ? "Saving…" : `Save ${account.email}`}
        </button>
        <Status message={message} />
      </div>
    </form>
  );
}
