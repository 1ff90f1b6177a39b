import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, type RenderOptions } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactElement, ReactNode } from "react";
import { Toaster } from "@/components/ui/toaster";
import de from "@/messages/de.json";
import en from "@/messages/en.json";

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
