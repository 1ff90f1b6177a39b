// The directory feature's client-safe surface for pages and other features (decision 0015).
export {
  DIRECTORY_PAGE_SIZE,
  directoryQuerySchema,
  type DirectoryQuery,
  type ProviderCard,
  type ProviderProfile,
} from "./schemas";
export { displayName } from "./display-name";
