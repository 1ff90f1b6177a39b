import "server-only";
import { and, count, desc, eq, gt, isNotNull, min, ne, sql } from "drizzle-orm";
import { takeTurns } from "@/lib/server/advisory-lock";
import { getDb } from "@/db/client";
import { clientImports } from "@/db/schema/client-import";
import { accountsByEmail, contactOf, namesOf } from "@/features/accounts/server/service";
import { notify } from "@/features/notifications/server/service";
import type { Locale } from "@/lib/i18n/routing";
import { DomainError } from "@/lib/server/errors";
import { translate } from "@/lib/server/locale";
import { pageLink, sendTemplated } from "@/lib/server/mailer";
import { hashToken, randomToken } from "@/lib/server/secure-token";
import type { Viewer } from "@/lib/server/auth-guard";
import type { ImportRow } from "../csv";
import {
  IMPORT_DAILY_LIMIT,
  IMPORTS_PAGE_SIZE,
  manualClientSchema,
  type ImportedClient,
  type ImportResult,
  type Invitation,
} from "../schemas";

/** Clients who accepted this therapist's invitation (messaging, notes). */
export async function claimedImportsOf(providerId: string): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ clientId: clientImports.clientId })
    .from(clientImports)
    .where(
      and(
        eq(clientImports.providerId, providerId),
        eq(clientImports.status, "claimed"),
        isNotNull(clientImports.clientId),
      ),
    );
  return rows.map((r) => r.clientId!);
}

/** Therapists whose invitation this client accepted (messaging: the client's side of the link). */
export async function importersOf(clientId: string): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ providerId: clientImports.providerId })
    .from(clientImports)
    .where(and(eq(clientImports.clientId, clientId), eq(clientImports.status, "claimed")));
  return rows.map((r) => r.providerId);
}

/**
 * When this client accepted this therapist's invitation, or null if they never did: one who
 * joined is the therapist's client (decisions 0702 and 0405).
 */
export async function joinedAt(providerId: string, clientId: string): Promise<Date | null> {
  const db = await getDb();
  const [row] = await db
    .select({ at: min(clientImports.claimedAt) })
    .from(clientImports)
    .where(
      and(
        eq(clientImports.providerId, providerId),
        eq(clientImports.clientId, clientId),
        eq(clientImports.status, "claimed"),
      ),
    );
  return row?.at ? new Date(row.at) : null;
}

type Checked = { ok: true; row: ImportRow } | { ok: false; row: number; reason: string };

/** One row against the manual-entry rules; names are optional for email lists and CSV rows. */
function checkRow(row: ImportRow, locale: Locale, namesRequired: boolean): Checked {
  const parsed = manualClientSchema.safeParse({
    firstName: row.firstName ?? (namesRequired ? "" : "-"),
    lastName: row.lastName ?? (namesRequired ? "" : "-"),
    email: row.email,
    phone: row.phone,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, row: row.row, reason: translate(locale, "Validation", issue.message) };
  }
  return { ok: true, row: { ...row, email: row.email.trim().toLowerCase() } };
}

const languageOf = (value: string | undefined, fallback: Locale): Locale =>
  value?.toLowerCase().startsWith("de")
    ? "de"
    : value?.toLowerCase().startsWith("en")
      ? "en"
      : fallback;

/**
 * Imports rows for a therapist: every row is checked on its own; good rows are inserted in one
 * statement (an email this therapist imported before is left alone), existing client accounts are
 * linked by id rather than duplicated, and each new row gets an invitation email in its language.
 * The daily limit counts new rows of the last 24 hours under a per-therapist lock, so two imports
 * at once cannot both slip under it.
 */
export async function importClients(
  providerId: string,
  rows: ImportRow[],
  options: { locale: Locale; namesRequired: boolean; language?: Locale },
  now = new Date(),
): Promise<ImportResult> {
  const result: ImportResult = { invited: 0, alreadyImported: 0, duplicates: 0, failed: [] };
  const seen = new Set<string>();
  const good: ImportRow[] = [];
  for (const raw of rows) {
    const checked = checkRow(raw, options.locale, options.namesRequired);
    if (!checked.ok) {
      result.failed.push({ row: checked.row, reason: checked.reason });
      continue;
    }
    if (seen.has(checked.row.email)) {
      result.duplicates++;
      continue;
    }
    seen.add(checked.row.email);
    good.push(checked.row);
  }
  if (!good.length) return result;

  const accounts = await accountsByEmail(good.map((r) => r.email));
  const invitable: ImportRow[] = [];
  for (const row of good) {
    if (
      accounts.get(row.email)?.userType === "provider" ||
      accounts.get(row.email)?.id === providerId
    )
      result.failed.push({
        row: row.row,
        reason: translate(options.locale, "Validation", "importNotClient"),
      });
    else invitable.push(row);
  }
  if (!invitable.length) return result;

  const tokens = new Map<string, string>();
  const db = await getDb();
  const inserted = await db.transaction(async (tx) => {
    await takeTurns(tx, `client-import:${providerId}`);
    const [recent] = await tx
      .select({ n: count() })
      .from(clientImports)
      .where(
        and(
          eq(clientImports.providerId, providerId),
          gt(clientImports.createdAt, new Date(now.getTime() - 24 * 3600 * 1000)),
        ),
      );
    const used = Number(recent?.n ?? 0);
    if (used + invitable.length > IMPORT_DAILY_LIMIT)
      throw new DomainError("IMPORT_LIMIT", {
        values: { limit: IMPORT_DAILY_LIMIT, left: Math.max(0, IMPORT_DAILY_LIMIT - used) },
      });
    const values = invitable.map((row) => {
      const token = randomToken();
      tokens.set(row.email, token);
      const account = accounts.get(row.email);
      return {
        providerId,
        email: row.email,
        firstName: row.firstName ?? null,
        lastName: row.lastName ?? null,
        phone: row.phone || null,
        locale: languageOf(row.language, options.language ?? options.locale),
        clientId: account?.id ?? null,
        tokenHash: hashToken(token),
        createdAt: now,
      };
    });
    return tx.insert(clientImports).values(values).onConflictDoNothing().returning({
      email: clientImports.email,
      firstName: clientImports.firstName,
      locale: clientImports.locale,
      clientId: clientImports.clientId,
    });
  });
  result.invited = inserted.length;
  result.alreadyImported = invitable.length - inserted.length;

  const therapist = (await namesOf([providerId])).get(providerId);
  const therapistName = therapist ? `${therapist.firstName} ${therapist.lastName}` : "";
  for (const row of inserted) {
    // A person with an account reads it in the language they chose there.
    const contact = row.clientId ? await contactOf(row.clientId) : undefined;
    const locale = contact?.locale ?? (row.locale as Locale);
    await sendTemplated(
      "clientInvitation",
      row.email,
      locale,
      { name: contact?.firstName ?? row.firstName ?? "", therapist: therapistName },
      pageLink(locale, `/invitation/${tokens.get(row.email)}`),
    );
  }
  return result;
}

const toWire = (row: typeof clientImports.$inferSelect): ImportedClient => ({
  identifier: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  phone: row.phone,
  status: row.status,
  clientId: row.status === "claimed" ? row.clientId : null,
  createdAt: row.createdAt.toISOString(),
  claimedAt: row.claimedAt?.toISOString() ?? null,
});

export async function listImports(providerId: string, page: number) {
  const db = await getDb();
  const where = eq(clientImports.providerId, providerId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(clientImports)
      .where(where)
      .orderBy(desc(clientImports.createdAt), clientImports.email)
      .limit(IMPORTS_PAGE_SIZE)
      .offset((page - 1) * IMPORTS_PAGE_SIZE),
    db.select({ n: count() }).from(clientImports).where(where),
  ]);
  return {
    data: rows.map(toWire),
    meta: { page, pageSize: IMPORTS_PAGE_SIZE, total: Number(total?.n ?? 0) },
  };
}

async function importByToken(token: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(clientImports)
    .where(eq(clientImports.tokenHash, hashToken(token)));
  if (!row) throw new DomainError("INVALID_LINK");
  return row;
}

/** What the invitation page shows before anyone signs in: who invites, and whether it is taken. */
export async function invitation(token: string): Promise<Invitation> {
  const row = await importByToken(token);
  const name = (await namesOf([row.providerId])).get(row.providerId);
  return {
    therapist: name ? `${name.firstName} ${name.lastName}` : "",
    email: row.email,
    status: row.status,
  };
}

/**
 * The signed-in client accepts: the link is the proof (it went only to that email). A linked
 * account (the email already had one) can be claimed only by that account; a claimed invitation
 * answers again for its claimer and is an invalid link for anyone else.
 */
export async function claim(token: string, viewer: Viewer, now = new Date()) {
  if (viewer.role !== "client") throw new DomainError("IMPORT_CLIENTS_ONLY");
  const row = await importByToken(token);
  if (row.clientId && row.clientId !== viewer.userId) throw new DomainError("INVALID_LINK");
  const db = await getDb();
  // Only the claim that changes the row is the first: two at the same instant cannot both be.
  const first = await db
    .update(clientImports)
    .set({ status: "claimed", clientId: viewer.userId, claimedAt: now })
    .where(
      and(
        eq(clientImports.id, row.id),
        ne(clientImports.status, "claimed"),
        sql`(${clientImports.clientId} is null or ${clientImports.clientId} = ${viewer.userId})`,
      ),
    )
    .returning({ id: clientImports.id });
  if (first.length) {
    // The therapist hears that their client joined, once (decision 0508).
    await notify([{ userId: row.providerId, kind: "importClaimed", actorId: viewer.userId }], now);
  } else {
    // Claimed already: it answers again for its claimer only.
    const [again] = await db
      .select({ clientId: clientImports.clientId })
      .from(clientImports)
      .where(and(eq(clientImports.id, row.id), eq(clientImports.status, "claimed")));
    if (again?.clientId !== viewer.userId) throw new DomainError("INVALID_LINK");
  }
  // The same therapist may have imported this person under another row only by the same email,
  // which the unique key rules out; other therapists' invitations stay separate.
  return { therapistId: row.providerId, status: "claimed" as const };
}
