export * from "./schemas";
export * from "./file-rules";
