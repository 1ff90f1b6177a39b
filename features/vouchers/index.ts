// The vouchers feature's client-safe surface for pages and other features (decision 0015).
export {
  limitText,
  normalizeCode,
  voucherLimits,
  VOUCHER_MESSAGE_MAX,
  VOUCHERS_PAGE_SIZE,
} from "./limits";
export type { Voucher, VoucherKind } from "./schemas";
