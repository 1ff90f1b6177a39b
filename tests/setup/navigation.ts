import { vi } from "vitest";

/**
 * What `next/navigation` answers in component tests: one mock for every file (the component
 * project shares its worker's modules, so a file's own `vi.mock` would not reach components
 * another file loaded first). A test sets the page's query or path here; each test starts from
 * `/` with no query, and `router`'s calls are recorded.
 */
export const navigation = {
  pathname: "/",
  searchParams: new URLSearchParams(),
  router: {
    push: vi.fn(),
    replace: vi.fn(),
    prefetch: vi.fn(),
    back: vi.fn(),
    forward: vi.fn(),
    refresh: vi.fn(),
  },
};

export function resetNavigation() {
  navigation.pathname = "/";
  navigation.searchParams = new URLSearchParams();
  for (const fn of Object.values(navigation.router)) fn.mockReset();
}
