"use client";

import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import type { Data } from "@/lib/api/envelope";
import type { InsuranceFile, Qualification, QualificationType, Verification } from "./schemas";

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
    queryFn: async () =>
      (await api.get<Data<Qualification[]>>("/provider/qualification/files")).data.data,
  });
export const useQualifications = () => useQuery(qualificationsQuery());

export const insuranceQuery = () =>
  queryOptions({
    queryKey: credentialsKeys.insurance,
    queryFn: async () =>
      (await api.get<Data<InsuranceFile[]>>("/provider/indemnity-insurance")).data.data,
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
    queryFn: async () =>
      (await api.get<Data<Verification>>("/provider/qualification/verification-note")).data.data,
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
      (
        await api.post<Data<Qualification>>(
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
      (
        await api.put<Data<Qualification>>(
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
      (await api.delete<Data<{ identifier: string }>>(`/provider/qualification/files/${id}`)).data
        .data,
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
      return (
        await api.post<Data<InsuranceFile[]>>("/provider/indemnity-insurance", form, {
          onUploadProgress: (e) => onProgress?.(percent(e.loaded, e.total)),
        })
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
      (await api.delete<Data<{ identifier: string }>>(`/provider/indemnity-insurance/${id}`)).data
        .data,
    onSuccess: refresh,
  });
};

/** PUT /provider/verification-submission */
export const useSubmitVerification = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await api.put<Data<Verification>>("/provider/verification-submission")).data.data,
    onSuccess: (verification) =>
      queryClient.setQueryData(credentialsKeys.verification, verification),
  });
};
