"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { PageMeta } from "@/lib/api/envelope";

/** Previous / next for a numbered list; nothing when it fits on one page. */
export function Pager({ meta, onPage }: { meta: PageMeta; onPage: (page: number) => void }) {
  const t = useTranslations("Common");
  const pages = Math.max(1, Math.ceil(meta.total / meta.pageSize));
  if (pages <= 1) return null;
  return (
    <nav
      className="flex items-center justify-between gap-2 text-sm"
      aria-label={t("pageOf", { page: meta.page, pages })}
    >
      <Button variant="secondary" disabled={meta.page <= 1} onClick={() => onPage(meta.page - 1)}>
        {t("previous")}
      </Button>
      <span>{t("pageOf", { page: meta.page, pages })}</span>
      <Button
        variant="secondary"
        disabled={meta.page >= pages}
        onClick={() => onPage(meta.page + 1)}
      >
        {t("next")}
      </Button>
    </nav>
  );
}
