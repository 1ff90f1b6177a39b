import { z } from "zod";

export const countryCodeSchema = z
  .string()
  .regex(/^[A-Za-z]{2}$/, "countryCode")
  .transform((v) => v.toUpperCase());

export const countryListQuerySchema = z.object({
  all: z.enum(["true", "false"]).optional(),
});

export const codeParamSchema = z.object({ code: countryCodeSchema });

// The answers (decision 0042): the wire types are read off these schemas.
export const countrySchema = z
  .strictObject({
    identifier: z.string(),
    code: z.string(),
    name: z.string(),
    currencyCode: z.string(),
    timezone: z.string(),
    isOperating: z.boolean(),
  })
  .meta({ id: "Country" });
export type Country = z.infer<typeof countrySchema>;

export const stateSchema = z
  .strictObject({ identifier: z.string(), code: z.string(), name: z.string() })
  .meta({ id: "State" });
export type State = z.infer<typeof stateSchema>;

export const userTimezoneSchema = z.strictObject({
  timezone: z.string(),
  countryCode: z.string().nullable(),
});
export type UserTimezone = z.infer<typeof userTimezoneSchema>;
