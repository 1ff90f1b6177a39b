import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AppProviders } from "@/components/app-providers";
import { ErrorReports } from "@/components/layout/error-reports";
import { LanguageSwitcher } from "@/components/layout/language-switcher";
import { SessionMenu } from "@/features/accounts/components/session-menu";
import { LazyClientNavCard } from "@/features/client-account/components/lazy-client-nav-card";
import { LazyProviderNavCard } from "@/features/practice/components/lazy-provider-nav-card";
import { ConsentBanner, CookieSettingsButton } from "@/features/consent/components/consent-banner";
import { LazyUnreadMessagesBadge } from "@/features/messaging/components/lazy-unread-messages-badge";
import { LazyNotificationBell } from "@/features/notifications/components/lazy-notification-bell";
import { TagLoader } from "@/features/consent/components/tag-loader";
import { ViewAsBanner } from "@/features/staff/components/view-as-banner";
import { NAV } from "@/features/shell";
import { CountryChoice } from "@/features/shell/components/country-choice";
import { CountryButton, CountryModals } from "@/features/shell/components/country-pickers";
import { CountryPrompt } from "@/features/shell/components/country-prompt";
import { DashboardShell } from "@/features/shell/components/dashboard-shell";
import { SiteFooter } from "@/features/shell/components/site-footer";
import { SiteHeader } from "@/features/shell/components/site-header";
import { VisitorMenu } from "@/features/shell/components/visitor-menu";
import { loadShellData } from "@/features/shell/server/page-data";
import { SupportWidget } from "@/features/support/components/support-widget";
import { supportWidgetEnabled } from "@/features/support/server/page-data";
import { consentFromCookies } from "@/lib/analytics/consent";
import { hasSession, sessionUserType } from "@/lib/auth/session-state";
import { isStaffViewer } from "@/features/staff/server/page-data";
import { ClientMessages, type Namespace } from "@/lib/i18n/client-messages";
import { routing } from "@/lib/i18n/routing";
import { IGNORE_COUNTRY_PROMPT_COOKIE } from "@/lib/i18n/visitor-country";
import "../globals.css";

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({
    locale: hasLocale(routing.locales, locale) ? locale : "en",
    namespace: "Metadata",
  });
  return {
    title: t("title"),
    description: t("description"),
    alternates: { languages: { en: "/", "en-NG": "/", de: "/de/" } },
  };
}

export const viewport = { themeColor: "#fbbf24" };

/** What the shell's client components read: banner and settings, footer button, switcher, error page. */
const SHELL_NAMESPACES: Namespace[] = ["Consent", "Footer", "Language", "ErrorPage", "Country"];

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [shell, tn, tc, tb, jar] = await Promise.all([
    loadShellData(locale),
    getTranslations("Nav"),
    getTranslations("ClientAccount"),
    getTranslations("Notifications"),
    cookies(),
  ]);
  const [staffWords, th, ta] = await Promise.all([
    getTranslations("Staff"),
    getTranslations("Header"),
    getTranslations("Accounts"),
  ]);
  const signedIn = hasSession(jar);
  // Staff find the console in their account menu; nobody else is sent the link (decision 0808).
  const staff = signedIn && (await isStaffViewer(locale));
  // One list of the dashboard's areas per role (features/shell/nav.ts) feeds the side navigation,
  // the phone menu and the header's "My account" menu.
  const role = signedIn ? sessionUserType(jar) : undefined;
  const navItems = role ? NAV[role].map((area) => ({ ...area, label: tn(area.key) })) : [];
  // Spec section 1: a visitor in a country the product does not operate in is asked to choose one.
  const promptCountry =
    shell.countries.length > 0 &&
    !shell.countries.some((c) => c.code === shell.countryCode) &&
    !jar.get(IGNORE_COUNTRY_PROMPT_COOKIE);

  return (
    <html lang={locale} data-country={shell.countryCode}>
      <body className="flex min-h-dvh flex-col font-sans antialiased">
        <ClientMessages namespaces={SHELL_NAMESPACES}>
          <AppProviders>
            <ViewAsBanner
              labels={{ viewing: staffWords.raw("viewAs.banner"), end: staffWords("viewAs.end") }}
            />
            <SiteHeader
              actions={
                <>
                  <div className="hidden sm:block">
                    <LanguageSwitcher />
                  </div>
                  {shell.countries.length > 0 && (
                    <div className="hidden sm:block">
                      <CountryButton countryCode={shell.countryCode} />
                    </div>
                  )}
                  {role && (
                    <LazyNotificationBell labels={{ title: tb("title"), new: tb("bellNew") }} />
                  )}
                  <SessionMenu
                    signedIn={signedIn}
                    links={[
                      ...navItems.map(({ href, label }) => ({ href, label })),
                      ...(staff ? [{ href: "/staff", label: tn("staff") }] : []),
                    ]}
                  />
                  {!signedIn && (
                    <VisitorMenu
                      label={th("menu")}
                      links={[
                        { href: "/therapists", label: th("findTherapist") },
                        { href: "/register/therapist", label: ta("forTherapists") },
                      ]}
                    >
                      <LanguageSwitcher landmark={false} />
                      {shell.countries.length > 0 && (
                        <CountryButton countryCode={shell.countryCode} />
                      )}
                    </VisitorMenu>
                  )}
                </>
              }
            />
            <main id="main" className="flex-1">
              {role ? (
                <DashboardShell
                  items={navItems}
                  labels={{ nav: tn("label"), menu: tn("menu") }}
                  badges={{ messages: <LazyUnreadMessagesBadge label={tn("unread")} /> }}
                  menuBadge={
                    <LazyUnreadMessagesBadge
                      label={{ one: tn("unreadMessage"), other: tn("unreadMessages") }}
                    />
                  }
                  header={
                    role === "client" ? (
                      <LazyClientNavCard updateProfile={tc("updateProfile")} />
                    ) : (
                      <LazyProviderNavCard
                        labels={{ publicProfile: tn("publicProfile"), notListed: tn("notListed") }}
                      />
                    )
                  }
                >
                  {children}
                </DashboardShell>
              ) : (
                children
              )}
            </main>
            <SiteFooter
              shell={shell}
              extras={
                <>
                  <CountryChoice countryCode={shell.countryCode} countries={shell.countries} />
                  <CookieSettingsButton />
                  <div className="sm:hidden">
                    <LanguageSwitcher landmark={false} />
                  </div>
                </>
              }
            />
            {supportWidgetEnabled() && <SupportWidget />}
            {shell.countries.length > 0 && (
              <CountryModals countryCode={shell.countryCode} countries={shell.countries} />
            )}
          </AppProviders>
          <ConsentBanner serverConsent={consentFromCookies(jar)} />
          {promptCountry && (
            <CountryPrompt countryCode={shell.countryCode} countries={shell.countries} />
          )}
          <TagLoader />
          {process.env.SENTRY_DSN && <ErrorReports dsn={process.env.SENTRY_DSN} />}
        </ClientMessages>
      </body>
    </html>
  );
}
