import "server-only";
import type { Db } from "@/db/client";
import type { Locale } from "@/lib/i18n/routing";
import type { PersonalFile } from "@/lib/server/personal-files";

// What each feature does when an account starts or ends, and what it adds to a person's data
// export. The features register their pieces in the one composition root, app/api/app.ts, so the
// accounts and data-export features import none of them (issue 65). Knows no feature itself.

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Work a piece leaves for after the commit: removing stored files, which cannot roll back. */
export type AfterCommit = () => Promise<void>;

/**
 * What other features do when an account starts or ends, in the same transaction. The practice
 * feature creates and clears a therapist's profile, client-account a client's; accounts' routes
 * pass these in, so accounts never imports them (they ask accounts for names).
 */
export type AccountHooks = {
  providerCreated?: (tx: Tx, userId: string) => Promise<void>;
  /** `formerEmail`: the address the account had, already replaced on the row when this runs. */
  accountDeleted?: (tx: Tx, userId: string, formerEmail: string) => Promise<void | AfterCommit>;
};

type Role = "provider" | "client";
/** Which accounts a piece is for: a therapist's, a client's, or both. */
type For = Role | "both";
const applies = (piece: { for: For }, role: Role) => piece.for === "both" || piece.for === role;

const created: NonNullable<AccountHooks["providerCreated"]>[] = [];
const deleted: NonNullable<AccountHooks["accountDeleted"]>[] = [];

/**
 * The hooks accounts runs: every registered piece, in the order registered. A deletion's pieces
 * run one after another in its transaction; their after-commit work runs once it has committed.
 */
export const accountHooks: Required<AccountHooks> = {
  providerCreated: async (tx, userId) => {
    for (const piece of created) await piece(tx, userId);
  },
  accountDeleted: async (tx, userId, formerEmail) => {
    const later: AfterCommit[] = [];
    for (const piece of deleted) {
      const after = await piece(tx, userId, formerEmail);
      if (after) later.push(after);
    }
    return async () => {
      for (const after of later) await after();
    };
  },
};

/** A therapist's account was created: the practice feature starts their profile. */
export function onProviderCreated(piece: NonNullable<AccountHooks["providerCreated"]>) {
  created.push(piece);
}

/** An account is being deleted: the feature clears what it holds of that person. */
export function onAccountDeleted(piece: NonNullable<AccountHooks["accountDeleted"]>) {
  deleted.push(piece);
}

// --- the data export (decision 0507, 0511) ----------------------------------------------------

type ExportSection = {
  for: For;
  /** The part's keys and values in the export, read for this person. */
  read: (userId: string, locale: Locale) => Promise<Record<string, unknown>>;
};
type ExportFiles = {
  for: For;
  list: (userId: string, timeZone: string) => Promise<PersonalFile[]>;
};

const sections: ExportSection[] = [];
const fileLists: ExportFiles[] = [];

/** A part of GET /user/data-export's answer; parts stand in the order registered. */
export function addExportSection(
  forWhom: For,
  read: (userId: string, locale: Locale) => Promise<Record<string, unknown>>,
) {
  sections.push({ for: forWhom, read });
}

/** Files of the person's that go into the export's archive, listed by the feature keeping them. */
export function addExportFiles(
  forWhom: For,
  list: (userId: string, timeZone: string) => Promise<PersonalFile[]>,
) {
  fileLists.push({ for: forWhom, list });
}

/** Every registered part for this person, read at once, merged in the order registered. */
export async function exportSectionsOf(userId: string, role: Role, locale: Locale) {
  const parts = await Promise.all(
    sections.filter((s) => applies(s, role)).map((s) => s.read(userId, locale)),
  );
  return Object.assign({}, ...parts) as Record<string, unknown>;
}

/** Every registered file list for this person, read at once, in the order registered. */
export async function exportFilesOf(userId: string, role: Role, timeZone: string) {
  const lists = await Promise.all(
    fileLists.filter((f) => applies(f, role)).map((f) => f.list(userId, timeZone)),
  );
  return lists.flat();
}
