"use client";

import { useTranslations } from "next-intl";

/** Previous and next under a paged list, and where the viewer is. */
export function PageNav({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const t = useTranslations("Booking");
  return (
    <nav className="flex items-center gap-4 text-sm" aria-label={t("pages")}>
      <button
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        className="underline disabled:opacity-40"
      >
        {t("previous")}
      </button>
      <span>{t("pageOf", { page, pages })}</span>
      <button
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        className="underline disabled:opacity-40"
      >
        {t("next")}
      </button>
    </nav>
  );
}
