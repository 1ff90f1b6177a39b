export * from "./schemas";
export * from "./instruments/definitions";
export * from "./instruments/texts";
export * from "./crisis-lines";
// The client page's part, placed by the clients feature (it need not know the care routes).
export { ClientCareSection } from "./components/client-care-section";
