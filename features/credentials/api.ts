"use client";

import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { typedApi, type Answer } from "@/lib/api/typed";
import type { QualificationType } from "./schemas";

/** Query keys of credentials: other features invalidate only through these. */
export const credentialsKeys = {
  all: ["credentials"] as const,
  qualifications: ["credentials", "qualifications"] as const,
  qualification: (id: string) => ["credentials", "qualifications", id] as const,
  insurance: ["credentials", "insurance"] as const,
  verification: ["credentials", "verification"] as const,
};

export const qualificationsQuery = () =>
  queryOptions({
    queryKey: credentialsKeys.qualifications,
    queryFn: async () => (await typedApi.get("/provider/qualification/files")).data,
  });
export const useQualifications = () => useQuery(qualificationsQuery());

export const insuranceQuery = () =>
  queryOptions({
    queryKey: credentialsKeys.insurance,
    queryFn: async () => (await typedApi.get("/provider/indemnity-insurance")).data,
  });
export const useInsurance = () => useQuery(insuranceQuery());

/**
 * One insurance document's bytes, for the insurance-document modal; read afresh each time. Read
 * as bytes and typed by the answer's content type, which the server took from the sniffed kind.
 */
export const useInsuranceFile = (id: string) =>
  useQuery({
    queryKey: [...credentialsKeys.insurance, "file", id],
    queryFn: async () => {
      // A file as bytes (responseType), which typedApi, reading JSON answers, does not ask for.
      const answer = await api.get<ArrayBuffer>(`/provider/indemnity-insurance/${id}`, {
        responseType: "arraybuffer",
      });
      return new Blob([answer.data], { type: String(answer.headers["content-type"] ?? "") });
    },
    staleTime: 0,
    gcTime: 0,
  });

export const verificationQuery = () =>
  queryOptions({
    queryKey: credentialsKeys.verification,
    queryFn: async () => (await typedApi.get("/provider/qualification/verification-note")).data,
  });
export const useVerification = () => useQuery(verificationQuery());

const percent = (loaded: number, total?: number) =>
  total ? Math.min(100, Math.round((loaded / total) * 100)) : 0;

export type QualificationValues = {
  type: QualificationType;
  body?: string;
  credentialNumber?: string;
  title?: string;
  files: File[];
  removeFiles?: string[];
};

function qualificationForm(values: QualificationValues, editing: boolean) {
  const form = new FormData();
  if (!editing) form.append("type", values.type);
  // Only the fields of the type travel; the server keeps the others empty.
  const fields =
    values.type === "license"
      ? { body: values.body ?? "", credentialNumber: values.credentialNumber ?? "" }
      : { title: values.title ?? "" };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const file of values.files) form.append("files", file);
  for (const id of values.removeFiles ?? []) form.append("removeFiles", id);
  return form;
}

/** Credentials changed: the lists and "changed since submission" are read again. */
const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: credentialsKeys.all });
};

/** POST /provider/qualification/file/upload (multipart), reporting upload progress in percent. */
export const useCreateQualification = (onProgress?: (percent: number) => void) => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (values: QualificationValues) =>
      // Multipart with upload progress, which typedApi (JSON bodies) does not send.
      (
        await api.post<Answer<"/provider/qualification/file/upload", "post">>(
          "/provider/qualification/file/upload",
          qualificationForm(values, false),
          { onUploadProgress: (e) => onProgress?.(percent(e.loaded, e.total)) },
        )
      ).data.data,
    onSuccess: refresh,
  });
};

/** PUT /provider/qualification/files/{id} (multipart): details, new files, files to remove. */
export const useUpdateQualification = (onProgress?: (percent: number) => void) => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, ...values }: QualificationValues & { id: string }) =>
      // Multipart with upload progress, which typedApi (JSON bodies) does not send.
      (
        await api.put<Answer<"/provider/qualification/files/{id}", "put">>(
          `/provider/qualification/files/${id}`,
          qualificationForm(values, true),
          { onUploadProgress: (e) => onProgress?.(percent(e.loaded, e.total)) },
        )
      ).data.data,
    onSuccess: refresh,
  });
};

export const useDeleteQualification = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: string) =>
      (await typedApi.delete("/provider/qualification/files/{id}", { path: { id } })).data,
    onSuccess: refresh,
  });
};

/** POST /provider/indemnity-insurance (multipart, repeated `file`): answers the whole list. */
export const useUploadInsurance = (onProgress?: (percent: number) => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (files: File[]) => {
      const form = new FormData();
      for (const file of files) form.append("file", file);
      // Multipart with upload progress, which typedApi (JSON bodies) does not send.
      return (
        await api.post<Answer<"/provider/indemnity-insurance", "post">>(
          "/provider/indemnity-insurance",
          form,
          {
            onUploadProgress: (e) => onProgress?.(percent(e.loaded, e.total)),
          },
        )
      ).data.data;
    },
    onSuccess: (list) => {
      queryClient.setQueryData(credentialsKeys.insurance, list);
      return queryClient.invalidateQueries({ queryKey: credentialsKeys.verification });
    },
  });
};

export const useDeleteInsurance = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: string) =>
      (await typedApi.delete("/provider/indemnity-insurance/{id}", { path: { id } })).data,
    onSuccess: refresh,
  });
};

/** PUT /provider/verification-submission */
export const useSubmitVerification = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await typedApi.put("/provider/verification-submission")).data,
    onSuccess: (verification) =>
      queryClient.setQueryData(credentialsKeys.verification, verification),
  });
};
