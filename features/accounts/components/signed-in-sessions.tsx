"use client";

import { useTranslations } from "next-intl";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { LoadFailed } from "@/components/ui/load-failed";
import { useLocalDateTime } from "@/components/ui/local-time";
import { Spinner } from "@/components/ui/spinner";
import { errorToMessage } from "@/lib/api/error-message";
import { useEndOtherSessions, useEndSession, useSignedInSessions } from "../api";
import { nameDevice } from "../device";
import type { SignedInSession } from "../schemas";

/**
 * Where the person is signed in (decision 0514): each browser with when it signed in and was last
 * in use, this one marked; any other can be signed out, or all of them at once.
 */
export function SignedInSessions() {
  const t = useTranslations("Accounts");
  const tc = useTranslations("Common");
  const format = useLocalDateTime();
  const sessions = useSignedInSessions();
  const end = useEndSession();
  const endOthers = useEndOtherSessions();

  const deviceName = (session: SignedInSession) =>
    nameDevice(session, (key, values) => t(`sessions.${key}`, values));

  const signOut = (session: SignedInSession) =>
    end.mutate(session.identifier, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => toast.error(errorToMessage(error, t("sessions.endFailed"))),
    });
  const signOutOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => toast.error(errorToMessage(error, t("sessions.endFailed"))),
    });

  const others = sessions.data?.filter((s) => !s.current) ?? [];
  const busy = end.isPending || endOthers.isPending;

  return (
    <section
      aria-labelledby="sessions-heading"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="sessions-heading" className="text-lg font-semibold">
        {t("sessions.title")}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {t("sessions.intro")} {t("sessions.emailed")}
      </p>
      <div className="mt-4">
        {sessions.isPending ? (
          <Spinner label={tc("loading")} />
        ) : sessions.isError ? (
          <LoadFailed
            message={errorToMessage(sessions.error, t("sessions.failed"))}
            retryLabel={t("sessions.retry")}
            onRetry={() => sessions.refetch()}
          />
        ) : (
          <>
            <ul aria-label={t("sessions.title")} className="divide-y divide-stone-200">
              {sessions.data.map((session) => (
                <li
                  key={session.identifier}
                  className="flex items-center justify-between gap-3 py-3"
                >
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">
                      {deviceName(session)}
                      {session.current && (
                        <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs text-green-800">
                          {t("sessions.thisDevice")}
                        </span>
                      )}
                    </p>
                    <p className="text-sm text-muted">
                      {t("sessions.signedInAt", { time: format(session.signedInAt, "record") })}
                    </p>
                    <p className="text-sm text-muted">
                      {session.current
                        ? t("sessions.activeNow")
                        : t("sessions.lastActive", {
                            time: format(session.lastActiveAt, "record"),
                          })}
                    </p>
                  </div>
                  {!session.current && (
                    <Button
                      variant="secondary"
                      className="shrink-0"
                      disabled={busy}
                      aria-label={t("sessions.signOutLabel", { device: deviceName(session) })}
                      onClick={() => signOut(session)}
                    >
                      {t("sessions.signOut")}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            {others.length ? (
              <Button variant="secondary" className="mt-4" disabled={busy} onClick={signOutOthers}>
                {t("sessions.signOutOthers")}
              </Button>
            ) : (
              <p className="mt-2 text-sm text-muted">{t("sessions.onlyThis")}</p>
            )}
          </>
        )}
      </div>
    </section>
  );
}
