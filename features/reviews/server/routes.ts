import "server-only";
import { createRouter, ok, paged, validate } from "@/lib/server/http";
import { idParamSchema } from "@/lib/validation/common";
import { reviewPageQuerySchema } from "../schemas";
import { reviewCount, reviewsOfProvider } from "./service";

/** Public reads of a therapist's reviews (spec section 7, Reviews). */
export const reviewRoutes = createRouter()
  .get("/provider/:id/count", validate("param", idParamSchema), async (c) =>
    ok(c, await reviewCount(c.req.valid("param").id)),
  )
  .get(
    "/provider/:id",
    validate("param", idParamSchema),
    validate("query", reviewPageQuerySchema),
    async (c) => {
      const { data, meta } = await reviewsOfProvider(
        c.req.valid("param").id,
        c.req.valid("query").page,
      );
      return paged(c, data, meta);
    },
  );
