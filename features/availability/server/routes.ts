import "server-only";
import { z } from "zod";
import { answers, data, said } from "@/lib/server/openapi";
import { optionalViewer, requireAuth } from "@/lib/server/auth-guard";
import { createRouter, ok, okKept, validate } from "@/lib/server/http";
import { idParamSchema } from "@/lib/validation/common";
import { cachedPublic } from "@/lib/server/public-cache";
import { translate } from "@/lib/server/locale";
import {
  availabilitySettingAnswerSchema,
  availabilitySettingsAnswerSchema,
  customDayAnswerSchema,
  providerCalendarSchema,
  recurringDayAnswerSchema,
  timeslotDaySchema,
  timeslotSchema,
  availabilitySetupSchema,
  calendarQuerySchema,
  categoryQuerySchema,
  customDaySchema,
  customDaysQuerySchema,
  providerParamSchema,
  recurringDaysSchema,
  settingsSchema,
  slotParamSchema,
  timeslotQuerySchema,
} from "../schemas";
import * as calendar from "./calendar";
import * as edits from "./edits";
import * as slots from "./slot-reads";
import { assertSlotsReadable, hasPublicTimes } from "./slot-visibility";

const provider = requireAuth("provider");

/** Mounted at /provider-availability (spec section 7, plus the calendar path it hides). */
export const providerAvailabilityRoutes = createRouter()
  .get("/settings", provider, answers({ 200: data(availabilitySettingsAnswerSchema) }), async (c) =>
    ok(c, await edits.getSettings(c.get("viewer").userId, c.get("locale"))),
  )
  .put(
    "/settings",
    provider,
    answers({ 200: data(availabilitySettingsAnswerSchema) }),
    validate("json", settingsSchema),
    async (c) =>
      ok(
        c,
        await edits.updateSettings(c.get("viewer").userId, c.req.valid("json"), c.get("locale")),
      ),
  )
  .get(
    "/days/default",
    provider,
    answers({ 200: data(z.array(recurringDayAnswerSchema)) }, ["CATEGORY_NOT_OFFERED"]),
    validate("query", categoryQuerySchema),
    async (c) =>
      ok(c, await edits.getRecurringDays(c.get("viewer").userId, c.req.valid("query").category)),
  )
  .post(
    "/days/recurring",
    provider,
    answers({ 200: data(z.array(recurringDayAnswerSchema)) }, ["CATEGORY_NOT_OFFERED"]),
    validate("json", recurringDaysSchema),
    async (c) => ok(c, await edits.saveRecurringDays(c.get("viewer").userId, c.req.valid("json"))),
  )
  .get(
    "/days/custom",
    provider,
    answers({ 200: data(z.array(customDayAnswerSchema)) }),
    validate("query", customDaysQuerySchema),
    async (c) => ok(c, await edits.listCustomDays(c.get("viewer").userId, c.req.valid("query"))),
  )
  .post(
    "/days/custom",
    provider,
    answers({ 201: data(customDayAnswerSchema) }, ["CATEGORY_NOT_OFFERED"]),
    validate("json", customDaySchema),
    async (c) => ok(c, await edits.saveCustomDay(c.get("viewer").userId, c.req.valid("json")), 201),
  )
  .delete(
    "/days/custom/:id",
    provider,
    answers({ 200: said() }, ["CUSTOM_DAY_NOT_FOUND"]),
    validate("param", idParamSchema),
    async (c) => {
      await edits.deleteCustomDay(c.get("viewer").userId, c.req.valid("param").id);
      return ok(c, { message: translate(c.get("locale"), "Api", "customDayDeleted") });
    },
  )
  .get(
    "/calendar",
    provider,
    answers({ 200: data(providerCalendarSchema) }),
    validate("query", calendarQuerySchema),
    async (c) =>
      ok(c, await calendar.providerCalendar(c.get("viewer").userId, c.req.valid("query"))),
  )
  .get(
    "/timeslot/:providerId",
    answers({ 200: data(z.array(timeslotDaySchema)) }, [
      "PROVIDER_NOT_FOUND",
      "CATEGORY_NOT_OFFERED",
    ]),
    validate("param", providerParamSchema),
    validate("query", timeslotQuerySchema),
    async (c) => {
      const { providerId } = c.req.valid("param");
      const query = c.req.valid("query");
      const kept = await cachedPublic(`slots ${providerId} ${JSON.stringify(query)}`, async () => {
        const isPublic = await hasPublicTimes(providerId);
        return { isPublic, days: isPublic ? await slots.timeslotDays(providerId, query) : null };
      });
      if (kept.days) return okKept(c, kept.days);
      await assertSlotsReadable(providerId, (await optionalViewer(c))?.userId, false);
      return ok(c, await slots.timeslotDays(providerId, query));
    },
  );

/** Mounted at /providers-availability: one time slot of a provider, for booking and rescheduling. */
export const providersAvailabilityRoutes = createRouter().get(
  "/:providerId/timeslot/:slotId",
  answers({ 200: data(timeslotSchema.extend({ date: z.string() })) }, [
    "PROVIDER_NOT_FOUND",
    "CATEGORY_NOT_OFFERED",
    "SLOT_NOT_FOUND",
  ]),
  validate("param", slotParamSchema),
  validate("query", timeslotQuerySchema),
  async (c) => {
    const { providerId, slotId } = c.req.valid("param");
    const isPublic = await hasPublicTimes(providerId);
    await assertSlotsReadable(providerId, (await optionalViewer(c))?.userId, isPublic);
    return ok(c, await slots.timeslot(providerId, slotId, c.req.valid("query")));
  },
);

/** Mounted at /provider next to the practice routes: GET and POST /provider/availability-setting. */
export const availabilitySettingRoutes = createRouter()
  .get(
    "/availability-setting",
    provider,
    answers({ 200: data(availabilitySettingAnswerSchema) }, ["CATEGORY_NOT_OFFERED"]),
    validate("query", categoryQuerySchema),
    async (c) =>
      ok(
        c,
        await edits.getAvailabilitySetting(c.get("viewer").userId, c.req.valid("query").category),
      ),
  )
  .post(
    "/availability-setting",
    provider,
    answers({ 200: data(availabilitySettingAnswerSchema) }, ["CATEGORY_NOT_OFFERED"]),
    validate("json", availabilitySetupSchema),
    async (c) =>
      ok(c, await edits.saveAvailabilitySetting(c.get("viewer").userId, c.req.valid("json"))),
  );
