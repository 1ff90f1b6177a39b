// Node's flags for the app's server, wherever it is started: the demo, the benchmarks and
// playwright.config.ts import them; package.json's start writes them out (docs/decisions/0029).
// Semi-spaces of 64 MB instead of V8's 16 MB: a month of slots (70 KB of JSON) or a directory page
// makes so much short-lived garbage that scavenges took a fifth of the server's CPU.
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=64"];
