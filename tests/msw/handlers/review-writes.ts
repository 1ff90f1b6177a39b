import { http, HttpResponse } from "msw";
import { reviewReplySchema, reviewSchema } from "@/features/reviews/schemas";
import { ErrorCode } from "@/lib/api/error-codes";
import { authAnswer, demoClient } from "../fixtures/accounts";
import { afterSessionState, saveAfterSessionState } from "../fixtures/after-session";
import { completeEnded, saveBookingState } from "../fixtures/booking";
import { apiError, fieldMessage, invalidInput } from "./errors";
import { apiPath } from "./lang";

const signedIn = (request: Request) =>
  request.headers.get("authorization") === `Bearer ${authAnswer().token}`;

/** The body checked like the real API: 400 with the spec's messages by field. */
async function parsed(request: Request) {
  const body = await request.json().catch(() => ({}));
  const result = reviewSchema.safeParse(body);
  if (result.success) return { values: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues)
    errors[String(issue.path[0])] ??= fieldMessage(request, issue.message);
  return { error: apiError(request, ErrorCode.VALIDATION_FAILED, { errors }) };
}

/** The demo client's reviews: write once for a completed session, edit once, read back. */
export const reviewWriteHandlers = [
  http.get(apiPath("/review/booking/:id"), ({ request, params }) => {
    if (!signedIn(request)) return apiError(request, ErrorCode.UNAUTHORIZED);
    if (!completeEnded()[String(params.id)]) return apiError(request, ErrorCode.NOT_FOUND);
    const review = Object.values(afterSessionState().reviews).find(
      (r) => r.bookingIdentifier === params.id,
    );
    return HttpResponse.json({ data: review ?? null });
  }),
  http.get(apiPath("/review/participant/:id"), ({ request, params }) => {
    if (!signedIn(request)) return apiError(request, ErrorCode.UNAUTHORIZED);
    const review = afterSessionState().reviews[String(params.id)];
    return review ? HttpResponse.json({ data: review }) : apiError(request, ErrorCode.NOT_FOUND);
  }),
  http.post(apiPath("/review/:id"), async ({ request, params }) => {
    if (!signedIn(request)) return apiError(request, ErrorCode.UNAUTHORIZED);
    const { values, error } = await parsed(request);
    if (error) return error;
    const bookings = completeEnded();
    const booking = bookings[String(params.id)];
    if (!booking) return apiError(request, ErrorCode.NOT_FOUND);
    if (booking.status !== "completed") return apiError(request, ErrorCode.REVIEW_NOT_ALLOWED);
    const state = afterSessionState();
    if (Object.values(state.reviews).some((r) => r.bookingIdentifier === booking.identifier))
      return apiError(request, ErrorCode.ALREADY_REVIEWED);
    const identifier = `00000000-0000-4000-8000-f${String(Object.keys(state.reviews).length + 1).padStart(11, "0")}`;
    const review = {
      identifier,
      bookingIdentifier: booking.identifier,
      rating: values!.rating,
      comment: values!.comment ?? null,
      isAnonymous: values!.isAnonymous,
      reviewerName: values!.isAnonymous
        ? null
        : `${demoClient.firstName} ${demoClient.lastName.slice(0, 1)}.`,
      createdAt: new Date().toISOString(),
      editedAt: null,
      canEdit: true,
      isHidden: false,
      reply: null,
      replyAt: null,
      canReply: false,
    };
    saveAfterSessionState({ ...state, reviews: { ...state.reviews, [identifier]: review } });
    saveBookingState({ ...bookings, [booking.identifier]: { ...booking, feedbackProvided: true } });
    return HttpResponse.json({ data: review }, { status: 201 });
  }),
  http.put(apiPath("/review/:id"), async ({ request, params }) => {
    if (!signedIn(request)) return apiError(request, ErrorCode.UNAUTHORIZED);
    const { values, error } = await parsed(request);
    if (error) return error;
    const state = afterSessionState();
    const review = state.reviews[String(params.id)];
    if (!review) return apiError(request, ErrorCode.NOT_FOUND);
    if (review.editedAt) return apiError(request, ErrorCode.REVIEW_EDITED);
    const edited = {
      ...review,
      rating: values!.rating,
      comment: values!.comment ?? null,
      isAnonymous: values!.isAnonymous,
      reviewerName: values!.isAnonymous
        ? null
        : `${demoClient.firstName} ${demoClient.lastName.slice(0, 1)}.`,
      editedAt: new Date().toISOString(),
      canEdit: false,
    };
    saveAfterSessionState({ ...state, reviews: { ...state.reviews, [review.identifier]: edited } });
    return HttpResponse.json({ data: edited });
  }),
  // The session's therapist's reply (decision 0409): to anyone else, the demo client included,
  // the review is not there.
  http.put(apiPath("/review/:id/reply"), async ({ request, params }) => {
    if (!signedIn(request)) return apiError(request, ErrorCode.UNAUTHORIZED);
    const result = reviewReplySchema.safeParse(await request.json().catch(() => ({})));
    if (!result.success) return invalidInput(request, result.error.issues);
    return replied(request, String(params.id), result.data.text);
  }),
  http.delete(apiPath("/review/:id/reply"), ({ request, params }) => {
    if (!signedIn(request)) return apiError(request, ErrorCode.UNAUTHORIZED);
    return replied(request, String(params.id), null);
  }),
];

function replied(request: Request, id: string, text: string | null) {
  const state = afterSessionState();
  const review = state.reviews[id];
  if (!review?.canReply) return apiError(request, ErrorCode.NOT_FOUND);
  const replyAt = text === null ? null : new Date().toISOString();
  const updated = { ...review, reply: text, replyAt };
  saveAfterSessionState({ ...state, reviews: { ...state.reviews, [id]: updated } });
  return HttpResponse.json({ data: { identifier: id, reply: text, replyAt } });
}
