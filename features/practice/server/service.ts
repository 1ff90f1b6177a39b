import "server-only";

// The practice feature's surface for other features' servers (decision 0015). Its own routes use
// profile.ts, options.ts, license-states.ts, fees.ts and photo.ts directly.
// Re-exports only: the feature's own files import the module that holds a thing, never this
// one, so it stays out of every import circle (issue 65).
export {
  clearProviderProfile,
  createProviderProfile,
  photoFileOf,
  professionalTitleOf,
  setCalendarSettings,
} from "./profile-access";
export { photoPath } from "./profile-rows";
export { setPhotoClientOf } from "./photo";
export { quoteSessionFee, sessionFees, type Fee, type SessionQuote } from "./quote";
// The profile image rules (spec section 5), shared with a client's profile picture.
export { inspectPhoto } from "../photo-rules";
export { getSessionLink as sessionLinkOf, officeAddressOf, ownRoomOf } from "./session-link";
export { getProfile as practiceProfileOf, setRatingSource, setSetupSource } from "./profile";
export { IN_PERSON } from "../completeness";
