import "server-only";
import { afterResponse } from "@/lib/server/after-response";
import { ok } from "@/lib/server/http";
import { needsSecondFactor } from "../schemas";
import { deviceKeyOf, setDeviceCookie } from "./device-cookie";
import { sendNewSignIn } from "./emails";
import { setRefreshCookie } from "./refresh-cookie";
import * as signIn from "./sign-in";

/** A sign-in's answer as the login gives it: the code step's challenge, or tokens and cookies. */
export async function signedInAnswer(c: Parameters<typeof ok>[0], userId: string) {
  const deviceKey = deviceKeyOf(c);
  const { answer, unfamiliar } = await signIn.signInProven(
    userId,
    c.req.header("user-agent"),
    deviceKey,
  );
  if (needsSecondFactor(answer)) return ok(c, answer);
  setRefreshCookie(c, answer.refreshToken, answer.refreshTokenExp);
  setDeviceCookie(c, deviceKey);
  if (unfamiliar) afterResponse(c, "new sign-in notice", () => sendNewSignIn(unfamiliar));
  return ok(c, answer);
}
