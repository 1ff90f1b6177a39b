import "server-only";
import { GatewayError, type GatewayName, type PaymentGateway } from "./gateway";
import { paystackGateway } from "./paystack-gateway";
import { sandboxGateway } from "./sandbox-gateway";

/** The gateway new top-ups use: PAYMENT_GATEWAY=paystack, else the built-in sandbox. */
export function activeGatewayName(): GatewayName {
  return process.env.PAYMENT_GATEWAY === "paystack" ? "paystack" : "sandbox";
}

/** A payment is verified by the gateway that started it, even if the setting changed since. */
export function gatewayByName(name: string): PaymentGateway {
  if (name === "paystack") return paystackGateway();
  if (name === "sandbox") return sandboxGateway;
  throw new GatewayError(`Unknown payment gateway "${name}"`);
}

export const sandboxEnabled = () => activeGatewayName() === "sandbox";
