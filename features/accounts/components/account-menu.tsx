"use client";

import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import { buttonClass } from "@/components/ui/button";
import { loginPathFor } from "@/lib/api/login-redirect";
import { Link } from "@/lib/i18n/navigation";
import { logout } from "../api";

type Labels = { myAccount: string; signOut: string };
/** The dashboard's areas for this person (features/shell/nav.ts), passed in by the layout. */
type MenuLink = { href: string; label: string };

/**
 * The signed-in person's menu, loaded through lazy-account-menu.tsx so that only signed-in pages
 * fetch it. The labels come from the server, so no message namespace travels with it.
 */
export function AccountMenu({ labels, links }: { labels: Labels; links: MenuLink[] }) {
  async function signOut() {
    const here = window.location.pathname + window.location.search;
    await logout().catch(() => undefined);
    window.location.assign(loginPathFor(here));
  }

  return (
    <Menu as="div" className="relative">
      <MenuButton className={buttonClass("secondary", "px-4")}>{labels.myAccount}</MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-40 mt-2 w-56 rounded-xl bg-white p-1 shadow-lg ring-1 ring-stone-200 focus:outline-none"
      >
        {links.map((link) => (
          <MenuItem key={link.href}>
            <Link
              href={link.href}
              className="block rounded-lg px-3 py-2 text-sm data-focus:bg-brand-50"
            >
              {link.label}
            </Link>
          </MenuItem>
        ))}
        <MenuItem>
          <button
            type="button"
            onClick={signOut}
            className="block w-full rounded-lg px-3 py-2 text-left text-sm data-focus:bg-brand-50"
          >
            {labels.signOut}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
