import { accountHandlers } from "./accounts";
import { bookingHandlers } from "./booking";
import { availabilityHandlers } from "./availability";
import { catalogHandlers } from "./catalog";
import { directoryHandlers } from "./directory";
import { healthHandlers } from "./health";
import { paymentHandlers } from "./payment";
import { practiceHandlers } from "./practice";
import { regionHandlers } from "./region";
import { reviewHandlers } from "./reviews";
import { walletHandlers } from "./wallet";
import { messagingHandlers } from "./messaging";

/** Every feature's mock of the API, the single mock definition for tests and mocked builds. */
export const handlers = [
  ...accountHandlers,
  ...bookingHandlers,
  ...healthHandlers,
  ...regionHandlers,
  ...catalogHandlers,
  ...directoryHandlers,
  ...reviewHandlers,
  ...walletHandlers,
  ...paymentHandlers,
  ...practiceHandlers,
  ...availabilityHandlers,
  ...messagingHandlers,
];
