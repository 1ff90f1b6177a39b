"use client";

import { useTranslations } from "next-intl";
import type { LocalMedia } from "../use-local-media";

/** The camera and microphone choosers (an audio session has no camera to choose). */
export function DevicePickers({ media, audioOnly }: { media: LocalMedia; audioOnly: boolean }) {
  const t = useTranslations("SessionRoom.check");
  const select = "mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm";
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {!audioOnly && media.cameras.length > 0 && (
        <label className="block text-sm font-medium">
          {t("camera")}
          <select
            className={select}
            value={media.cameraId}
            onChange={(e) => void media.useCamera(e.target.value)}
          >
            {media.cameras.map((d, i) => (
              <option key={d.deviceId} value={d.deviceId}>
                {d.label || `${t("camera")} ${i + 1}`}
              </option>
            ))}
          </select>
        </label>
      )}
      {media.microphones.length > 0 && (
        <label className="block text-sm font-medium">
          {t("microphone")}
          <select
            className={select}
            value={media.microphoneId}
            onChange={(e) => void media.useMicrophone(e.target.value)}
          >
            {media.microphones.map((d, i) => (
              <option key={d.deviceId} value={d.deviceId}>
                {d.label || `${t("microphone")} ${i + 1}`}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
