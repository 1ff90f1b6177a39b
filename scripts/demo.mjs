// npm run demo: the app with demo data on the embedded database, on http://localhost:3000.
import { execSync, spawn } from "node:child_process";

const env = { ...process.env };
const run = (command) => execSync(command, { stdio: "inherit", env });

run("npm run -s db:seed");
run("npx next build");
const port = process.env.PORT ?? "3000";
console.log(`\nHaven is starting on http://localhost:${port} (demo accounts: see README.md)\n`);
const server = spawn("npx", ["next", "start", "-p", port], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
