// The directory feature's client-safe surface for pages and other features (decision 0015).
export { directoryQuerySchema, type DirectoryQuery } from "./schemas";
export { displayName } from "./display-name";
export { ALL_COUNTRIES, directoryCountry } from "./country-filter";
