import "server-only";

export type GatewayName = "sandbox" | "paystack";

/** What the gateway itself says about a transaction: the app credits only on `success`. */
export type GatewayVerification = {
  status: "pending" | "success" | "failure";
  amount: number;
  currency: string;
};

export type InitializeInput = {
  reference: string;
  amount: number;
  currency: string;
  email: string;
  /** Where the payer's browser returns after the checkout. */
  callbackUrl: string;
  locale: string;
};

/** A card payment provider: starts a hosted checkout and answers, from its own records, how it went. */
export interface PaymentGateway {
  readonly name: GatewayName;
  initialize(input: InitializeInput): Promise<{ authorizationUrl: string }>;
  verify(reference: string): Promise<GatewayVerification>;
}

/** The gateway could not be reached or answered something we cannot use. */
export class GatewayError extends Error {
  name = "GatewayError";
}
