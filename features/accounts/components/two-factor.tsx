"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { TextField } from "@/components/ui/text-field";
import { errorToMessage } from "@/lib/api/error-message";
import { useConfirmTotp, useDisableTotp, useStartTotpSetup } from "../api";
import type { TotpSetup } from "../schemas";
import { useFormError } from "@/lib/forms/use-form-error";

/** The otpauth link as an SVG QR code; the library loads only when someone sets an app up. */
function useQrCode(otpauthUrl: string) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import("qrcode")
      .then((qr) => qr.toString(otpauthUrl, { type: "svg", margin: 1, errorCorrectionLevel: "M" }))
      .then((svg) => {
        if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        // Without the picture the key below still sets the app up.
      });
    return () => {
      live = false;
    };
  }, [otpauthUrl]);
  return src;
}

/** Groups the secret in fours, as apps show it, so it can be typed without losing one's place. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

function SetupStep({
  setup,
  onDone,
  onCancel,
}: {
  setup: TotpSetup;
  onDone: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const t = useTranslations("Accounts.mfa");
  const tc = useTranslations("Common");
  const qr = useQrCode(setup.otpauthUrl);
  const confirm = useConfirmTotp();
  const form = useForm<{ code: string }>({ defaultValues: { code: "" } });
  const { errors, isSubmitting } = form.formState;

  const showError = useFormError(form.setError, ["code"] as const);
  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      onDone((await confirm.mutateAsync(code)).recoveryCodes);
    } catch (error) {
      showError(error);
    }
  });

  return (
    <div className="mt-4 space-y-4">
      <p className="text-sm">{t("scan")}</p>
      <div className="flex h-48 w-48 items-center justify-center rounded-xl bg-white ring-1 ring-stone-200">
        {qr ? (
          // eslint-disable-next-line @next/next/no-img-element -- a data URL made in the browser
          <img src={qr} alt={t("qrAlt")} width={184} height={184} />
        ) : (
          <span className="text-sm text-muted">{tc("loading")}</span>
        )}
      </div>
      <div>
        <p className="text-sm">{t("manual")}</p>
        <code
          data-testid="totp-secret"
          className="mt-1 inline-block rounded-lg bg-stone-100 px-3 py-2 font-mono text-sm break-all"
        >
          {grouped(setup.secret)}
        </code>
      </div>
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-3">
        <p className="text-sm">{t("enterCode")}</p>
        <TextField
          label={t("code")}
          autoComplete="one-time-code"
          inputMode="numeric"
          className="max-w-xs"
          error={errors.code?.message}
          {...form.register("code", { required: "mfaCodeRequired" })}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t("confirming") : t("confirm")}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t("cancel")}
          </Button>
        </div>
      </form>
    </div>
  );
}

function RecoveryCodesShown({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useTranslations("Accounts.mfa");
  return (
    <div className="mt-4 space-y-3" role="region" aria-labelledby="recovery-codes-heading">
      <p role="status" className="rounded-xl bg-green-50 px-4 py-3 text-sm text-green-900">
        {t("turnedOn")}
      </p>
      <h3 id="recovery-codes-heading" className="font-semibold">
        {t("recoveryTitle")}
      </h3>
      <p className="text-sm text-muted">{t("recoveryIntro")}</p>
      <ul className="grid max-w-md grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-stone-100 px-3 py-1.5">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <CopyButton
          text={codes.join("\n")}
          label={t("recoveryCopy")}
          copiedMessage={t("recoveryCopied")}
        />
        <Button onClick={onDone}>{t("recoveryDone")}</Button>
      </div>
    </div>
  );
}

function TurnOff({ hasPassword, onCancel }: { hasPassword: boolean; onCancel: () => void }) {
  const t = useTranslations("Accounts.mfa");
  const ta = useTranslations("Accounts");
  const [withPassword, setWithPassword] = useState(false);
  const disable = useDisableTotp();
  const form = useForm<{ code: string; password: string }>({
    defaultValues: { code: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const showError = useFormError(form.setError, ["code", "password"] as const);
  const onSubmit = form.handleSubmit(async ({ code, password }) => {
    try {
      const answer = await disable.mutateAsync(withPassword ? { password } : { code });
      toast.success(answer.message);
    } catch (error) {
      showError(error);
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="mt-4 space-y-3">
      <p className="text-sm">{t("turnOffIntro")}</p>
      {withPassword ? (
        <TextField
          key="password"
          label={ta("currentPassword")}
          type="password"
          autoComplete="current-password"
          className="max-w-xs"
          error={errors.password?.message}
          {...form.register("password", { required: "passwordRequired" })}
        />
      ) : (
        <TextField
          key="code"
          label={t("code")}
          autoComplete="one-time-code"
          inputMode="numeric"
          className="max-w-xs"
          error={errors.code?.message}
          {...form.register("code", { required: "mfaCodeRequired" })}
        />
      )}
      {hasPassword && (
        <button
          type="button"
          className="text-sm font-medium text-brand-800 hover:underline"
          onClick={() => setWithPassword(!withPassword)}
        >
          {withPassword ? t("orCode") : t("orPassword")}
        </button>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t("turningOff") : t("turnOffConfirm")}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}

/**
 * "Two-step sign-in" on the security page (decision 0521): whether it is on; setting an app up
 * (QR code and key, then a code), the recovery codes shown once, and turning it off.
 */
export function TwoFactorSection({
  enabled,
  hasPassword,
}: {
  enabled: boolean;
  hasPassword: boolean;
}) {
  const t = useTranslations("Accounts.mfa");
  const tc = useTranslations("Common");
  const start = useStartTotpSetup();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [turningOff, setTurningOff] = useState(false);

  const begin = async () => {
    try {
      setSetup(await start.mutateAsync());
    } catch (error) {
      toast.error(errorToMessage(error, tc("genericError")));
    }
  };

  let body;
  if (codes) body = <RecoveryCodesShown codes={codes} onDone={() => setCodes(null)} />;
  else if (setup)
    body = (
      <SetupStep
        setup={setup}
        onCancel={() => setSetup(null)}
        onDone={(recoveryCodes) => {
          setSetup(null);
          setCodes(recoveryCodes);
        }}
      />
    );
  else if (enabled)
    body = turningOff ? (
      <TurnOff hasPassword={hasPassword} onCancel={() => setTurningOff(false)} />
    ) : (
      <div className="mt-4 space-y-3">
        <p className="text-sm">{t("enabledAt")}</p>
        <Button variant="secondary" onClick={() => setTurningOff(true)}>
          {t("turnOff")}
        </Button>
      </div>
    );
  else
    body = (
      <div className="mt-4">
        <Button onClick={begin} disabled={start.isPending}>
          {start.isPending ? t("starting") : t("turnOn")}
        </Button>
      </div>
    );

  return (
    <section
      aria-labelledby="mfa-heading"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="mfa-heading" className="text-lg font-semibold">
          {t("heading")}
        </h2>
        <span
          className={`rounded-full px-2 py-0.5 text-xs ${enabled ? "bg-green-100 text-green-800" : "bg-stone-100 text-stone-700"}`}
        >
          {enabled ? t("on") : t("off")}
        </span>
      </div>
      <p className="mt-1 text-sm text-muted">{t("intro")}</p>
      <p className="mt-1 text-sm text-muted">{t("otherDevices")}</p>
      {body}
    </section>
  );
}
