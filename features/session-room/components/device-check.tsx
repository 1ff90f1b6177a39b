"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { LocalMedia } from "../use-local-media";
import { DevicePickers } from "./device-pickers";
import { LevelMeter, MediaView } from "./media-view";

/**
 * Before joining (issue 69): one's own picture, the camera and microphone pickers, a level meter,
 * and what to do when the browser refused them. Joining works without them too (one then hears
 * and sees the others only).
 */
export function DeviceCheck({
  media,
  audioOnly,
  joining,
  onJoin,
}: {
  media: LocalMedia;
  audioOnly: boolean;
  joining: boolean;
  onJoin: () => void;
}) {
  const t = useTranslations("SessionRoom.check");
  return (
    <section aria-labelledby="check-heading" className="space-y-4">
      <h2 id="check-heading" className="text-lg font-semibold">
        {audioOnly ? t("headingAudio") : t("heading")}
      </h2>
      {audioOnly && <p className="text-sm text-muted">{t("audioOnly")}</p>}
      {!audioOnly && (
        <MediaView
          stream={media.stream}
          label={t("selfView")}
          self
          className="aspect-video w-full max-w-xl"
        />
      )}
      {media.starting && <Spinner label={t("starting")} />}
      {media.problem && (
        <div
          role="alert"
          className="space-y-2 rounded-xl bg-amber-50 p-4 text-sm ring-1 ring-amber-200"
        >
          <p className="font-semibold">
            {media.problem === "refused" ? t("refused") : t("notFound")}
          </p>
          {media.problem === "refused" && <p>{t("refusedHelp")}</p>}
          <Button variant="secondary" onClick={() => void media.retry()}>
            {t("retry")}
          </Button>
        </div>
      )}
      <DevicePickers media={media} audioOnly={audioOnly} />
      {media.stream && (
        <div className="max-w-xl space-y-1">
          <p className="text-sm font-medium">{t("level")}</p>
          <LevelMeter stream={media.stream} label={t("level")} />
        </div>
      )}
      <Button onClick={onJoin} disabled={joining || media.starting}>
        {joining ? t("joining") : t("join")}
      </Button>
    </section>
  );
}
