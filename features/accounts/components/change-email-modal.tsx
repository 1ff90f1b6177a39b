"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { CodeInput } from "@/components/ui/code-input";
import { Modal, useModal } from "@/components/ui/modal";
import { TextField, useFieldError } from "@/components/ui/text-field";
import { errorToMessage } from "@/lib/api/error-message";
import { useChangeEmail, useValidateEmailChange } from "../api";
import { changeEmailSchema, EMAIL_CODE_LENGTH, type ChangeEmailInput } from "../schemas";
import { useFormError } from "@/lib/forms/use-form-error";

/** Spec section 4: step 1 the new email twice, step 2 the emailed 6-character code. */
export function ChangeEmailModal({ userType }: { userType: "client" | "provider" }) {
  const t = useTranslations("Accounts");
  const modal = useModal("change-email");
  const [step, setStep] = useState<"email" | "code">("email");

  const close = () => {
    modal.hide();
    setStep("email");
  };

  return (
    <>
      <Button variant="secondary" onClick={modal.show}>
        {t("changeEmail")}
      </Button>
      <Modal open={modal.open} onClose={close} title={t("changeEmail")}>
        {step === "email" ? (
          <EmailStep
            onSent={() => setStep("code")}
            onLater={userType === "client" ? close : undefined}
          />
        ) : (
          <CodeStep onDone={close} onBack={() => setStep("email")} />
        )}
      </Modal>
    </>
  );
}

function EmailStep({ onSent, onLater }: { onSent: () => void; onLater?: () => void }) {
  const t = useTranslations("Accounts");
  const change = useChangeEmail();
  const form = useForm<ChangeEmailInput>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { email: "", confirmEmail: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const showError = useFormError(form.setError, ["email", "confirmEmail"] as const);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      toast.success((await change.mutateAsync(values)).message);
      onSent();
    } catch (error) {
      showError(error);
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-muted">{t("changeEmailTold")}</p>
      <TextField
        label={t("newEmail")}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <TextField
        label={t("confirmNewEmail")}
        type="email"
        error={errors.confirmEmail?.message}
        {...form.register("confirmEmail")}
      />
      <div className="flex flex-wrap justify-end gap-2">
        {onLater && (
          <Button variant="ghost" onClick={onLater}>
            {t("doLater")}
          </Button>
        )}
        <Button type="submit" disabled={isSubmitting}>
          {t("sendCode")}
        </Button>
      </div>
    </form>
  );
}

function CodeStep({ onDone, onBack }: { onDone: () => void; onBack: () => void }) {
  const t = useTranslations("Accounts");
  const tc = useTranslations("Common");
  const fieldError = useFieldError();
  const validate = useValidateEmailChange();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (code.length !== EMAIL_CODE_LENGTH) return setError(fieldError("codeLength"));
    try {
      await validate.mutateAsync(code);
      toast.success(t("emailChanged"));
      onDone();
    } catch (err) {
      setError(errorToMessage(err, tc("genericError")));
    }
  }

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-muted">{t("codeIntro")}</p>
      <CodeInput
        length={EMAIL_CODE_LENGTH}
        value={code}
        onChange={(v) => (setCode(v), setError(undefined))}
        label={t("code")}
        invalid={!!error}
      />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex justify-between gap-2">
        <Button variant="ghost" onClick={onBack}>
          {t("back")}
        </Button>
        <Button type="submit" disabled={validate.isPending}>
          {t("confirmCode")}
        </Button>
      </div>
    </form>
  );
}
