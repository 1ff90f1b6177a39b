// The wallet feature's client-safe surface for pages and other features (decision 0015).
// The console's withdrawals list (decision 0114) declares its rows and inputs with these.
export {
  staffWithdrawalSchema,
  staffWithdrawalsQuerySchema,
  withdrawalPaidSchema,
  withdrawalSchema,
  type StaffWithdrawal,
} from "./schemas";
export { WITHDRAWAL_STATUSES, type WithdrawalStatus } from "./withdrawal";
