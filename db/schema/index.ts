import "server-only";
export * from "./catalog";
export * from "./region";
export * from "./users";
export * from "./auth";
export * from "./bookings";
export * from "./wallet";
export * from "./availability";
