import "server-only";
import { requireAuth } from "@/lib/server/auth-guard";
import { createRouter, ok, paged, validate } from "@/lib/server/http";
import { pageQuerySchema } from "@/lib/validation/common";
import { answers, data, page } from "@/lib/server/openapi";
import {
  buyVoucherSchema,
  redeemedVoucherSchema,
  redeemVoucherSchema,
  voucherSchema,
} from "../schemas";
import { buyVoucher, redeemVoucher, vouchersBoughtBy } from "./vouchers";

/** Gift vouchers (spec sections 1 and 3): clients buy them from their wallet and redeem them into it. */
export const vouchersRoutes = createRouter()
  .get(
    "/",
    requireAuth("client"),
    answers({ 200: page(voucherSchema) }),
    validate("query", pageQuerySchema),
    async (c) => {
      const { data, meta } = await vouchersBoughtBy(
        c.get("viewer").userId,
        c.req.valid("query").page,
      );
      return paged(c, data, meta);
    },
  )
  .post(
    "/",
    requireAuth("client"),
    answers({ 201: data(voucherSchema) }, ["INSUFFICIENT_FUNDS"]),
    validate("json", buyVoucherSchema),
    async (c) =>
      ok(c, await buyVoucher(c.get("viewer").userId, c.req.valid("json"), c.get("locale")), 201),
  )
  .post(
    "/redeem",
    requireAuth("client"),
    answers({ 200: data(redeemedVoucherSchema) }, [
      "VOUCHER_NOT_FOUND",
      "VOUCHER_REDEEMED",
      "VOUCHER_CURRENCY",
      "RATE_LIMITED",
    ]),
    validate("json", redeemVoucherSchema),
    async (c) => ok(c, await redeemVoucher(c.get("viewer").userId, c.req.valid("json").code)),
  );
