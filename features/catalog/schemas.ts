import { z } from "zod";

export const topConcernsQuerySchema = z.object({
  limit: z.coerce.number("limit").int("limit").min(1, "limit").max(50, "limit").default(10),
  withTherapists: z.enum(["true", "false"], "withTherapists").default("false"),
});

// The answers (decision 0042): the wire types are read off these schemas.
export const therapyCategorySchema = z
  .strictObject({
    identifier: z.string(),
    slug: z.string(),
    name: z.string(),
    /** The booking client may invite participants (couples, family; issue 13). */
    allowInvite: z.boolean(),
  })
  .meta({ id: "TherapyCategory" });
export type TherapyCategory = z.infer<typeof therapyCategorySchema>;
export const concernSchema = z
  .strictObject({
    identifier: z.string(),
    slug: z.string(),
    name: z.string(),
    therapistCount: z.number().int(),
  })
  .meta({ id: "Concern" });
export type Concern = z.infer<typeof concernSchema>;
