import "server-only";

export type GatewayName = "sandbox" | "paystack";

/** What the gateway itself says about a transaction: the app credits only on `success`. */
export type GatewayVerification = {
  status: "pending" | "success" | "failure";
  amount: number;
  currency: string;
  /** Set when the money came by bank transfer into a virtual account: which account it names. */
  transfer?: { customerCode?: string; accountNumber?: string };
};

export type InitializeInput = {
  reference: string;
  amount: number;
  currency: string;
  email: string;
  /**
   * Where the payer's browser returns after the checkout: a path on this site (with its locale).
   * A gateway on another site makes it absolute with APP_URL; the sandbox, on this one, keeps it
   * relative, so the person stays on the address they are using.
   */
  callbackPath: string;
  locale: string;
};

export type VirtualAccountInput = {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  currency: string;
};

/** A bank account number the gateway opened for one customer; transfers into it are theirs. */
export type OpenedAccount = {
  bankName: string;
  accountNumber: string;
  accountName: string;
  customerCode: string;
  gatewayAccountId: string | null;
  /** The bank as the gateway names it, when it names one (Paystack's slug). */
  bankSlug: string | null;
};

/**
 * A payment provider: starts a hosted card checkout, opens virtual bank accounts, and answers,
 * from its own records, how a payment or a transfer went.
 */
export interface PaymentGateway {
  readonly name: GatewayName;
  initialize(input: InitializeInput): Promise<{ authorizationUrl: string }>;
  verify(reference: string): Promise<GatewayVerification>;
  /** The wallet currencies it can open a virtual account in (none: no bank transfer). */
  readonly transferCurrencies: readonly string[];
  openVirtualAccount(input: VirtualAccountInput): Promise<OpenedAccount>;
  /** Closes an account at the gateway (the owner deleted their account). */
  closeVirtualAccount(gatewayAccountId: string): Promise<void>;
  /**
   * Asks the gateway to look for transfers into the account made shortly before `at` and to send again
   * the notices of any it finds; they are credited as every notice is. Absent where transfers
   * are noticed at once (the sandbox).
   */
  requeryTransfers?(
    account: { accountNumber: string; bankSlug: string | null },
    at: Date,
  ): Promise<void>;
}

/** The gateway could not be reached or answered something we cannot use. */
export class GatewayError extends Error {
  name = "GatewayError";
}
