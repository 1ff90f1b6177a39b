import "server-only";

/**
 * A file a person gave us, for the archive of their files (decision 0511): its folder there (names
 * outermost first; the archive makes each safe), its name, where storage keeps it and when it was
 * given (when known). Each feature lists its own; data-export reads and zips them.
 */
export type PersonalFile = { folder: string[]; name: string; key: string; at?: Date };

/** The extension of a storage key ("jpg"), for files whose archive name we make up. */
export const extensionOf = (key: string) => key.split(".").pop() ?? "bin";
