"use client";

import { useTranslations } from "next-intl";
import { useLocalDateTime } from "@/components/ui/local-time";
import { useFollowingPreview } from "../move-api";
import type { SeriesMovePreview } from "../schemas";

type Role = "client" | "provider";
export type MoveScope = "this" | "following";

/** "Only this session" or "This and all following sessions", for a session of a series. */
export function ScopeChoice({
  value,
  onChange,
}: {
  value: MoveScope;
  onChange: (scope: MoveScope) => void;
}) {
  const t = useTranslations("Lifecycle");
  return (
    <fieldset>
      <legend className="mb-2 font-medium">{t("scopeLabel")}</legend>
      <div className="flex flex-wrap gap-2">
        {(["this", "following"] as const).map((scope) => (
          <label
            key={scope}
            className={`cursor-pointer rounded-full px-4 py-2 ring-1 has-focus-visible:outline-2 has-focus-visible:outline-brand-700 ${value === scope ? "bg-brand-400 ring-brand-600" : "bg-white ring-stone-300 hover:ring-brand-500"}`}
          >
            <input
              type="radio"
              name="move-scope"
              value={scope}
              checked={value === scope}
              onChange={() => onChange(scope)}
              className="sr-only"
            />
            {t(scope === "this" ? "scopeThis" : "scopeFollowing")}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Whether any session of the preview cannot move. */
export const anyBlocked = (preview: SeriesMovePreview | undefined) =>
  Boolean(preview?.sessions.some((s) => s.conflict));

/**
 * Each session's new time for the chosen slot and what stops it, before anything is saved. Reads
 * the preview itself; `onRead` hands it to the form, which refuses to send a blocked one.
 */
export function FollowingPreview({
  role,
  bookingId,
  slot,
}: {
  role: Role;
  bookingId: string;
  slot: string | null;
}) {
  const t = useTranslations("Lifecycle");
  const localTime = useLocalDateTime();
  const preview = useFollowingPreview(role, bookingId, slot);
  if (!slot) return <p className="text-muted">{t("followingPick")}</p>;
  if (preview.isLoading) return <p className="text-muted">{t("followingLoading")}</p>;
  if (!preview.data) return null;
  return (
    <section aria-labelledby="following-title" className="space-y-2">
      <h3 id="following-title" className="font-medium">
        {t("followingTitle")}
      </h3>
      <ol className="space-y-1" data-testid="following-preview">
        {preview.data.sessions.map((s) => (
          <li
            key={s.identifier}
            className={`rounded-xl p-2 ${s.conflict ? "bg-red-50 text-red-900" : "bg-stone-50"}`}
          >
            {t("followingLine", {
              from: localTime(s.from.startTime, "session"),
              to: localTime(s.to.startTime, "session"),
            })}
            {s.needsApproval && !s.conflict && (
              <span className="ml-2 text-amber-800">· {t("followingApproval")}</span>
            )}
            {s.conflict && (
              <strong className="ml-2 font-semibold">· {t(`conflicts.${s.conflict}`)}</strong>
            )}
          </li>
        ))}
      </ol>
      {anyBlocked(preview.data) && (
        <p role="alert" className="text-red-800">
          {t("followingBlocked")}
        </p>
      )}
    </section>
  );
}
