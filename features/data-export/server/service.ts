import "server-only";

// The data-export feature's surface for other features' servers (decision 0015): nothing yet; it
// only reads the others' services.
export {};
