import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import toast from "react-hot-toast";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { mockServer } from "../msw/node";
import { navigation, resetNavigation } from "./navigation";

vi.mock("next/navigation", async (original) => ({
  ...(await original<typeof import("next/navigation")>()),
  useRouter: () => navigation.router,
  usePathname: () => navigation.pathname,
  useSearchParams: () => navigation.searchParams,
}));

// findBy and waitFor give up after 1 s by default: on the 2-core machine with other work running,
// an MSW answer and its render took longer (the wallet page's balance, 2026-12-02), and the test
// failed though the page was right. A missing element still fails, 5 s later.
configure({ asyncUtilTimeout: 5_000 });

// react-hot-toast reads matchMedia, which jsdom lacks.
Object.defineProperty(window, "matchMedia", {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

beforeAll(() => mockServer.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  cleanup();
  // The worker's modules outlive the file: what one test left must not show in the next.
  toast.remove();
  resetNavigation();
  window.localStorage.clear();
  window.sessionStorage.clear();
  mockServer.resetHandlers();
  document.cookie.split(";").forEach((c) => {
    document.cookie = `${c.split("=")[0]!.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
afterAll(() => mockServer.close());
