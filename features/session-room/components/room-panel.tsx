"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useClock } from "@/lib/time/use-clock";
import { roomStatusQuery, type Side } from "../api";
import { RoomEntry } from "./room-entry";

/**
 * On a session's page (issue 69): the way into the room of a video or audio session until the
 * room closes, and once people met there, that it was held and for how long ("held, 48 minutes");
 * once it closed with nobody having met there, that it was not held (decision 0319). Nothing for
 * other sessions, or when it could not load (the page's own details still show).
 */
export function RoomPanel({ bookingId, side }: { bookingId: string; side: Side }) {
  const t = useTranslations("SessionRoom");
  const status = useQuery({ ...roomStatusQuery(side, bookingId), retry: false });
  const now = useClock(60_000);
  const room = status.data;
  if (!room?.inRoom) return null;
  const enterable = room.state !== "closed" && room.opensAt !== null;
  const over = room.closesAt !== null && now !== null && Date.parse(room.closesAt) < now;
  if (!enterable && !room.heldMinutes && !over) return null;
  return (
    <section
      aria-labelledby="room-heading"
      className="space-y-2 rounded-xl bg-brand-50 p-4 text-sm ring-1 ring-brand-200"
    >
      <h2 id="room-heading" className="font-semibold">
        {t("heldHeading")}
      </h2>
      {room.heldMinutes ? (
        <p data-testid="room-held">{t("held", { minutes: room.heldMinutes })}</p>
      ) : over ? (
        <p data-testid="room-held">{t("notHeldOver")}</p>
      ) : null}
      {enterable && <RoomEntry bookingId={bookingId} />}
    </section>
  );
}
