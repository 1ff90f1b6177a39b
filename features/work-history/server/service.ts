import "server-only";

// The work-history feature's surface for other features' servers (decision 0015).
export {};
