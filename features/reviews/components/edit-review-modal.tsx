"use client";

import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { Modal } from "@/components/ui/modal";
import { Spinner } from "@/components/ui/spinner";
import { errorToMessage } from "@/lib/api/error-message";
import { usePathname, useRouter } from "@/lib/i18n/navigation";
import { useEditReview, useReview } from "../api";
import { REVIEW_UPDATE_DELAY_MS } from "../schemas";
import { ReviewForm } from "./review-form";

/** The query parameter that opens the edit-review modal on a review (spec section 2). */
export const EDIT_REVIEW_PARAM = "participantId";

/**
 * The edit-review modal, open while the URL has ?participantId={reviewId}. After a successful
 * edit it says "Review updated successfully" and the page refreshes 2 seconds later (spec
 * section 9); closing it drops the parameter.
 */
export function EditReviewModal() {
  const t = useTranslations("Reviews");
  const tc = useTranslations("Common");
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const id = params.get(EDIT_REVIEW_PARAM);
  const review = useReview(id);
  const edit = useEditReview(id ?? "");
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const close = () => {
    setDone(false);
    router.replace(pathname, { scroll: false });
  };

  return (
    <Modal open={Boolean(id)} onClose={close} title={t("editTitle")}>
      {review.isLoading ? (
        <Spinner label={tc("loading")} />
      ) : !review.data ? (
        <p role="alert">{errorToMessage(review.error, tc("genericError"))}</p>
      ) : done ? (
        <p role="status" className="rounded-xl bg-green-50 p-3 text-sm font-medium text-green-800">
          {t("updated")}
        </p>
      ) : (
        // Also shown once the edit is used up: the server then refuses with its message.
        <>
          {review.data.canEdit && <p className="mb-3 text-sm text-muted">{t("editOnceHint")}</p>}
          <ReviewForm
            defaultValues={{
              rating: review.data.rating,
              comment: review.data.comment ?? "",
              isAnonymous: review.data.isAnonymous,
            }}
            submitLabel={t("save")}
            onCancel={close}
            onSubmit={async (values) => {
              await edit.mutateAsync(values);
              setDone(true);
              toast.success(t("updated"));
              timer.current = setTimeout(() => {
                close();
                router.refresh();
              }, REVIEW_UPDATE_DELAY_MS);
            }}
          />
        </>
      )}
    </Modal>
  );
}
