import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, type RenderOptions } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactElement, ReactNode } from "react";
import { Toaster } from "@/components/ui/toaster";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import { mockServer } from "@/tests/msw/node";

const messages = { en, de };

/**
 * Renders with the providers a page has: translations in the chosen locale and React Query (no
 * retries and nothing kept fresh, unless the test passes the app's own `makeQueryClient()`).
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    locale = "en",
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    ...options
  }: { locale?: "en" | "de"; queryClient?: QueryClient } & RenderOptions = {},
) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone="UTC">
      <QueryClientProvider client={queryClient}>
        <Toaster />
        {children}
      </QueryClientProvider>
    </NextIntlClientProvider>
  );
  return { queryClient, ...render(ui, { wrapper: Wrapper, ...options }) };
}

/**
 * Renders like renderWithProviders, then waits until MSW has answered `pathname` and React has
 * shown the answer: for asserting that something is not shown, which findBy cannot wait for.
 */
export async function renderAnswered(
  ui: ReactElement,
  pathname: string,
  options?: Parameters<typeof renderWithProviders>[1],
) {
  const answered = new Promise<void>((resolve) => {
    const listener = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname !== pathname) return;
      mockServer.events.removeListener("response:mocked", listener);
      resolve();
    };
    mockServer.events.on("response:mocked", listener);
  });
  const view = renderWithProviders(ui, options);
  await act(async () => {
    await answered;
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  return view;
}
