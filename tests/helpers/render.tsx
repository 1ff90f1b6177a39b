import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, type RenderOptions } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactElement, ReactNode } from "react";
import { Toaster } from "@/components/ui/toaster";
import de from "@/messages/de.json";
import en from "@/messages/en.json";

const messages = { en, de };

/** Renders with the providers a page has: translations in the chosen locale and React Query. */
export function renderWithProviders(
  ui: ReactElement,
  { locale = "en", ...options }: { locale?: "en" | "de" } & RenderOptions = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
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
