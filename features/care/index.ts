export * from "./schemas";
export * from "./instruments/definitions";
export * from "./instruments/texts";
export * from "./crisis-lines";
