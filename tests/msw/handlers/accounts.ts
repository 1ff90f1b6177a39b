import { http, HttpResponse } from "msw";
import { ErrorCode } from "@/lib/api/error-codes";
import { authAnswer, demoClient, userInfo } from "../fixtures/accounts";
import { apiError } from "./errors";
import { apiPath } from "./lang";

export const accountHandlers = [
  http.post(apiPath("/user/login"), async ({ request }) => {
    const body = (await request.json()) as { email?: string; password?: string };
    if (body.email?.toLowerCase() !== demoClient.email || body.password !== demoClient.password) {
      return apiError(request, ErrorCode.INVALID_CREDENTIALS);
    }
    return HttpResponse.json({ data: authAnswer() });
  }),
  http.post(apiPath("/auth/refresh"), () => {
    const { token, refreshToken, expiresIn, refreshTokenExp } = authAnswer();
    return HttpResponse.json({ data: { token, refreshToken, expiresIn, refreshTokenExp } });
  }),
  http.post(apiPath("/auth/invalidate"), () => HttpResponse.json({ data: { success: true } })),
  http.get(apiPath("/user/info"), ({ request }) =>
    request.headers.get("authorization") === `Bearer ${authAnswer().token}`
      ? HttpResponse.json({ data: userInfo() })
      : apiError(request, ErrorCode.UNAUTHORIZED),
  ),
];
