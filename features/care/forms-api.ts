"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import type { Data } from "@/lib/api/envelope";
import type {
  CompleteFormInput,
  FormAnswers,
  FormDetail,
  FormKind,
  FormSummary,
  FormTemplate,
  FormTemplateInput,
} from "./forms/schemas";

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
    queryFn: async () => (await api.get<Data<FormSummary[]>>("/care/forms")).data.data,
    enabled,
  });

export const useClientForms = (clientId: string) =>
  useQuery({
    queryKey: formKeys.client(clientId),
    queryFn: async () =>
      (await api.get<Data<FormSummary[]>>(`/care/client/${clientId}/forms`)).data.data,
  });

export const useForm = (id: string) =>
  useQuery({
    queryKey: formKeys.one(id),
    queryFn: async () => (await api.get<Data<FormDetail>>(`/care/forms/${id}`)).data.data,
    // Answers are being typed here: never refetched under the client's hands.
    refetchOnWindowFocus: false,
  });

export function useSaveForm(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answers: FormAnswers) =>
      (await api.put<Data<FormSummary>>(`/care/forms/${id}/answers`, { answers })).data.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formKeys.own }),
  });
}

export function useCompleteForm(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CompleteFormInput) =>
      (await api.post<Data<FormDetail>>(`/care/forms/${id}/complete`, input)).data.data,
    onSuccess: (form) => {
      queryClient.setQueryData(formKeys.one(id), form);
      return queryClient.invalidateQueries({ queryKey: formKeys.own });
    },
  });
}

export const useFormTemplates = () =>
  useQuery({
    queryKey: formKeys.templates,
    queryFn: async () => (await api.get<Data<FormTemplate[]>>("/care/form-templates")).data.data,
  });

export function useCopyStarter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (starter: FormKind) =>
      (await api.post<Data<FormTemplate>>("/care/form-templates", { starter })).data.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formKeys.templates }),
  });
}

export function useUpdateTemplate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: FormTemplateInput) =>
      (await api.put<Data<FormTemplate>>(`/care/form-templates/${id}`, input)).data.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formKeys.templates }),
  });
}
