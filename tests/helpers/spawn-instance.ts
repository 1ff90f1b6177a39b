import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

/** Starts tests/helpers/api-instance.ts in its own process and waits for /api/health. */
export async function startApiInstance(port: number, env: Record<string, string>) {
  const root = path.resolve(import.meta.dirname, "../..");
  const child: ChildProcess = spawn(
    path.join(root, "node_modules/.bin/tsx"),
    ["--conditions=react-server", "--tsconfig", "tsconfig.json", "tests/helpers/api-instance.ts"],
    {
      cwd: root,
      env: { ...process.env, NODE_ENV: "test", PORT: String(port), ...env },
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let stderr = "";
  child.stderr!.on("data", (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${base}/api/health`)).ok)
        return {
          base,
          stop: () =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once("exit", () => resolve());
              child.kill("SIGTERM");
            }),
        };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`API instance on ${port} did not start:\n${stderr}`);
}
