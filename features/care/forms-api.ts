"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { typedApi } from "@/lib/api/typed";
import type { CompleteFormInput, FormAnswers, FormKind, FormTemplateInput } from "./forms/schemas";

/** Intake and consent forms (issue 70): the client's, the therapist's view, the templates. */
export const formKeys = {
  all: ["care", "forms"] as const,
  own: ["care", "forms", "own"] as const,
  one: (id: string) => ["care", "forms", "one", id] as const,
  client: (clientId: string) => ["care", "forms", "client", clientId] as const,
  templates: ["care", "forms", "templates"] as const,
};

export const useOwnForms = (enabled = true) =>
  useQuery({
    queryKey: formKeys.own,
    queryFn: async () => (await typedApi.get("/care/forms")).data,
    enabled,
  });

export const useClientForms = (clientId: string) =>
  useQuery({
    queryKey: formKeys.client(clientId),
    queryFn: async () =>
      (await typedApi.get("/care/client/{clientId}/forms", { path: { clientId } })).data,
  });

export const useForm = (id: string) =>
  useQuery({
    queryKey: formKeys.one(id),
    queryFn: async () => (await typedApi.get("/care/forms/{id}", { path: { id } })).data,
    // Answers are being typed here: never refetched under the client's hands.
    refetchOnWindowFocus: false,
  });

export function useSaveForm(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answers: FormAnswers) =>
      (await typedApi.put("/care/forms/{id}/answers", { path: { id }, body: { answers } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formKeys.own }),
  });
}

export function useCompleteForm(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CompleteFormInput) =>
      (await typedApi.post("/care/forms/{id}/complete", { path: { id }, body: input })).data,
    onSuccess: (form) => {
      queryClient.setQueryData(formKeys.one(id), form);
      return queryClient.invalidateQueries({ queryKey: formKeys.own });
    },
  });
}

export const useFormTemplates = () =>
  useQuery({
    queryKey: formKeys.templates,
    queryFn: async () => (await typedApi.get("/care/form-templates")).data,
  });

export function useCopyStarter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (starter: FormKind) =>
      (await typedApi.post("/care/form-templates", { body: { starter } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formKeys.templates }),
  });
}

export function useUpdateTemplate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: FormTemplateInput) =>
      (await typedApi.put("/care/form-templates/{id}", { path: { id }, body: input })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formKeys.templates }),
  });
}
