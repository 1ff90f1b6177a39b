import "server-only";
import { GatewayError, type GatewayName, type PaymentGateway } from "./gateway";
import { paystackGateway } from "./paystack-gateway";
import { sandboxGateway } from "./sandbox-gateway";

const CHOICES: readonly GatewayName[] = ["sandbox", "paystack"];

/**
 * The gateway new top-ups use: exactly what PAYMENT_GATEWAY names, nothing by default. The
 * sandbox credits wallets with no money moving, so it runs only where someone chose it (npm run
 * dev, npm run demo, the tests): a deployment that forgot the setting refuses top-ups instead.
 */
export function activeGatewayName(): GatewayName | undefined {
  const chosen = process.env.PAYMENT_GATEWAY as GatewayName | undefined;
  return chosen && CHOICES.includes(chosen) ? chosen : undefined;
}

/** A payment is verified by the gateway that started it, even if the setting changed since. */
export function gatewayByName(name: string): PaymentGateway {
  if (name === "paystack") return paystackGateway();
  if (name === "sandbox") return sandboxGateway;
  throw new GatewayError(`Unknown payment gateway "${name}"`);
}

export const sandboxEnabled = () => activeGatewayName() === "sandbox";

/** Says at start-up why top-ups will be refused (or that they are play money), once. */
export function logPaymentGatewaySetup(log: (message: string) => void = console.warn) {
  const raw = process.env.PAYMENT_GATEWAY;
  const active = activeGatewayName();
  if (!active) {
    log(
      raw
        ? `[payment] PAYMENT_GATEWAY="${raw}" is not a gateway (sandbox, paystack): wallet top-ups answer 503.`
        : "[payment] No payment gateway configured (PAYMENT_GATEWAY is unset): wallet top-ups answer 503. Set PAYMENT_GATEWAY=paystack with PAYSTACK_SECRET_KEY, or PAYMENT_GATEWAY=sandbox for a demo.",
    );
  } else if (active === "sandbox" && process.env.NODE_ENV === "production") {
    log("[payment] PAYMENT_GATEWAY=sandbox: top-ups are approved on a test page, no money moves.");
  }
}
