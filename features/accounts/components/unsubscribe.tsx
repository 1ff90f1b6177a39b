"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorToMessage } from "@/lib/api/error-message";
import { Link } from "@/lib/i18n/navigation";
import { useUnsubscribe, useUnsubscribeState } from "../api";

/**
 * The page an optional email's "turn these emails off" link opens (decision 0509): it asks first
 * (mail scanners open links; only the button turns the email off), works without signing in,
 * and points to the settings where every choice can be changed back.
 */
export function Unsubscribe({ token }: { token: string }) {
  const t = useTranslations("Accounts");
  const state = useUnsubscribeState(token);
  const turnOff = useUnsubscribe(token);

  const settings = (
    <p className="text-sm text-muted">
      {t("unsubscribe.settingsIntro")}{" "}
      <Link
        href="/account/security/#email-preferences-heading"
        className="font-medium text-brand-800 underline"
      >
        {t("unsubscribe.settings")}
      </Link>
      .
    </p>
  );

  if (state.isPending) return <Spinner label={t("unsubscribe.checking")} />;
  if (state.isError)
    return (
      <div className="space-y-4">
        <p role="alert" className="text-red-700">
          {errorToMessage(state.error, t("emailPreferences.failed"))}
        </p>
        {settings}
      </div>
    );

  const { email, on } = state.data;
  if (turnOff.isSuccess || !on)
    return (
      <div className="space-y-4">
        <p role="status" className="text-lg font-medium">
          {turnOff.data?.message ?? t(`unsubscribe.already.${email}`)}
        </p>
        {settings}
      </div>
    );
  return (
    <div className="space-y-4">
      <p>{t(`unsubscribe.ask.${email}`)}</p>
      {turnOff.isError && (
        <p role="alert" className="text-red-700">
          {errorToMessage(turnOff.error, t("emailPreferences.failed"))}
        </p>
      )}
      <Button onClick={() => turnOff.mutate()} disabled={turnOff.isPending}>
        {turnOff.isPending ? t("unsubscribe.turningOff") : t("unsubscribe.confirm")}
      </Button>
      {settings}
    </div>
  );
}
