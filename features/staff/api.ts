"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import type { Data, Page } from "@/lib/api/envelope";
import { saveFile, serverFilename } from "@/lib/files/save-file";
import type { ModeratedReview } from "@/features/reviews";
import type {
  AddStaffInput,
  ExpiringLicence,
  FailedEmail,
  ReviewsQuery,
  StaffMemberRow,
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
  expiring: (page: number) => ["staff", "verifications", "expiring", page] as const,
  reviews: (query: ReviewsQuery) => ["staff", "reviews", query] as const,
  emails: (page: number) => ["staff", "emails", page] as const,
  team: ["staff", "team"] as const,
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

/** Licences whose approval ends within 60 days (decision 0808). */
export const useExpiringLicences = (page: number) =>
  useQuery({
    queryKey: staffKeys.expiring(page),
    queryFn: async () =>
      (await api.get<Page<ExpiringLicence>>("/staff/licences/expiring", { params: { page } })).data,
    placeholderData: (previous) => previous,
  });

export const useModeratedReviews = (query: ReviewsQuery) =>
  useQuery({
    queryKey: staffKeys.reviews(query),
    queryFn: async () =>
      (await api.get<Page<ModeratedReview>>("/staff/reviews", { params: query })).data,
    placeholderData: (previous) => previous,
  });

export type ReviewModeration = "hide" | "restore" | "dismiss";

export function useModerateReview(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, reason }: StaffReason & { action: ReviewModeration }) =>
      (await api.post<Data<{ hidden: boolean }>>(`/staff/reviews/${id}/${action}`, { reason })).data
        .data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["staff", "reviews"] }),
  });
}

export const useFailedEmails = (page: number) =>
  useQuery({
    queryKey: staffKeys.emails(page),
    queryFn: async () =>
      (await api.get<Page<FailedEmail>>("/staff/emails", { params: { page } })).data,
    placeholderData: (previous) => previous,
  });

export function useRetryEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await api.post<Data<{ identifier: string }>>(`/staff/emails/${id}/retry`)).data.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["staff", "emails"] }),
  });
}

export const useStaffTeam = () =>
  useQuery({
    queryKey: staffKeys.team,
    queryFn: async () => (await api.get<Data<StaffMemberRow[]>>("/staff/team")).data.data,
  });

export function useAddStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AddStaffInput) =>
      (await api.post<Data<{ userId: string; roles: string[] }>>("/staff/team", input)).data.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.team }),
  });
}

export function useRemoveStaffRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, role }: { id: string; role: string }) =>
      (
        await api.delete<Data<{ userId: string; roles: string[] }>>(
          `/staff/team/${id}/roles/${role}`,
        )
      ).data.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.team }),
  });
}
