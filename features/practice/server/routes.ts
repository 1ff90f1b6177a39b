import "server-only";
import { z } from "zod";
import { requireAuth } from "@/lib/server/auth-guard";
import { ApiError } from "@/lib/server/errors";
import { createRouter, ok, validate } from "@/lib/server/http";
import { translate } from "@/lib/server/locale";
import {
  generalFeeSchema,
  licenseStatesSchema,
  locationInfoSchema,
  profileInfoSchema,
  therapyFeeSchema,
  updateInfoSchema,
} from "../schemas";
import * as practice from "./service";
import { optionalViewer } from "./viewer";

const provider = requireAuth("provider");

/** Mounted at /provider (spec section 7: Provider). */
export const practiceRoutes = createRouter()
  .get("/", provider, async (c) =>
    ok(c, await practice.getProfile(c.get("auth").userId, c.get("locale"))),
  )
  .get("/options", async (c) => {
    c.header("cache-control", "public, max-age=300");
    return ok(c, await practice.profileOptions(c.get("locale")));
  })
  .post("/update/info", provider, validate("json", updateInfoSchema), async (c) => {
    const input = c.req.valid("json");
    const { userId } = c.get("auth");
    const profile =
      input.section === "profile"
        ? await practice.updateProfileInfo(userId, profileInfoSchema.parse(input), c.get("locale"))
        : await practice.updateLocationInfo(
            userId,
            locationInfoSchema.parse(input),
            c.get("locale"),
          );
    return ok(c, { ...profile, message: translate(c.get("locale"), "Api", "profileSaved") });
  })
  .post("/update/photo", provider, async (c) => {
    const locale = c.get("locale");
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const file = body.photo ?? body.file;
    if (!(file instanceof File))
      throw new ApiError(400, translate(locale, "Api", "validationFailed"), {
        errors: { photo: translate(locale, "Validation", "photoInvalid") },
      });
    return ok(c, await practice.savePhoto(c.get("auth").userId, file, locale));
  })
  .get("/:id/photo", validate("param", z.object({ id: z.uuid("invalidId") })), async (c) => {
    const photo = await practice.readPhoto(c.req.valid("param").id, await optionalViewer(c));
    if (!photo) throw new ApiError(404, translate(c.get("locale"), "Api", "fileNotFound"));
    return c.body(photo.bytes as Uint8Array<ArrayBuffer>, 200, {
      "content-type": photo.contentType,
      "cache-control": photo.isPublic ? "public, max-age=300" : "private, no-store",
      "x-content-type-options": "nosniff",
    });
  })
  .post("/booking-fee/general", provider, validate("json", generalFeeSchema), async (c) =>
    ok(c, await practice.setGeneralFee(c.get("auth").userId, c.req.valid("json"), c.get("locale"))),
  )
  .post("/booking-fee/therapy", provider, validate("json", therapyFeeSchema), async (c) =>
    ok(c, await practice.setTherapyFee(c.get("auth").userId, c.req.valid("json"), c.get("locale"))),
  )
  .get("/license-states", provider, async (c) =>
    ok(c, await practice.licenseStates(c.get("auth").userId)),
  )
  .post("/license-states", provider, validate("json", licenseStatesSchema), async (c) =>
    ok(
      c,
      await practice.setLicenseStates(
        c.get("auth").userId,
        c.req.valid("json").stateIdentifiers,
        c.get("locale"),
      ),
    ),
  );
