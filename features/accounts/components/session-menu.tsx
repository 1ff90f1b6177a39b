"use client";

import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import { useTranslations } from "next-intl";
import { buttonClass } from "@/components/ui/button";
import { loginPathFor } from "@/lib/api/login-redirect";
import { Link } from "@/lib/i18n/navigation";
import { logout } from "../api";

/** Header actions: sign in and sign up, or the signed-in person's menu. */
export function SessionMenu({ signedIn }: { signedIn: boolean }) {
  const t = useTranslations("Accounts");

  if (!signedIn) {
    return (
      <nav aria-label={t("accountNav")} className="flex items-center gap-1 sm:gap-2">
        <Link
          href="/register/therapist"
          className="hidden text-sm font-medium text-muted hover:text-ink md:inline"
        >
          {t("forTherapists")}
        </Link>
        <Link href="/login" className={buttonClass("ghost", "px-2 sm:px-3")}>
          {t("signIn")}
        </Link>
        <Link href="/register" className={buttonClass("primary", "px-3 sm:px-4")}>
          {t("signUp")}
        </Link>
      </nav>
    );
  }

  async function signOut() {
    const here = window.location.pathname + window.location.search;
    await logout().catch(() => undefined);
    window.location.assign(loginPathFor(here));
  }

  return (
    <Menu as="div" className="relative">
      <MenuButton className={buttonClass("secondary", "px-4")}>{t("myAccount")}</MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-40 mt-2 w-56 rounded-xl bg-white p-1 shadow-lg ring-1 ring-stone-200 focus:outline-none"
      >
        <MenuItem>
          <Link
            href="/overview"
            className="block rounded-lg px-3 py-2 text-sm data-focus:bg-brand-50"
          >
            {t("dashboard")}
          </Link>
        </MenuItem>
        <MenuItem>
          <Link
            href="/account/security"
            className="block rounded-lg px-3 py-2 text-sm data-focus:bg-brand-50"
          >
            {t("security")}
          </Link>
        </MenuItem>
        <MenuItem>
          <button
            type="button"
            onClick={signOut}
            className="block w-full rounded-lg px-3 py-2 text-left text-sm data-focus:bg-brand-50"
          >
            {t("signOut")}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
