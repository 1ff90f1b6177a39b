import "server-only";

// The wallet feature's surface for other features' servers and the composition root
// (decision 0015): re-exports only. The feature's own files import the module that holds a thing,
// never this one, so it stays out of every import circle (issue 65).
export {
  adjustWallet,
  bookingPayment,
  chargeVoucher,
  chargeWallet,
  creditTopUp,
  creditVoucher,
  ensureWallet,
  getTransaction,
  getWalletBalance,
  ledgerTotals,
  listTransactions,
  refundToWallet,
  walletStats,
  type Tx,
} from "./ledger";
// Booking writes its charges and refunds under these; the wallet reads them back.
export {
  BOOKING_REFUND_PREFIX,
  bookingChargeReference,
  bookingRefundReference,
} from "./booking-references";
// A deleted account's virtual bank account closes with it (its deletion piece).
export { closeVirtualAccount } from "./virtual-accounts";
export { ledgerOf } from "./personal-data";
// Finance's list and settling of client withdrawals (decision 0114), on the console.
export { settleWithdrawal, staffWithdrawals } from "./withdrawal-settle";
export { forgetWithdrawalAccounts, withdrawalsOf } from "./withdrawals";
// The console's overview sums session payments and refunds per day and currency (decision 0815).
export { walletMoneyByDay } from "./daily-money";
