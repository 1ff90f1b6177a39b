import "server-only";
import { requireAuth } from "@/lib/server/auth-guard";
import { createRouter, ok, validate } from "@/lib/server/http";
import { translate } from "@/lib/server/locale";
import {
  availabilitySetupSchema,
  calendarQuerySchema,
  categoryQuerySchema,
  customDaySchema,
  customDaysQuerySchema,
  idParamSchema,
  providerParamSchema,
  recurringDaysSchema,
  settingsSchema,
  slotParamSchema,
  timeslotQuerySchema,
} from "../schemas";
import * as availability from "./service";

const provider = requireAuth("provider");

/** Mounted at /provider-availability (spec section 7, plus the calendar path it hides). */
export const providerAvailabilityRoutes = createRouter()
  .get("/settings", provider, async (c) =>
    ok(c, await availability.getSettings(c.get("auth").userId, c.get("locale"))),
  )
  .put("/settings", provider, validate("json", settingsSchema), async (c) =>
    ok(
      c,
      await availability.updateSettings(c.get("auth").userId, c.req.valid("json"), c.get("locale")),
    ),
  )
  .get("/days/default", provider, validate("query", categoryQuerySchema), async (c) =>
    ok(
      c,
      await availability.getRecurringDays(
        c.get("auth").userId,
        c.req.valid("query").category,
        c.get("locale"),
      ),
    ),
  )
  .post("/days/recurring", provider, validate("json", recurringDaysSchema), async (c) =>
    ok(
      c,
      await availability.saveRecurringDays(
        c.get("auth").userId,
        c.req.valid("json"),
        c.get("locale"),
      ),
    ),
  )
  .get("/days/custom", provider, validate("query", customDaysQuerySchema), async (c) =>
    ok(
      c,
      await availability.listCustomDays(
        c.get("auth").userId,
        c.req.valid("query"),
        c.get("locale"),
      ),
    ),
  )
  .post("/days/custom", provider, validate("json", customDaySchema), async (c) =>
    ok(
      c,
      await availability.saveCustomDay(c.get("auth").userId, c.req.valid("json"), c.get("locale")),
      201,
    ),
  )
  .delete("/days/custom/:id", provider, validate("param", idParamSchema), async (c) => {
    await availability.deleteCustomDay(
      c.get("auth").userId,
      c.req.valid("param").id,
      c.get("locale"),
    );
    return ok(c, { message: translate(c.get("locale"), "Api", "customDayDeleted") });
  })
  .get("/calendar", provider, validate("query", calendarQuerySchema), async (c) =>
    ok(
      c,
      await availability.providerCalendar(
        c.get("auth").userId,
        c.req.valid("query"),
        c.get("locale"),
      ),
    ),
  )
  .get(
    "/timeslot/:providerId",
    validate("param", providerParamSchema),
    validate("query", timeslotQuerySchema),
    async (c) =>
      ok(
        c,
        await availability.timeslotDays(
          c.req.valid("param").providerId,
          c.req.valid("query"),
          c.get("locale"),
        ),
      ),
  );

/** Mounted at /providers-availability: one time slot of a provider, for booking and rescheduling. */
export const providersAvailabilityRoutes = createRouter().get(
  "/:providerId/timeslot/:slotId",
  validate("param", slotParamSchema),
  validate("query", timeslotQuerySchema),
  async (c) => {
    const { providerId, slotId } = c.req.valid("param");
    return ok(
      c,
      await availability.timeslot(providerId, slotId, c.req.valid("query"), c.get("locale")),
    );
  },
);

/** Mounted at /provider next to the practice routes: GET and POST /provider/availability-setting. */
export const availabilitySettingRoutes = createRouter()
  .get("/availability-setting", provider, validate("query", categoryQuerySchema), async (c) =>
    ok(
      c,
      await availability.getAvailabilitySetting(
        c.get("auth").userId,
        c.req.valid("query").category,
        c.get("locale"),
      ),
    ),
  )
  .post("/availability-setting", provider, validate("json", availabilitySetupSchema), async (c) =>
    ok(
      c,
      await availability.saveAvailabilitySetting(
        c.get("auth").userId,
        c.req.valid("json"),
        c.get("locale"),
      ),
    ),
  );
