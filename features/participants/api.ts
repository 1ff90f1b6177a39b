"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { typedApi } from "@/lib/api/typed";
import { saveFile, serverFilename } from "@/lib/files/save-file";
import type { ParticipantAnswer } from "./schemas";
import { STORED, writeStored } from "@/lib/browser-storage";

export const participantKeys = {
  all: ["participants"] as const,
  ofBooking: (bookingId: string) => ["participants", "booking", bookingId] as const,
  invitation: (id: string) => ["participants", "invitation", id] as const,
  join: (id: string) => ["participants", "invitation", id, "join"] as const,
  mine: ["participants", "invitation", "mine"] as const,
  categories: ["participants", "categories"] as const,
};

/** The spec's local-storage flag (section 3): whether the chosen category allows invites. */

/**
 * Whether a therapy category allows invited participants, from GET /categories/therapy; the
 * answer is remembered in local storage as the spec's allowInvite flag.
 */
export const useAllowInvite = (categoryId: string | undefined) =>
  useQuery({
    queryKey: [...participantKeys.categories, categoryId ?? ""],
    queryFn: async () => {
      const list = (await typedApi.get("/categories/therapy")).data;
      const allow = list.find((c) => c.identifier === categoryId)?.allowInvite ?? false;
      writeStored(STORED.allowInvite, allow);
      return allow;
    },
    enabled: Boolean(categoryId),
    staleTime: 5 * 60_000,
  });

export const useParticipants = (bookingId: string, enabled = true) =>
  useQuery({
    queryKey: participantKeys.ofBooking(bookingId),
    queryFn: async () =>
      (await typedApi.get("/share-booking/{id}", { path: { id: bookingId } })).data,
    enabled,
  });

export const useShareBooking = (bookingId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (emails: string[]) =>
      (
        await typedApi.post("/share-booking", {
          body: { bookingIdentifier: bookingId, emails },
        })
      ).data,
    onSuccess: (data) => queryClient.setQueryData(participantKeys.ofBooking(bookingId), data),
  });
};

/** The therapist acknowledges or rejects a participant. */
export const useDecideParticipant = (bookingId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, decision }: { id: string; decision: "acknowledge" | "reject" }) =>
      (
        await typedApi.post(
          decision === "acknowledge"
            ? "/appointment/participant/{id}/acknowledge"
            : "/appointment/participant/{id}/reject-booking",
          { path: { id } },
        )
      ).data,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: participantKeys.ofBooking(bookingId) }),
  });
};

export const useInvitation = (id: string) =>
  useQuery({
    queryKey: participantKeys.invitation(id),
    queryFn: async () => (await typedApi.get("/booking/participant/{id}", { path: { id } })).data,
  });

/** The sessions the viewer is invited to that are still to come, soonest first. */
export const useMyInvitations = () =>
  useQuery({
    queryKey: participantKeys.mine,
    queryFn: async () => (await typedApi.get("/booking/participant")).data,
  });

/** How an invitee who accepted joins the session (decision 0309). */
export const useInvitationJoin = (id: string) =>
  useQuery({
    queryKey: participantKeys.join(id),
    queryFn: async () =>
      (await typedApi.get("/booking/participant/{id}/join", { path: { id } })).data,
  });

/** Saves the session as a calendar file for an invitee who accepted (decision 0312). */
export const useDownloadInvitationCalendar = (id: string) =>
  useMutation({
    mutationFn: async () => {
      // A file as text (responseType), which typedApi, reading JSON answers, does not ask for.
      const answer = await api.get<string>(`/booking/participant/${id}/calendar`, {
        responseType: "text",
      });
      const filename = serverFilename(answer.headers["content-disposition"], "session.ics");
      saveFile(answer.data, "text/calendar;charset=utf-8", filename);
    },
  });

export const useAnswerInvitation = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (status: ParticipantAnswer["status"]) =>
      (await typedApi.post("/booking/participant/{id}/status", { path: { id }, body: { status } }))
        .data,
    onSuccess: (data) => {
      queryClient.setQueryData(participantKeys.invitation(id), data);
      // Accepting (or declining) changes whether the way in is shown, and the list of invitations.
      void queryClient.invalidateQueries({ queryKey: participantKeys.join(id) });
      void queryClient.invalidateQueries({ queryKey: participantKeys.mine });
    },
  });
};
