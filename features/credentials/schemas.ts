import { z } from "zod";

/** One schema per input, shared by the route and the form; messages are Validation keys. */
export const createCredentialsSchema = z.object({});
