"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { Side } from "../api";
import type { RoomJoin } from "../schemas";
import type { LocalMedia } from "../use-local-media";
import { useRoom } from "../use-room";
import { DevicePickers } from "./device-pickers";
import { MediaView } from "./media-view";

const qualityColour = {
  good: "bg-green-500",
  fair: "bg-amber-500",
  poor: "bg-red-500",
  checking: "bg-stone-400",
};

/**
 * In the room (issue 69): the lobby until the therapist lets one in, then the call: the others'
 * pictures, one's own, mute, camera off, devices, leave, and the connection's quality. The
 * therapist sees who is waiting, live.
 */
export function RoomCall({
  side,
  joined,
  media,
  onLeft,
}: {
  side: Side;
  joined: RoomJoin;
  media: LocalMedia;
  onLeft: () => void;
}) {
  const t = useTranslations("SessionRoom");
  const room = useRoom(side, joined, media.stream);
  const [devices, setDevices] = useState(false);
  const [, rerender] = useState(0);
  const audio = media.stream?.getAudioTracks()[0];
  const video = media.stream?.getVideoTracks()[0];
  const toggle = (track: MediaStreamTrack | undefined) => {
    if (!track) return;
    track.enabled = !track.enabled;
    rerender((n) => n + 1);
  };
  const nameOf = (userId: string) => room.members.get(userId)?.firstName || "…";
  const waiting = [...room.members.values()].filter(
    (m) => m.present && !m.admitted && m.userId !== joined.userId,
  );
  const connected = room.peers;

  return (
    <section aria-label={t("title")} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        {room.peers.length > 0 ? (
          <p role="status" className="inline-flex items-center gap-2" data-testid="quality">
            <span aria-hidden className={`size-2.5 rounded-full ${qualityColour[room.quality]}`} />
            {t(`call.quality.${room.quality}`)}
          </p>
        ) : (
          <span />
        )}
        <p className="text-muted">{t("noRecording")}</p>
      </div>
      {room.admitted && room.reconnecting && room.peers.length > 0 && (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm ring-1 ring-amber-200">
          {t("call.reconnecting")}
        </p>
      )}
      {room.gone && (
        <p role="status" className="rounded-lg bg-stone-100 px-3 py-2 text-sm">
          {t("call.someoneLeft", { name: room.gone.firstName })}
        </p>
      )}
      {joined.role === "therapist" && waiting.length > 0 && (
        <section
          aria-labelledby="waiting-heading"
          className="space-y-2 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-200"
        >
          <h2 id="waiting-heading" className="text-sm font-semibold">
            {t("waiting.heading")}
          </h2>
          <ul className="space-y-2">
            {waiting.map((m) => (
              <li key={m.userId} className="flex items-center justify-between gap-2">
                <span>{m.firstName}</span>
                <Button onClick={() => room.admit(m.userId)}>
                  {t("waiting.admit", { name: m.firstName })}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {!room.admitted ? (
        <div role="status" className="space-y-1 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-200">
          <p className="font-semibold">{t("lobby.waiting")}</p>
          <p className="text-sm text-muted">{t("lobby.hint")}</p>
        </div>
      ) : connected.length === 0 ? (
        <p role="status" className="text-sm text-muted">
          {t("call.alone")}
        </p>
      ) : null}
      <div className="relative">
        <div className={`grid gap-3 ${connected.length > 1 ? "sm:grid-cols-2" : ""}`}>
          {connected.map((p) => (
            <MediaView
              key={p.userId}
              stream={p.stream}
              label={nameOf(p.userId)}
              audioOnly={joined.audioOnly}
              className="aspect-[3/4] w-full sm:aspect-video"
            />
          ))}
        </div>
        <MediaView
          stream={media.stream}
          label={
            audio?.enabled === false ? t("call.muted", { name: t("call.you") }) : t("call.you")
          }
          self
          audioOnly={joined.audioOnly || video?.enabled === false}
          className={
            connected.length
              ? "absolute bottom-3 right-3 aspect-[3/4] w-24 shadow-lg ring-2 ring-white sm:aspect-video sm:w-48"
              : "aspect-video w-full max-w-md"
          }
        />
      </div>
      {devices && <DevicePickers media={media} audioOnly={joined.audioOnly} />}
      <div className="flex flex-wrap items-center justify-center gap-2">
        <Button
          variant="secondary"
          aria-pressed={audio?.enabled === false}
          disabled={!audio}
          onClick={() => toggle(audio)}
        >
          {audio?.enabled === false ? t("call.unmute") : t("call.mute")}
        </Button>
        {!joined.audioOnly && (
          <Button
            variant="secondary"
            aria-pressed={video?.enabled === false}
            disabled={!video}
            onClick={() => toggle(video)}
          >
            {video?.enabled === false ? t("call.cameraOn") : t("call.cameraOff")}
          </Button>
        )}
        <Button variant="secondary" aria-expanded={devices} onClick={() => setDevices((d) => !d)}>
          {t("call.devices")}
        </Button>
        <button
          type="button"
          className="inline-flex items-center justify-center rounded-full bg-red-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-red-600"
          onClick={() => {
            room.leave();
            onLeft();
          }}
        >
          {t("call.leave")}
        </button>
      </div>
    </section>
  );
}
