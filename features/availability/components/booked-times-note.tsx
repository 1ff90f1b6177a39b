"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";

/**
 * How many times are booked on a date, and that closing it or changing its hours cancels none of
 * them: the therapist moves or cancels those sessions one by one. Nothing when none is booked;
 * no count when the sessions are `listed` above it.
 */
export function BookedTimesNote({ count, listed }: { count: number; listed?: boolean }) {
  const t = useTranslations("Availability");
  if (!count) return null;
  return (
    <div role="note" className="space-y-1 rounded-xl bg-amber-50 p-3 text-sm ring-1 ring-amber-200">
      {!listed && <p className="font-medium">{t("bookedOnDate", { count })}</p>}
      <p>
        {t.rich("bookedStay", {
          link: (chunks) => (
            <Link href="/appointments" className="font-medium text-brand-800 underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </div>
  );
}
