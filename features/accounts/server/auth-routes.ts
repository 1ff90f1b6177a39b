import "server-only";
import { createRouter, ok } from "@/lib/server/http";
import { clearRefreshCookie, readRefreshToken, setRefreshCookie } from "./refresh-cookie";
import { routeAnswers } from "./route-answers";
import * as signIn from "./sign-in";

/** POST /auth/refresh and /auth/invalidate: the refresh cookie's two routes. */
export const authRoutes = createRouter()
  .post("/refresh", routeAnswers.postRefresh, async (c) => {
    const answer = await signIn.refresh(readRefreshToken(c)).catch((error) => {
      clearRefreshCookie(c);
      throw error;
    });
    setRefreshCookie(c, answer.refreshToken, answer.refreshTokenExp);
    return ok(c, answer);
  })
  .post("/invalidate", routeAnswers.postInvalidate, async (c) => {
    await signIn.invalidate(readRefreshToken(c));
    clearRefreshCookie(c);
    return ok(c, { success: true });
  });
