"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import toast from "react-hot-toast";
import { BackLink } from "@/components/ui/back-link";
import { Button } from "@/components/ui/button";
import { LocalTime } from "@/components/ui/local-time";
import { QueryState } from "@/components/ui/query-state";
import { errorToMessage } from "@/lib/api/error-message";
import { Link } from "@/lib/i18n/navigation";
import { formatMoney } from "@/lib/money/currency";
import { usePerson, usePersonAction, useStaffMe, useStartViewAs, type PersonAction } from "../api";
import type { PersonDetail } from "../schemas";
import { startViewAs } from "../view-as";
import { AdjustWalletButton } from "./wallet-adjustments";

/** Lock, unlock or end sessions, each with the reason the audit log keeps. */
function Actions({ id, isActive }: { id: string; isActive: boolean }) {
  const t = useTranslations("Staff");
  const act = usePersonAction(id);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const run = (action: PersonAction) => {
    setError(undefined);
    act.mutate(
      { action, reason },
      {
        onSuccess: (answer) => {
          setReason("");
          toast.success(
            action === "lock"
              ? t("people.lockedDone")
              : action === "unlock"
                ? t("people.unlockedDone")
                : t("people.revokedDone", { count: answer.sessionsEnded }),
          );
        },
        onError: (e) => setError(errorToMessage(e, t("actionFailed"))),
      },
    );
  };
  return (
    <section className="space-y-3 rounded-2xl bg-white p-5 ring-1 ring-stone-200">
      <label className="block text-sm font-medium">
        {t("people.reason")}
        <input
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={500}
          className="mt-1 block w-full rounded-xl border border-stone-300 px-3 py-2"
        />
      </label>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {isActive ? (
          <Button onClick={() => run("lock")} disabled={act.isPending}>
            {t("people.lock")}
          </Button>
        ) : (
          <Button onClick={() => run("unlock")} disabled={act.isPending}>
            {t("people.unlock")}
          </Button>
        )}
        <Button variant="secondary" onClick={() => run("revoke-sessions")} disabled={act.isPending}>
          {t("people.revoke")}
        </Button>
      </div>
    </section>
  );
}

/** "View as": the site as the person sees it, read only, until they press End in the banner. */
function ViewAsButton({ account }: { account: PersonDetail["account"] }) {
  const t = useTranslations("Staff");
  const start = useStartViewAs(account.identifier);
  const open = () =>
    start.mutate(undefined, {
      onSuccess: (answer) => {
        startViewAs(answer, {
          identifier: account.identifier,
          name: `${account.firstName} ${account.lastName}`,
          userType: account.userType,
        });
        const prefix = window.location.pathname.startsWith("/de/") ? "/de" : "";
        // A full load: the server and the middleware read the cookies this set.
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- see above
        window.location.assign(`${prefix}/overview/`);
      },
      onError: (e) => toast.error(errorToMessage(e, t("actionFailed"))),
    });
  if (account.staffRoles.length) return null;
  return (
    <Button variant="secondary" onClick={open} disabled={start.isPending} className="w-full">
      {t("viewAs.start")}
    </Button>
  );
}

/** A person as support sees them: account, sessions, wallet, credentials; never notes or messages. */
export function PersonView({ id }: { id: string }) {
  const t = useTranslations("Staff");
  const statuses = useTranslations("Booking.statuses");
  const areas = useStaffMe().data?.areas;
  const canReadAudit = areas?.includes("audit");
  // Finance's, from the money area (decision 0810): shown to who has both areas, and to admin.
  const canAdjust = areas?.includes("money");
  const locale = useLocale();
  const query = usePerson(id);
  const yes = (v: boolean) => (v ? t("people.yes") : t("people.no"));
  return (
    <section className="space-y-4">
      <BackLink href="/staff/people/" className="text-sm underline">
        {t("people.back")}
      </BackLink>
      <QueryState
        query={query}
        isEmpty={() => false}
        labels={{
          loading: t("people.title"),
          failed: t("loadFailed"),
          retry: t("retry"),
          empty: "",
        }}
      >
        {({ account, bookings, wallet, credentials }) => (
          <div className="grid gap-5 lg:grid-cols-[2fr_1fr]">
            <div className="space-y-5">
              <div>
                <h1 className="text-2xl font-bold">
                  {account.firstName} {account.lastName}
                </h1>
                <p className="text-muted">{account.email}</p>
              </div>
              <article className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
                <h2 className="mb-2 font-semibold">{t("people.account")}</h2>
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="text-muted">{t("people.type")}</dt>
                  <dd>{t(`people.types.${account.userType}`)}</dd>
                  <dt className="text-muted">{t("people.status")}</dt>
                  <dd>{account.isActive ? t("people.active") : t("people.locked")}</dd>
                  <dt className="text-muted">{t("people.joined")}</dt>
                  <dd>
                    <LocalTime iso={account.createdAt} />
                  </dd>
                  <dt className="text-muted">{t("people.phone")}</dt>
                  <dd>{account.phoneNumber ?? "–"}</dd>
                  <dt className="text-muted">{t("people.emailVerified")}</dt>
                  <dd>{yes(account.emailVerified)}</dd>
                  <dt className="text-muted">{t("people.secondFactor")}</dt>
                  <dd>{yes(account.secondFactor)}</dd>
                  {account.staffRoles.length > 0 && (
                    <>
                      <dt className="text-muted">{t("people.staffRoles")}</dt>
                      <dd>{account.staffRoles.map((r) => t(`roles.${r}`)).join(", ")}</dd>
                    </>
                  )}
                  <dt className="text-muted">{t("people.wallet")}</dt>
                  <dd>{formatMoney(wallet.balance, wallet.currency, locale)}</dd>
                  {credentials && (
                    <>
                      <dt className="text-muted">{t("people.credentials")}</dt>
                      <dd>{t(`verification.statuses.${credentials.status as "submitted"}`)}</dd>
                    </>
                  )}
                </dl>
              </article>
              <article className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
                <h2 className="mb-2 font-semibold">{t("people.bookings")}</h2>
                {bookings.length === 0 ? (
                  <p className="text-sm text-muted">{t("people.noBookings")}</p>
                ) : (
                  <ul className="divide-y divide-stone-200 text-sm">
                    {bookings.map((b) => (
                      <li key={b.identifier} className="flex flex-wrap justify-between gap-2 py-2">
                        <span>
                          {b.with ?? "–"} · {b.therapy ?? "–"}
                        </span>
                        <span className="text-muted">
                          {b.startTime ? <LocalTime iso={b.startTime} format="session" /> : "–"} ·{" "}
                          {statuses.has(b.status as "confirmed")
                            ? statuses(b.status as "confirmed")
                            : b.status}{" "}
                          · {formatMoney(b.amount, b.currency, locale)}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </article>
            </div>
            <div className="space-y-3">
              <ViewAsButton account={account} />
              {canAdjust && (
                <AdjustWalletButton
                  wide
                  person={{
                    identifier: account.identifier,
                    name: `${account.firstName} ${account.lastName}`,
                  }}
                />
              )}
              <Actions id={id} isActive={account.isActive} />
              {canReadAudit && (
                <Link href={`/staff/audit/?target=${id}`} className="block text-sm underline">
                  {t("people.auditLink")}
                </Link>
              )}
            </div>
          </div>
        )}
      </QueryState>
    </section>
  );
}
