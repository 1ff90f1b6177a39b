"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { Spinner } from "@/components/ui/spinner";
import { errorToMessage } from "@/lib/api/error-message";
import { useAvatars, useChooseAvatar } from "../api";

/** The avatar picker modal: one must be selected ("please select an Avatar", spec section 5). */
export function AvatarPicker({
  open,
  current,
  onClose,
}: {
  open: boolean;
  current: string | null;
  onClose: () => void;
}) {
  const t = useTranslations("ClientAccount");
  const tv = useTranslations("Validation");
  const tc = useTranslations("Common");
  const avatars = useAvatars();
  const choose = useChooseAvatar();
  const [selected, setSelected] = useState<string | null>(current);
  const [error, setError] = useState<string>();

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (!selected) return setError(tv("avatarRequired"));
    try {
      const answer = await choose.mutateAsync(selected);
      toast.success(answer.message);
      onClose();
    } catch (e) {
      toast.error(errorToMessage(e, tc("genericError")));
    }
  }

  return (
    <Modal open={open} onClose={onClose} title={t("avatarTitle")}>
      <form method="post" onSubmit={onSubmit} noValidate>
        <p className="text-sm text-muted">{t("avatarText")}</p>
        {avatars.isLoading ? (
          <Spinner label={tc("loading")} className="my-6" />
        ) : avatars.isError ? (
          <p role="alert" className="my-4 text-sm text-red-700">
            {t("avatarsFailed")}
          </p>
        ) : (
          <fieldset className="mt-4">
            <legend className="sr-only">{t("avatarTitle")}</legend>
            <div className="grid grid-cols-4 gap-3">
              {avatars.data?.map((avatar, i) => (
                <label
                  key={avatar.identifier}
                  className="relative cursor-pointer rounded-full has-checked:ring-4 has-checked:ring-brand-600 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
                >
                  <input
                    type="radio"
                    name="avatar"
                    value={avatar.identifier}
                    checked={selected === avatar.identifier}
                    onChange={() => {
                      setSelected(avatar.identifier);
                      setError(undefined);
                    }}
                    className="sr-only"
                  />
                  {/* eslint-disable-next-line @next/next/no-img-element -- small SVGs from public/ */}
                  <img
                    src={avatar.photoUrl}
                    alt={t("avatarLabel", { number: i + 1 })}
                    className="aspect-square w-full rounded-full"
                  />
                </label>
              ))}
            </div>
          </fieldset>
        )}
        {error && (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {tc("cancel")}
          </Button>
          <Button type="submit" disabled={choose.isPending}>
            {t("useAvatar")}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
