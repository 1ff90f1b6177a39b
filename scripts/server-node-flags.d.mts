// The types of server-node-flags.mjs, for playwright.config.ts.
export declare const SERVER_NODE_FLAGS: string[];
