import { accountHandlers } from "./accounts";
import { bookingHandlers } from "./booking";
import { availabilityHandlers } from "./availability";
import { catalogHandlers } from "./catalog";
import { clientAccountHandlers } from "./client-account";
import { clientImportHandlers } from "./client-import";
import { directoryHandlers } from "./directory";
import { healthHandlers } from "./health";
import { noteHandlers } from "./notes";
import { paymentHandlers } from "./payment";
import { practiceHandlers } from "./practice";
import { regionHandlers } from "./region";
import { reviewHandlers } from "./reviews";
import { walletHandlers } from "./wallet";
import { withdrawalHandlers } from "./withdrawals";
import { clientHandlers } from "./clients";
import { participantHandlers } from "./participants";
import { reviewWriteHandlers } from "./review-writes";
import { messagingHandlers } from "./messaging";
import { workHistoryHandlers } from "./work-history";
import { credentialsHandlers } from "./credentials";
import { virtualAccountHandlers } from "./virtual-accounts";
import { voucherHandlers } from "./vouchers";
import { supportChatHandlers, supportHandlers } from "./support";
import { earningsHandlers } from "./earnings";
import { calendarFeedHandlers } from "./calendar-feed";
import { dataExportHandlers } from "./data-export";
import { notificationHandlers } from "./notifications";
import { sessionLinkHandlers } from "./session-link";
import { waitlistHandlers } from "./waitlist";
import { moveHandlers } from "./moves";
import { seriesCancelHandlers } from "./series-cancel";
import { sessionRoomHandlers } from "./session-room";
import { careHandlers } from "./care";
import { careFormHandlers } from "./care-forms";
import { careSafetyHandlers } from "./care-safety";
import { staffHandlers } from "./staff";
import { staffConsoleHandlers } from "./staff-console";
import { staffMoneyHandlers } from "./staff-money";
import { staffOverviewHandlers } from "./staff-overview";

/** Every feature's mock of the API, the single mock definition for tests and mocked builds. */
export const handlers = [
  ...accountHandlers,
  // Before booking's: GET /booking/participant is not a booking id (as the API mounts them).
  ...participantHandlers,
  ...bookingHandlers,
  ...calendarFeedHandlers,
  ...healthHandlers,
  ...regionHandlers,
  ...catalogHandlers,
  ...directoryHandlers,
  ...reviewHandlers,
  ...walletHandlers,
  ...withdrawalHandlers,
  ...paymentHandlers,
  ...practiceHandlers,
  ...availabilityHandlers,
  ...reviewWriteHandlers,
  ...clientHandlers,
  ...clientAccountHandlers,
  ...noteHandlers,
  ...clientImportHandlers,
  ...messagingHandlers,
  ...workHistoryHandlers,
  ...credentialsHandlers,
  ...virtualAccountHandlers,
  ...voucherHandlers,
  ...supportHandlers,
  ...supportChatHandlers,
  ...earningsHandlers,
  ...dataExportHandlers,
  ...notificationHandlers,
  ...sessionLinkHandlers,
  ...waitlistHandlers,
  ...moveHandlers,
  ...seriesCancelHandlers,
  ...sessionRoomHandlers,
  ...careHandlers,
  ...careFormHandlers,
  ...careSafetyHandlers,
  ...staffHandlers,
  ...staffConsoleHandlers,
  ...staffMoneyHandlers,
  ...staffOverviewHandlers,
];
