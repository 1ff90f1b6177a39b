import { z } from "zod";

export const topStatesQuerySchema = z.object({
  countryCode: z
    .string()
    .regex(/^[A-Za-z]{2}$/, "countryCode")
    .transform((v) => v.toUpperCase()),
  top: z.coerce.number("top").int("top").min(1, "top").max(20, "top").default(3),
});

export type StateStat = { identifier: string; code: string; name: string; therapistCount: number };
