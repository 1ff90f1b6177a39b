// The client-account feature's client-safe surface for pages and other features (decision 0015).
export { AVATARS, AVATAR_IDS, avatarUrl, isAvatarId } from "./avatars";
export { faceOf, needsProfileUpdate, type Face } from "./face";
export {
  PREFERENCE_KINDS,
  type Avatar,
  type ClientCard,
  type ClientProfile,
  type EmergencyContact,
  type PreferenceKind,
  type Preferences,
} from "./schemas";
// The answer schemas other features reuse in their own declarations (decision 0042).
export { emergencyContactAnswerSchema } from "./schemas";
