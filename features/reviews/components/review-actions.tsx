"use client";

import { useUserInfo } from "@/features/accounts/api";
import { useRouter } from "@/lib/i18n/navigation";
import { ReportReview } from "./report-review";
import { ReviewReply } from "./review-reply";

/**
 * What a signed-in person finds under a review on a therapist's profile: "Report" (decision
 * 0808), and for the therapist themselves their reply's controls (decision 0409). The page is
 * server-rendered, so a changed reply reads it again.
 */
export function ReviewActions({
  providerId,
  review,
}: {
  providerId: string;
  review: { identifier: string; reply: string | null };
}) {
  const user = useUserInfo();
  const router = useRouter();
  const own = user.data?.userType === "provider" && user.data.identifier === providerId;
  return (
    <>
      <ReportReview reviewId={review.identifier} />
      {own && (
        <div className="basis-full">
          <ReviewReply
            reviewId={review.identifier}
            reply={review.reply}
            onChanged={() => router.refresh()}
          />
        </div>
      )}
    </>
  );
}
