import "server-only";
import { z } from "zod";
import { answers, data, file } from "@/lib/server/openapi";
import type { Context } from "hono";
import { optionalViewer, requireAuth, type AuthEnv } from "@/lib/server/auth-guard";
import { DomainError, fieldError } from "@/lib/server/errors";
import { createRouter, ok, validate } from "@/lib/server/http";
import { translate } from "@/lib/server/locale";
import { idParamSchema } from "@/lib/validation/common";
import { AVATARS } from "../avatars";
import {
  avatarSchema,
  clientProfileAnswerSchema,
  emergencyContactAnswerSchema,
  photoAnswerSchema,
  avatarParamSchema,
  clientProfileSchema,
  emergencyContactSchema,
  preferenceOptionsSchema,
  preferencesAnswerSchema,
  preferencesSchema,
} from "../schemas";
import * as picture from "./picture";
import * as preferences from "./preferences";
import * as profile from "./profile";

const client = requireAuth("client");

/** A saved change answers with its data and the spec's confirmation in the caller's language. */
const saved = <T extends object>(c: Context<AuthEnv>, data: T, key: string) =>
  ok(c, { ...data, message: translate(c.get("locale"), "Api", key) });

/** Mounted at /client (spec section 7: Client). */
export const clientRoutes = createRouter()
  .get("/", client, answers({ 200: data(clientProfileAnswerSchema) }), async (c) =>
    ok(c, await profile.getClientProfile(c.get("viewer").userId)),
  )
  .put(
    "/",
    client,
    answers({ 200: data(clientProfileAnswerSchema.extend({ message: z.string() })) }),
    validate("json", clientProfileSchema),
    async (c) =>
      saved(
        c,
        await profile.updateClientProfile(c.get("viewer").userId, c.req.valid("json")),
        "profileSaved",
      ),
  )
  .post(
    "/emergency-contact",
    client,
    answers({ 200: data(emergencyContactAnswerSchema.extend({ message: z.string() })) }),
    validate("json", emergencyContactSchema),
    async (c) =>
      saved(
        c,
        await profile.setEmergencyContact(c.get("viewer").userId, c.req.valid("json")),
        "profileSaved",
      ),
  )
  // multipart: `photo` (or `file`), an image.
  .post(
    "/profile-picture",
    client,
    answers({ 200: data(photoAnswerSchema) }, ["VALIDATION_FAILED"], {
      multipart: z.object({ photo: z.file() }),
    }),
    async (c) => {
      const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const file = body.photo ?? body.file;
      if (!(file instanceof File)) throw fieldError("photo", "photoInvalid");
      return saved(c, await picture.savePicture(c.get("viewer").userId, file), "photoSaved");
    },
  )
  .delete("/profile-picture", client, answers({ 200: data(photoAnswerSchema) }), async (c) =>
    saved(c, await picture.deletePicture(c.get("viewer").userId), "photoDeleted"),
  )
  .get(
    "/profile-picture/:id",
    answers({ 200: file("image/", "The picture.") }, ["FILE_NOT_FOUND"]),
    validate("param", idParamSchema),
    async (c) => {
      const file = await picture.readPicture(c.req.valid("param").id, await optionalViewer(c));
      if (!file) throw new DomainError("FILE_NOT_FOUND");
      return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
        "content-type": file.contentType,
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
      });
    },
  )
  .get("/avatars", answers({ 200: data(z.array(avatarSchema)) }), (c) => {
    c.header("cache-control", "public, max-age=3600");
    return ok(c, AVATARS);
  })
  .post(
    "/avatar/:id",
    client,
    answers({ 200: data(photoAnswerSchema.extend({ avatar: avatarSchema })) }, ["NOT_FOUND"]),
    validate("param", avatarParamSchema),
    async (c) =>
      saved(
        c,
        await profile.chooseAvatar(c.get("viewer").userId, c.req.valid("param").id),
        "photoSaved",
      ),
  )
  .get("/preferences", client, answers({ 200: data(preferencesAnswerSchema) }), async (c) =>
    ok(c, await preferences.getPreferences(c.get("viewer").userId)),
  )
  .put(
    "/preferences",
    client,
    answers({ 200: data(preferencesAnswerSchema.extend({ message: z.string() })) }),
    validate("json", preferencesSchema),
    async (c) =>
      saved(
        c,
        await preferences.savePreferences(c.get("viewer").userId, c.req.valid("json")),
        "profileSaved",
      ),
  )
  .get("/preference-options", answers({ 200: data(preferenceOptionsSchema) }), async (c) => {
    c.header("cache-control", "public, max-age=300");
    return ok(c, await preferences.preferenceOptionLists(c.get("locale")));
  });
