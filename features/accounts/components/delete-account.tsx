"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { Modal, useModal } from "@/components/ui/modal";
import { TextField } from "@/components/ui/text-field";
import { errorToMessage } from "@/lib/api/error-message";
import { isAxiosError } from "axios";
import { useDeleteAccount } from "../api";
import type { SocialProvider } from "../social-api";

/**
 * The password is asked unless the account signs in through a social provider; then a fresh
 * sign-in there (decision 0523), whose callback page deletes the account.
 */
export function DeleteAccount({
  isSocial,
  locale,
  socialProviders = [],
}: {
  isSocial: boolean;
  locale: string;
  socialProviders?: SocialProvider[];
}) {
  const t = useTranslations("Accounts");
  const tc = useTranslations("Common");
  const modal = useModal("delete-account");
  const remove = useDeleteAccount();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();

  async function confirmAt(provider: SocialProvider) {
    setError(undefined);
    try {
      const { typedApi } = await import("@/lib/api/typed");
      const started = await typedApi.post("/user/social/{provider}/reauthenticate", {
        path: { provider },
      });
      window.location.assign(started.data.url);
    } catch (err) {
      setError(errorToMessage(err, tc("genericError")));
    }
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!isSocial && !password) return setError("passwordRequired");
    try {
      const answer = await remove.mutateAsync(isSocial ? undefined : password);
      toast.success(answer.message);
      window.location.assign(locale === "de" ? "/de/" : "/");
    } catch (err) {
      const fieldMessage = isAxiosError(err)
        ? (err.response?.data as { errors?: { password?: string } })?.errors?.password
        : undefined;
      setError(fieldMessage ?? errorToMessage(err, tc("genericError")));
    }
  }

  return (
    <>
      <Button variant="secondary" className="text-red-700 ring-red-300" onClick={modal.show}>
        {t("deleteAccount")}
      </Button>
      <Modal open={modal.open} onClose={modal.hide} title={t("deleteAccount")}>
        <form method="post" onSubmit={submit} noValidate className="space-y-4">
          <p className="text-sm text-muted">{t("deleteWarning")}</p>
          {!isSocial && (
            <TextField
              label={t("password")}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => (setPassword(e.target.value), setError(undefined))}
              error={error}
            />
          )}
          {isSocial && error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={modal.hide}>
              {tc("cancel")}
            </Button>
            {isSocial && socialProviders.length ? (
              socialProviders.map((provider) => (
                <Button
                  key={provider}
                  type="button"
                  className="bg-red-700 text-white hover:bg-red-800"
                  onClick={() => confirmAt(provider)}
                >
                  {t(`social.deleteWith.${provider}`)}
                </Button>
              ))
            ) : (
              <Button
                type="submit"
                disabled={remove.isPending}
                className="bg-red-700 text-white hover:bg-red-800"
              >
                {t("deleteForever")}
              </Button>
            )}
          </div>
        </form>
      </Modal>
    </>
  );
}
