"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import type { Data, Page } from "@/lib/api/envelope";
import { saveFile, serverFilename } from "@/lib/files/save-file";
import type {
  AuditEntry,
  AuditQuery,
  PeopleQuery,
  PersonDetail,
  PersonRow,
  QueuedTherapist,
  StaffMe,
  StaffReason,
  VerificationCase,
  VerificationDecision,
  VerificationQueueQuery,
} from "./schemas";

/** Query keys of the console: its mutations invalidate through these. */
export const staffKeys = {
  all: ["staff"] as const,
  me: ["staff", "me"] as const,
  audit: (query: AuditQuery) => ["staff", "audit", query] as const,
  queue: (query: VerificationQueueQuery) => ["staff", "verifications", "list", query] as const,
  case: (id: string) => ["staff", "verifications", "case", id] as const,
  people: (query: PeopleQuery) => ["staff", "people", "list", query] as const,
  person: (id: string) => ["staff", "people", "one", id] as const,
};

/** Who is signed in to the console; 404 for everyone who is not staff. */
export const useStaffMe = () =>
  useQuery({
    queryKey: staffKeys.me,
    queryFn: async () => (await api.get<Data<StaffMe>>("/staff/me")).data.data,
    retry: false,
  });

export const useAuditLog = (query: AuditQuery) =>
  useQuery({
    queryKey: staffKeys.audit(query),
    queryFn: async () => (await api.get<Page<AuditEntry>>("/staff/audit", { params: query })).data,
    placeholderData: (previous) => previous,
  });

/** Saves the filtered log as CSV (through the API client, which renews an expired token first). */
export function useExportAudit() {
  return useMutation({
    mutationFn: async (query: AuditQuery) => {
      const answer = await api.get<string>("/staff/audit/export", {
        params: { ...query, page: undefined },
        responseType: "text",
      });
      const csv = `\uFEFF${answer.data.replace(/^\uFEFF/, "")}`;
      saveFile(
        csv,
        "text/csv;charset=utf-8",
        serverFilename(answer.headers["content-disposition"], "staff-audit.csv"),
      );
    },
  });
}

export const useVerificationQueue = (query: VerificationQueueQuery) =>
  useQuery({
    queryKey: staffKeys.queue(query),
    queryFn: async () =>
      (await api.get<Page<QueuedTherapist>>("/staff/verifications", { params: query })).data,
    placeholderData: (previous) => previous,
  });

export const useVerificationCase = (id: string) =>
  useQuery({
    queryKey: staffKeys.case(id),
    queryFn: async () =>
      (await api.get<Data<VerificationCase>>(`/staff/verifications/${id}`)).data.data,
  });

export function useDecideVerification(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: VerificationDecision) =>
      (
        await api.post<Data<{ status: string; note: string | null }>>(
          `/staff/verifications/${id}/decision`,
          input,
        )
      ).data.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["staff", "verifications"] }),
  });
}

export const usePeople = (query: PeopleQuery) =>
  useQuery({
    queryKey: staffKeys.people(query),
    queryFn: async () => (await api.get<Page<PersonRow>>("/staff/people", { params: query })).data,
    placeholderData: (previous) => previous,
  });

export const usePerson = (id: string) =>
  useQuery({
    queryKey: staffKeys.person(id),
    queryFn: async () => (await api.get<Data<PersonDetail>>(`/staff/people/${id}`)).data.data,
  });

export type PersonAction = "lock" | "unlock" | "revoke-sessions";

export function usePersonAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, ...input }: StaffReason & { action: PersonAction }) =>
      (
        await api.post<Data<{ isActive: boolean; sessionsEnded: number }>>(
          `/staff/people/${id}/${action}`,
          input,
        )
      ).data.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["staff", "people"] }),
  });
}

/** POST /staff/impersonate/{id}: a read-only token for "view as". */
export function useStartViewAs(id: string) {
  return useMutation({
    mutationFn: async () =>
      (
        await api.post<Data<{ impersonationToken: string; expiresIn: number }>>(
          `/staff/impersonate/${id}`,
        )
      ).data.data,
  });
}
