import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Link } from "@/lib/i18n/navigation";
import type { ShellData } from "../schemas";
import { Logo } from "./site-header";

function FooterList({
  title,
  items,
}: {
  title: string;
  items: { identifier: string; name: string }[];
}) {
  if (!items.length) return null;
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-stone-500">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {items.map((item) => (
          <li key={item.identifier}>{item.name}</li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter({ shell, extras }: { shell: ShellData; extras?: ReactNode }) {
  const t = useTranslations("Footer");
  return (
    <footer className="mt-16 border-t print:hidden border-stone-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div className="space-y-3 text-sm text-muted">
          <Logo />
          <p>{t("crisis")}</p>
          <Link
            href="/contact"
            className="block font-medium text-ink underline-offset-4 hover:underline"
          >
            {t("contact")}
          </Link>
          <div className="flex flex-col gap-2 text-ink">{extras}</div>
        </div>
        <FooterList title={t("categories")} items={shell.categories} />
        <FooterList title={t("concerns")} items={shell.concerns} />
        <FooterList title={t("states")} items={shell.topStates} />
      </div>
      <p className="border-t border-stone-100 py-5 text-center text-xs text-stone-500">
        {t("rights", { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
