"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Modal, useModal } from "@/components/ui/modal";
import { formatMoney } from "@/lib/money/currency";
import { useProfileOptions, useSaveGeneralFee, useSaveTherapyFee } from "../api";
import type { ProviderProfile } from "../schemas";
import { FeeForm } from "./fee-form";

/** The general session fee and, in the spec's therapy-fee modal, a fee per therapy category. */
export function FeesSection({ profile }: { profile: ProviderProfile }) {
  const t = useTranslations("Practice");
  const locale = useLocale();
  const options = useProfileOptions(locale);
  const saveGeneral = useSaveGeneralFee();
  const saveTherapy = useSaveTherapyFee();
  const modal = useModal("therapy-fee");
  const [categoryId, setCategoryId] = useState<string>();
  const { general, therapy, currencyCode } = profile.bookingFee;
  const categories = (options.data?.therapy ?? []).filter((c) =>
    profile.therapy.includes(c.identifier),
  );
  const editing = categories.find((c) => c.identifier === categoryId);
  const show = (fee: { fee: number; isFree: boolean } | undefined) =>
    !fee
      ? t("feeNotSet")
      : fee.isFree
        ? t("free")
        : currencyCode
          ? formatMoney(fee.fee, currencyCode, locale)
          : String(fee.fee / 100);

  return (
    <div className="space-y-6">
      <FeeForm
        key={JSON.stringify(general)}
        label={t("sessionFee")}
        fee={general}
        currencyCode={currencyCode}
        onSave={(input) => saveGeneral.mutateAsync(input)}
      />
      {categories.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold">{t("categoryFees")}</h3>
          <p className="text-sm text-muted">{t("categoryFeesIntro")}</p>
          <ul className="mt-2 divide-y divide-stone-200">
            {categories.map((c) => (
              <li
                key={c.identifier}
                className="flex items-center justify-between gap-3 py-2 text-sm"
              >
                <span>
                  <span className="font-medium">{c.name}</span>
                  {" · "}
                  {show(therapy.find((f) => f.categoryIdentifier === c.identifier))}
                </span>
                <Button
                  variant="ghost"
                  className="!px-3 !py-1.5"
                  aria-label={t("editFeeFor", { name: c.name })}
                  onClick={() => {
                    setCategoryId(c.identifier);
                    modal.show();
                  }}
                >
                  {t("editFee")}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Modal
        open={modal.open}
        onClose={modal.hide}
        title={t("therapyFeeTitle", { name: editing?.name ?? "" })}
      >
        {editing && (
          <FeeForm
            label={editing.name}
            fee={therapy.find((f) => f.categoryIdentifier === editing.identifier) ?? null}
            currencyCode={currencyCode}
            onSave={async (input) => {
              const answer = await saveTherapy.mutateAsync({
                categoryIdentifier: editing.identifier,
                ...input,
              });
              modal.hide();
              return answer;
            }}
          />
        )}
      </Modal>
    </div>
  );
}
