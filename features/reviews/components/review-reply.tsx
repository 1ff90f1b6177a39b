"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { LocalTime } from "@/components/ui/local-time";
import { useFieldError } from "@/components/ui/text-field";
import { errorToMessage } from "@/lib/api/error-message";
import { useFormError } from "@/lib/forms/use-form-error";
import { useReviewReply } from "../api";
import { reviewReplySchema, TEXT_CONTENT_MAX, type ReviewReplyInput } from "../schemas";

/** The therapist's reply as everyone reads it under the review: plain text, never markup. */
export function ReplyText({ reply, replyAt }: { reply: string | null; replyAt: string | null }) {
  const t = useTranslations("Reviews");
  if (!reply) return null;
  return (
    <div className="mt-3 border-l-2 border-brand-200 pl-3">
      <p className="text-xs font-semibold text-muted">
        {t("reply.heading")}
        {replyAt && (
          <>
            {" · "}
            <LocalTime iso={replyAt} format="record" />
          </>
        )}
      </p>
      <p className="mt-1 whitespace-pre-line break-words">{reply}</p>
    </div>
  );
}

/**
 * The reviewed therapist's controls for their one reply (decision 0409): write it, edit it, or
 * remove it. The reply itself is shown by the list it sits in. `onChanged` lets a server-rendered
 * page read itself again.
 */
export function ReviewReply({
  reviewId,
  reply,
  onChanged,
}: {
  reviewId: string;
  reply: string | null;
  onChanged?: () => void;
}) {
  const t = useTranslations("Reviews");
  const tc = useTranslations("Common");
  const [editing, setEditing] = useState(false);
  const { save, remove } = useReviewReply(reviewId);

  if (editing)
    return (
      <ReplyForm
        defaultText={reply ?? ""}
        onCancel={() => setEditing(false)}
        onSubmit={async (values) => {
          await save.mutateAsync(values);
          setEditing(false);
          toast.success(t("reply.saved"));
          onChanged?.();
        }}
      />
    );
  const removeReply = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(t("reply.removed"));
        onChanged?.();
      },
      onError: (error) => toast.error(errorToMessage(error, tc("genericError"))),
    });
  return (
    <div className="flex flex-wrap gap-3">
      <button
        type="button"
        onClick={() => setEditing(true)}
        className="text-xs font-medium text-brand-700 underline hover:text-ink"
      >
        {reply ? t("reply.edit") : t("reply.write")}
      </button>
      {reply && (
        <button
          type="button"
          onClick={removeReply}
          disabled={remove.isPending}
          className="text-xs font-medium text-muted underline hover:text-ink disabled:opacity-60"
        >
          {remove.isPending ? t("reply.removing") : t("reply.remove")}
        </button>
      )}
    </div>
  );
}

/** The reply's text, 30 to 1000 characters after trimming: the API's rule (reviewReplySchema). */
function ReplyForm({
  defaultText,
  onSubmit,
  onCancel,
}: {
  defaultText: string;
  onSubmit: (values: ReviewReplyInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const t = useTranslations("Reviews");
  const fieldError = useFieldError();
  const id = useId();
  const form = useForm<ReviewReplyInput>({
    resolver: zodResolver(reviewReplySchema),
    defaultValues: { text: defaultText },
  });
  const { errors, isSubmitting } = form.formState;
  const showError = useFormError(form.setError, ["text"] as const, (message) =>
    form.setError("root", { message }),
  );
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showError(error);
    }
  });
  const textError = fieldError(errors.text?.message);
  return (
    <form method="post" onSubmit={submit} noValidate className="w-full space-y-2">
      <label htmlFor={`${id}-text`} className="block text-sm font-medium">
        {t("reply.label")}
      </label>
      <textarea
        id={`${id}-text`}
        rows={4}
        maxLength={TEXT_CONTENT_MAX + 100}
        aria-invalid={textError ? true : undefined}
        aria-describedby={textError ? `${id}-error` : `${id}-hint`}
        className={`block w-full rounded-xl border bg-white px-3 py-2 text-sm shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-200 ${textError ? "border-red-600" : "border-stone-300"}`}
        {...form.register("text")}
      />
      {textError ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {textError}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {t("reply.hint")}
        </p>
      )}
      {errors.root?.message && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
          {errors.root.message}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t("cancel")}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t("reply.saving") : t("reply.save")}
        </Button>
      </div>
    </form>
  );
}
