import { accountHandlers } from "./accounts";
import { availabilityHandlers } from "./availability";
import { catalogHandlers } from "./catalog";
import { directoryHandlers } from "./directory";
import { healthHandlers } from "./health";
import { practiceHandlers } from "./practice";
import { regionHandlers } from "./region";

/** Every feature's mock of the API, the single mock definition for tests and mocked builds. */
export const handlers = [
  ...accountHandlers,
  ...healthHandlers,
  ...regionHandlers,
  ...catalogHandlers,
  ...directoryHandlers,
  ...practiceHandlers,
  ...availabilityHandlers,
];
