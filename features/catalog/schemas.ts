import { z } from "zod";

export const topConcernsQuerySchema = z.object({
  limit: z.coerce.number("limit").int("limit").min(1, "limit").max(50, "limit").default(10),
  withTherapists: z.enum(["true", "false"], "withTherapists").default("false"),
});

export type TherapyCategory = {
  identifier: string;
  slug: string;
  name: string;
  /** The booking client may invite participants (couples, family; issue 13). */
  allowInvite: boolean;
};
export type Concern = { identifier: string; slug: string; name: string; therapistCount: number };
