"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { useFieldError } from "@/components/ui/text-field";
import {
  RATING_MAX,
  RATING_STEP,
  REVIEW_COMMENT_MAX,
  reviewSchema,
  type ReviewInput,
  type ReviewValues,
} from "../schemas";
import { Stars } from "./stars";
import { useFormError } from "@/lib/forms/use-form-error";

/**
 * Rating in half steps (a slider: arrow keys move by 0.5), an optional comment and the anonymity
 * choice; the rules are the API's (reviewSchema).
 */
export function ReviewForm({
  defaultValues,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  defaultValues?: Partial<ReviewInput>;
  submitLabel: string;
  onSubmit: (values: ReviewValues) => Promise<unknown>;
  onCancel: () => void;
}) {
  const t = useTranslations("Reviews");
  const fieldError = useFieldError();
  const id = useId();
  const form = useForm<ReviewInput, unknown, ReviewValues>({
    resolver: zodResolver(reviewSchema),
    defaultValues: { rating: 5, comment: "", isAnonymous: false, ...defaultValues },
  });
  const { errors, isSubmitting } = form.formState;
  const rating = Number(useWatch({ control: form.control, name: "rating" }));

  const showError = useFormError(form.setError, ["rating", "comment"] as const, (message) =>
    form.setError("root", { message }),
  );
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showError(error);
    }
  });

  const ratingError = fieldError(errors.rating?.message);
  const commentError = fieldError(errors.comment?.message);
  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-4">
      <div>
        <label htmlFor={`${id}-rating`} className="block text-sm font-medium">
          {t("rating")}
        </label>
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <input
            id={`${id}-rating`}
            type="range"
            min={RATING_STEP}
            max={RATING_MAX}
            step={RATING_STEP}
            aria-valuetext={t("ratingValue", { rating })}
            className="w-40 accent-brand-500"
            {...form.register("rating", { valueAsNumber: true })}
          />
          <Stars rating={rating} />
          <output htmlFor={`${id}-rating`} className="text-sm font-semibold">
            {t("ratingValue", { rating })}
          </output>
        </div>
        {ratingError && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {ratingError}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-comment`} className="block text-sm font-medium">
          {t("comment")}
        </label>
        <textarea
          id={`${id}-comment`}
          rows={4}
          maxLength={REVIEW_COMMENT_MAX + 100}
          aria-invalid={commentError ? true : undefined}
          aria-describedby={`${id}-comment-hint`}
          className={`mt-1 block w-full rounded-xl border bg-white px-3 py-2 shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-200 ${commentError ? "border-red-600" : "border-stone-300"}`}
          {...form.register("comment")}
        />
        {commentError ? (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {commentError}
          </p>
        ) : (
          <p id={`${id}-comment-hint`} className="mt-1 text-sm text-muted">
            {t("commentHint")}
          </p>
        )}
      </div>
      <div className="flex items-start gap-2">
        <input
          id={`${id}-anonymous`}
          type="checkbox"
          className="mt-1 size-4 accent-brand-600"
          {...form.register("isAnonymous")}
        />
        <label htmlFor={`${id}-anonymous`} className="text-sm">
          <span className="font-medium">{t("anonymous")}</span>
          <span className="block text-muted">{t("anonymousHint")}</span>
        </label>
      </div>
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
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
