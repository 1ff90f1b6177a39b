"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { typedApi, type Request } from "@/lib/api/typed";
import { saveFile, serverFilename } from "@/lib/files/save-file";
import type { StaffRole } from "./roles";
import type { AddStaffInput, StaffReason, VerificationDecision } from "./schemas";

// Calls typed by the API's document (decision 0043); the queries' types are the routes' own.
type AuditQuery = NonNullable<Request<"/staff/audit", "get">["query"]>;
type VerificationQueueQuery = NonNullable<Request<"/staff/verifications", "get">["query"]>;
type PeopleQuery = NonNullable<Request<"/staff/people", "get">["query"]>;
type ReviewsQuery = NonNullable<Request<"/staff/reviews", "get">["query"]>;

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
    queryFn: async () => (await typedApi.get("/staff/me")).data,
    retry: false,
  });

export const useAuditLog = (query: AuditQuery) =>
  useQuery({
    queryKey: staffKeys.audit(query),
    queryFn: () => typedApi.get("/staff/audit", { query }),
    placeholderData: (previous) => previous,
  });

/**
 * Saves the filtered log as CSV (through the API client, which renews an expired token first).
 * A file, not JSON: typedApi reads JSON answers, so this one stays on the client itself.
 */
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
    queryFn: () => typedApi.get("/staff/verifications", { query }),
    placeholderData: (previous) => previous,
  });

export const useVerificationCase = (id: string) =>
  useQuery({
    queryKey: staffKeys.case(id),
    queryFn: async () => (await typedApi.get("/staff/verifications/{id}", { path: { id } })).data,
  });

export function useDecideVerification(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: VerificationDecision) =>
      (await typedApi.post("/staff/verifications/{id}/decision", { path: { id }, body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["staff", "verifications"] }),
  });
}

export const usePeople = (query: PeopleQuery) =>
  useQuery({
    queryKey: staffKeys.people(query),
    queryFn: () => typedApi.get("/staff/people", { query }),
    placeholderData: (previous) => previous,
  });

export const usePerson = (id: string) =>
  useQuery({
    queryKey: staffKeys.person(id),
    queryFn: async () => (await typedApi.get("/staff/people/{id}", { path: { id } })).data,
  });

export type PersonAction = "lock" | "unlock" | "revoke-sessions";

export function usePersonAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, ...body }: StaffReason & { action: PersonAction }) =>
      (action === "revoke-sessions"
        ? await typedApi.post("/staff/people/{id}/revoke-sessions", { path: { id }, body })
        : await typedApi.post("/staff/people/{id}/{change}", { path: { id, change: action }, body })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["staff", "people"] }),
  });
}

/** POST /staff/impersonate/{id}: a read-only token for "view as". */
export function useStartViewAs(id: string) {
  return useMutation({
    mutationFn: async () => (await typedApi.post("/staff/impersonate/{id}", { path: { id } })).data,
  });
}

/** Licences whose approval ends within 60 days (decision 0808). */
export const useExpiringLicences = (page: number) =>
  useQuery({
    queryKey: staffKeys.expiring(page),
    queryFn: () => typedApi.get("/staff/licences/expiring", { query: { page } }),
    placeholderData: (previous) => previous,
  });

export const useModeratedReviews = (query: ReviewsQuery) =>
  useQuery({
    queryKey: staffKeys.reviews(query),
    queryFn: () => typedApi.get("/staff/reviews", { query }),
    placeholderData: (previous) => previous,
  });

export type ReviewModeration = "hide" | "restore" | "dismiss";

export function useModerateReview(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, reason }: StaffReason & { action: ReviewModeration }) =>
      (
        await typedApi.post("/staff/reviews/{id}/{action}", {
          path: { id, action },
          body: { reason },
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["staff", "reviews"] }),
  });
}

export const useFailedEmails = (page: number) =>
  useQuery({
    queryKey: staffKeys.emails(page),
    queryFn: () => typedApi.get("/staff/emails", { query: { page } }),
    placeholderData: (previous) => previous,
  });

export function useRetryEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await typedApi.post("/staff/emails/{id}/retry", { path: { id } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["staff", "emails"] }),
  });
}

export const useStaffTeam = () =>
  useQuery({
    queryKey: staffKeys.team,
    queryFn: async () => (await typedApi.get("/staff/team")).data,
  });

export function useAddStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AddStaffInput) => (await typedApi.post("/staff/team", { body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.team }),
  });
}

export function useRemoveStaffRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, role }: { id: string; role: StaffRole }) =>
      (await typedApi.delete("/staff/team/{id}/roles/{role}", { path: { id, role } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.team }),
  });
}
