import "server-only";
import type { Context } from "hono";
import { optionalViewer, requireAuth, type AuthEnv } from "@/lib/server/auth-guard";
import { DomainError, fieldError } from "@/lib/server/errors";
import { createRouter, ok, validate } from "@/lib/server/http";
import { translate } from "@/lib/server/locale";
import { idParamSchema } from "@/lib/validation/common";
import { answers, data, file, said } from "@/lib/server/openapi";
import { z } from "zod";
import {
  feeAnswerSchema,
  licenseStateSchema,
  profileOptionsSchema,
  providerProfileSchema,
  therapyFeeAnswerSchema,
  generalFeeSchema,
  licenseStatesSchema,
  locationInfoSchema,
  profileInfoSchema,
  sessionLinkAnswerSchema,
  sessionLinkSchema,
  therapyFeeSchema,
  updateInfoSchema,
} from "../schemas";
import * as fees from "./fees";
import * as licenses from "./license-states";
import { profileOptions } from "./options";
import * as photo from "./photo";
import * as profile from "./profile";
import { getSessionLink, setSessionLink } from "./session-link";

const provider = requireAuth("provider");

/** A saved change answers with its data and the spec's confirmation in the caller's language. */
const saved = <T extends object>(c: Context<AuthEnv>, data: T, key: string) =>
  ok(c, { ...data, message: translate(c.get("locale"), "Api", key) });

/** Mounted at /provider (spec section 7: Provider). */
export const practiceRoutes = createRouter()
  .get(
    "/",
    provider,
    answers({ 200: data(providerProfileSchema) }, ["PROVIDER_NOT_FOUND"]),
    async (c) => ok(c, await profile.getProfile(c.get("viewer").userId, c.get("locale"))),
  )
  // Decision 0308: the room a therapist's video and audio sessions happen in.
  // Decision 0319: and whether they happen there instead of the built-in session room.
  .get("/session-link", provider, answers({ 200: data(sessionLinkAnswerSchema) }), async (c) =>
    ok(c, await getSessionLink(c.get("viewer").userId)),
  )
  .put(
    "/session-link",
    provider,
    answers({ 200: said(sessionLinkAnswerSchema.shape) }),
    validate("json", sessionLinkSchema),
    async (c) =>
      saved(
        c,
        await setSessionLink(c.get("viewer").userId, c.req.valid("json")),
        "sessionLinkSaved",
      ),
  )
  .get("/options", answers({ 200: data(profileOptionsSchema) }), async (c) => {
    c.header("cache-control", "public, max-age=300");
    return ok(c, await profileOptions(c.get("locale")));
  })
  .post(
    "/update/info",
    provider,
    answers({ 200: data(providerProfileSchema.extend({ message: z.string() })) }, [
      "PROVIDER_NOT_FOUND",
    ]),
    validate("json", updateInfoSchema),
    async (c) => {
      const input = c.req.valid("json");
      const { userId } = c.get("viewer");
      const updated =
        input.section === "profile"
          ? await profile.updateProfileInfo(userId, profileInfoSchema.parse(input), c.get("locale"))
          : await profile.updateLocationInfo(
              userId,
              locationInfoSchema.parse(input),
              c.get("locale"),
            );
      return saved(c, updated, "profileSaved");
    },
  )
  .post(
    "/update/photo",
    provider,
    answers({ 200: said({ photo: z.string() }) }, ["VALIDATION_FAILED", "PROVIDER_NOT_FOUND"], {
      multipart: z.object({ photo: z.file() }),
    }),
    async (c) => {
      const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const file = body.photo ?? body.file;
      if (!(file instanceof File)) throw fieldError("photo", "photoInvalid");
      return saved(c, await photo.savePhoto(c.get("viewer").userId, file), "photoSaved");
    },
  )
  .get(
    "/:id/photo",
    answers({ 200: file("image/", "The photo.") }, ["FILE_NOT_FOUND"]),
    validate("param", idParamSchema),
    async (c) => {
      const viewer = await optionalViewer(c);
      const file = await photo.readPhoto(c.req.valid("param").id, viewer?.userId);
      if (!file) throw new DomainError("FILE_NOT_FOUND");
      return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
        "content-type": file.contentType,
        "cache-control": file.isPublic ? "public, max-age=300" : "private, no-store",
        "x-content-type-options": "nosniff",
      });
    },
  )
  .post(
    "/booking-fee/general",
    provider,
    answers({ 200: said({ general: feeAnswerSchema, currencyCode: z.string() }) }, [
      "PROVIDER_NOT_FOUND",
      "COUNTRY_FIRST",
    ]),
    validate("json", generalFeeSchema),
    async (c) =>
      saved(c, await fees.setGeneralFee(c.get("viewer").userId, c.req.valid("json")), "feeSaved"),
  )
  .post(
    "/booking-fee/therapy",
    provider,
    answers({ 200: said({ therapy: therapyFeeAnswerSchema, currencyCode: z.string() }) }, [
      "PROVIDER_NOT_FOUND",
      "COUNTRY_FIRST",
    ]),
    validate("json", therapyFeeSchema),
    async (c) =>
      saved(
        c,
        await fees.setTherapyFee(c.get("viewer").userId, c.req.valid("json"), c.get("locale")),
        "feeSaved",
      ),
  )
  .get(
    "/license-states",
    provider,
    answers({ 200: data(z.array(licenseStateSchema)) }),
    async (c) => ok(c, await licenses.licenseStates(c.get("viewer").userId)),
  )
  .post(
    "/license-states",
    provider,
    answers({ 200: data(z.array(licenseStateSchema)) }),
    validate("json", licenseStatesSchema),
    async (c) =>
      ok(
        c,
        await licenses.setLicenseStates(
          c.get("viewer").userId,
          c.req.valid("json").stateIdentifiers,
        ),
      ),
  );
