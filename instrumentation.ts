export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PUBLIC_API_MOCKING === "enabled") {
    // Server components' API calls are answered by the same MSW handlers as the browser's.
    const { startServerMocking } = await import("./tests/msw/server");
    startServerMocking();
  }
}
