import { http, HttpResponse } from "msw";
import { authAnswer, demoClient, userInfo } from "../fixtures/accounts";
import { apiPath, langOf } from "./lang";

const invalid = (lang: "en" | "de") =>
  HttpResponse.json(
    {
      message:
        lang === "de"
          ? "E-Mail-Adresse oder Passwort ist falsch."
          : "The email or password is incorrect.",
    },
    { status: 401 },
  );

export const accountHandlers = [
  http.post(apiPath("/user/login"), async ({ request }) => {
    const body = (await request.json()) as { email?: string; password?: string };
    if (body.email?.toLowerCase() !== demoClient.email || body.password !== demoClient.password) {
      return invalid(langOf(request));
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
      : HttpResponse.json({ message: "Please sign in to continue." }, { status: 401 }),
  ),
];
