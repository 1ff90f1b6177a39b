"use client";

import { useTranslations } from "next-intl";
import toast from "react-hot-toast";
import { Button, buttonClass } from "@/components/ui/button";
import { Modal, useModal } from "@/components/ui/modal";
import { useQuery } from "@tanstack/react-query";
import { useBooking } from "@/features/booking/api";
import { roomStatusQuery } from "@/features/session-room/api";
import { Link, usePathname } from "@/lib/i18n/navigation";
import { useBookingReview, useWriteReview } from "../api";
import { EDIT_REVIEW_PARAM, EditReviewModal } from "./edit-review-modal";
import { ReviewCard } from "./review-card";
import { ReviewForm } from "./review-form";
import { ReviewReply } from "./review-reply";

/**
 * The review part of a session's page. The client of a completed session that took place gets
 * "Leave a review" until they give one (a session of the built-in room only once someone met the
 * therapist there, decision 0319), then sees it with "Edit review" while the one edit is left;
 * the therapist sees the client's review and replies to it (decision 0409).
 */
export function SessionReview({
  bookingId,
  role,
}: {
  bookingId: string;
  role: "client" | "provider";
}) {
  const t = useTranslations("Reviews");
  const booking = useBooking(role, bookingId);
  const completed = booking.data?.status === "completed";
  const review = useBookingReview(bookingId, completed);
  const room = useQuery({ ...roomStatusQuery(role, bookingId), enabled: completed, retry: false });
  // Not held in the room it was to be held in: nothing to review (the server refuses it too).
  const notHeld = room.data?.inRoom === true && !room.data.heldMinutes;
  const write = useWriteReview(bookingId);
  const modal = useModal(`write-review-${bookingId}`);
  const pathname = usePathname();
  if (!completed || review.isLoading || review.isError) return null;

  if (review.data)
    return (
      <section
        aria-label={t(role === "client" ? "yourReview" : "clientReview")}
        className="space-y-2"
      >
        <ReviewCard
          review={review.data}
          heading={t(role === "client" ? "yourReview" : "clientReview")}
        />
        {role === "client" && review.data.canEdit && (
          <Link
            href={`${pathname}?${EDIT_REVIEW_PARAM}=${review.data.identifier}`}
            scroll={false}
            className={buttonClass("secondary")}
          >
            {t("editReview")}
          </Link>
        )}
        {role === "client" && <EditReviewModal />}
        {role === "provider" && review.data.canReply && (
          <ReviewReply reviewId={review.data.identifier} reply={review.data.reply} />
        )}
      </section>
    );

  if (role === "provider") return <p className="text-sm text-muted">{t("noReviewYet")}</p>;
  if (room.isPending || notHeld) return null;
  return (
    <section className="rounded-xl bg-brand-50 p-4">
      <p className="text-sm">{t("leaveReviewHint", { name: booking.data!.provider.firstName })}</p>
      <Button className="mt-3" onClick={modal.show}>
        {t("leaveReview")}
      </Button>
      <Modal open={modal.open} onClose={modal.hide} title={t("writeTitle")}>
        <ReviewForm
          submitLabel={t("submit")}
          onCancel={modal.hide}
          onSubmit={async (values) => {
            await write.mutateAsync(values);
            modal.hide();
            toast.success(t("submitted"));
          }}
        />
      </Modal>
    </section>
  );
}
