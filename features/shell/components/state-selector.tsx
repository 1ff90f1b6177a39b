"use client";

import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Modal, useModal } from "@/components/ui/modal";
import { useStatesByCode } from "@/features/region/api";
import { usePathname, useRouter } from "@/lib/i18n/navigation";
import { STATE_COUNTRY } from "../schemas";

export const STATE_MODAL_ID = "us-state-selector";

/**
 * Spec sections 2 and 5: the US state selector. It does nothing until a state is chosen; then it
 * adds ?state= to whichever page is open, keeping that page's other parameters (the directory
 * reads the same parameter for its state filter).
 */
export function StateSelector() {
  const t = useTranslations("Country");
  const modal = useModal(STATE_MODAL_ID);
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [picked, setPicked] = useState<string | null>(null);
  const { data: states, isPending, isError, refetch } = useStatesByCode(STATE_COUNTRY, modal.open);
  const chosen = picked ?? params?.get("state")?.toUpperCase() ?? "";

  function apply() {
    if (!chosen) return;
    // The address bar, not the render's params: a choice made just before must not be undone.
    const next = new URLSearchParams(window.location.search);
    next.set("state", chosen);
    next.delete("page");
    // A state is a US state: a page filtered by another country would show nothing.
    if (next.has("countryCode")) next.set("countryCode", STATE_COUNTRY);
    modal.hide();
    startTransition(() => router.push(`${pathname}?${next.toString()}`));
  }

  return (
    <Modal open={modal.open} onClose={modal.hide} title={t("stateTitle")}>
      <p className="mb-3 text-sm text-muted">{t("stateText")}</p>
      {isError ? (
        <p className="text-sm text-muted">
          {t("loadFailed")}{" "}
          <button type="button" onClick={() => refetch()} className="font-medium underline">
            {t("retry")}
          </button>
        </p>
      ) : (
        <label className="block text-sm">
          <span className="font-medium">{t("stateLabel")}</span>
          <select
            value={chosen}
            disabled={isPending}
            onChange={(e) => setPicked(e.target.value)}
            className="mt-1 block w-full rounded-xl border border-stone-300 bg-white px-3 py-2 shadow-sm"
          >
            <option value="">{isPending ? t("loading") : t("statePlaceholder")}</option>
            {states?.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="ghost" onClick={modal.hide}>
          {t("cancel")}
        </Button>
        <Button onClick={apply} disabled={!chosen || pending}>
          {t("stateApply")}
        </Button>
      </div>
    </Modal>
  );
}
