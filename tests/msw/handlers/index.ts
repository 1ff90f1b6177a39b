import { accountHandlers } from "./accounts";
import { catalogHandlers } from "./catalog";
import { directoryHandlers } from "./directory";
import { healthHandlers } from "./health";
import { regionHandlers } from "./region";
import { reviewHandlers } from "./reviews";

/** Every feature's mock of the API, the single mock definition for tests and mocked builds. */
export const handlers = [
  ...accountHandlers,
  ...healthHandlers,
  ...regionHandlers,
  ...catalogHandlers,
  ...directoryHandlers,
  ...reviewHandlers,
];
