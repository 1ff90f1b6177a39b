import { z } from "zod";

export const countryCodeSchema = z
  .string()
  .regex(/^[A-Za-z]{2}$/, "countryCode")
  .transform((v) => v.toUpperCase());

export const countryListQuerySchema = z.object({
  all: z.enum(["true", "false"]).optional(),
});

export const codeParamSchema = z.object({ code: countryCodeSchema });

export type Country = {
  identifier: string;
  code: string;
  name: string;
  currencyCode: string;
  timezone: string;
  isOperating: boolean;
};

export type State = { identifier: string; code: string; name: string };

export type UserTimezone = { timezone: string; countryCode: string | null };
