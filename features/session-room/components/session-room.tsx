"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { BackLink } from "@/components/ui/back-link";
import { buttonClass, Button } from "@/components/ui/button";
import { LoadFailed } from "@/components/ui/load-failed";
import { useLocalDateTime } from "@/components/ui/local-time";
import { Spinner } from "@/components/ui/spinner";
import { useClock } from "@/lib/time/use-clock";
import { joinRoom, roomStatusQuery, type Side } from "../api";
import type { RoomJoin, RoomStatus } from "../schemas";
import { useLocalMedia } from "../use-local-media";
import { DeviceCheck } from "./device-check";
import { RoomCall } from "./room-call";

type Stage = { name: "check" } | { name: "call"; joined: RoomJoin } | { name: "left" };

/** The open room: device check, then the lobby and the call, then "you left" with a way back in. */
function OpenRoom({ id, side, audioOnly }: { id: string; side: Side; audioOnly: boolean }) {
  const t = useTranslations("SessionRoom");
  const media = useLocalMedia(audioOnly);
  const [stage, setStage] = useState<Stage>({ name: "check" });
  const [joining, setJoining] = useState(false);
  const [failed, setFailed] = useState(false);
  const join = async () => {
    setJoining(true);
    setFailed(false);
    try {
      setStage({ name: "call", joined: await joinRoom(side, id) });
    } catch {
      setFailed(true);
    } finally {
      setJoining(false);
    }
  };
  if (stage.name === "left")
    return (
      <div role="status" className="space-y-3">
        <p className="font-semibold">{t("left.heading")}</p>
        <Button onClick={() => void join()} disabled={joining}>
          {t("left.rejoin")}
        </Button>
      </div>
    );
  if (stage.name === "call")
    return (
      <RoomCall
        side={side}
        joined={stage.joined}
        media={media}
        onLeft={() => setStage({ name: "left" })}
      />
    );
  return (
    <>
      <DeviceCheck
        media={media}
        audioOnly={audioOnly}
        joining={joining}
        onJoin={() => void join()}
      />
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          {t("joinFailed")}
        </p>
      )}
    </>
  );
}

/**
 * A session's room page (issue 69): before its window, when it opens; after, that it closed;
 * while open, the room. Either way the page says nothing is recorded.
 */
export function SessionRoom({
  id,
  side,
  initial,
}: {
  id: string;
  side: Side;
  initial?: RoomStatus;
}) {
  const t = useTranslations("SessionRoom");
  const status = useQuery({ ...roomStatusQuery(side, id), initialData: initial });
  const now = useClock(15_000);
  const format = useLocalDateTime();
  const room = status.data;
  const opensAt = room?.opensAt ? Date.parse(room.opensAt) : null;
  const refetch = status.refetch;
  // The page opens the room by itself when its time comes.
  useEffect(() => {
    if (room?.state === "not-yet" && opensAt && now >= opensAt) void refetch();
  }, [now, opensAt, refetch, room?.state]);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <BackLink
          href={`/appointments/${id}`}
          className="text-sm font-medium text-brand-800 underline"
        >
          {t("back")}
        </BackLink>
      </div>
      {room?.state !== "open" && <p className="text-sm text-muted">{t("noRecording")}</p>}
      {status.isPending && <Spinner label={t("title")} />}
      {status.isError && (
        <LoadFailed
          message={t("loadFailed")}
          retryLabel={t("retry")}
          onRetry={() => void refetch()}
        />
      )}
      {room?.state === "not-yet" && room.opensAt && (
        <p role="status">{t("notYet", { time: format(room.opensAt, "session") })}</p>
      )}
      {room?.state === "closed" && (
        <div className="space-y-3">
          {/* A session held elsewhere: in person, in Messages, or the therapist's own room (0319). */}
          <p role="status">{t(room.inRoom ? "closed" : "elsewhere")}</p>
          <BackLink href={`/appointments/${id}`} className={buttonClass("secondary")}>
            {t("back")}
          </BackLink>
        </div>
      )}
      {room?.state === "open" && <OpenRoom id={id} side={side} audioOnly={room.audioOnly} />}
    </div>
  );
}
