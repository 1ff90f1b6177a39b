import { http } from "msw";
import { ErrorCode } from "@/lib/api/error-codes";
import { authAnswer } from "../fixtures/accounts";
import { apiError } from "./errors";
import { apiPath } from "./lang";

const signedIn = (request: Request) =>
  request.headers.get("authorization") === `Bearer ${authAnswer().token}`;

/**
 * A therapist's clients. The mocked API's one account is a client, and the real API refuses
 * these paths to a client (403) and to no one signed in (401): so do these.
 */
const therapistOnly = ({ request }: { request: Request }) =>
  apiError(request, signedIn(request) ? ErrorCode.FORBIDDEN : ErrorCode.UNAUTHORIZED);

export const clientHandlers = [
  http.get(apiPath("/clients"), therapistOnly),
  http.get(apiPath("/client/profile/:id"), therapistOnly),
  http.get(apiPath("/appointment/client/:id"), therapistOnly),
];
