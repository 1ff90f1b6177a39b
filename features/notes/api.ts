"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import type { Data, Page } from "@/lib/api/envelope";
import { saveFile, serverFilename } from "@/lib/files/save-file";
import type { Note, NoteAccess, NoteType } from "./schemas";

export type ClientNotesFilter = {
  type?: NoteType;
  page: number;
  title?: string;
  fromDate?: string;
  toDate?: string;
};

export const noteKeys = {
  all: ["notes"] as const,
  booking: (bookingId: string) => ["notes", "booking", bookingId] as const,
  client: (clientId: string, filter: ClientNotesFilter) =>
    ["notes", "client", clientId, filter] as const,
  history: (id: string) => ["notes", "history", id] as const,
};

export const useBookingNotes = (bookingId: string, enabled = true) =>
  useQuery({
    queryKey: noteKeys.booking(bookingId),
    queryFn: async () => (await api.get<Data<Note[]>>(`/note/booking/${bookingId}`)).data.data,
    enabled,
  });

export const useClientNotes = (clientId: string, filter: ClientNotesFilter, enabled = true) =>
  useQuery({
    queryKey: noteKeys.client(clientId, filter),
    queryFn: async () => {
      const params = Object.fromEntries(
        Object.entries(filter).filter(([, v]) => v !== undefined && v !== ""),
      );
      return (await api.get<Page<Note>>(`/note/client/${clientId}`, { params })).data;
    },
    enabled,
    placeholderData: keepPreviousData,
  });

export const useNoteHistory = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: noteKeys.history(id),
    queryFn: async () => (await api.get<Data<NoteAccess[]>>(`/note/${id}/history`)).data.data,
    enabled,
  });

/** The note's decrypted file as a Blob (the API needs the bearer header an <iframe> cannot send). */
export const useNoteFile = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: ["notes", "file", id],
    queryFn: async () => (await api.get<Blob>(`/note/${id}/file`, { responseType: "blob" })).data,
    enabled,
    staleTime: 0,
    gcTime: 0,
  });

export type NoteFormValues = { title: string; content?: string; file?: File | null };
type Saved = Note & { message: string };

const formOf = (fields: Record<string, string | undefined>, file?: File | null) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.set(k, v);
  if (file) form.set("file", file);
  return form;
};

const percent = (loaded: number, total?: number) =>
  total ? Math.round((loaded / total) * 100) : 0;

/** POST /note (multipart), reporting upload progress in percent. */
export const useCreateNote = (onProgress?: (percent: number) => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NoteFormValues & { type: NoteType; reference: string }) =>
      (
        await api.post<Data<Saved>>(
          "/note",
          formOf(
            {
              type: input.type,
              reference: input.reference,
              title: input.title,
              content: input.content,
            },
            input.file,
          ),
          { onUploadProgress: (e) => onProgress?.(percent(e.loaded, e.total)) },
        )
      ).data.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noteKeys.all }),
  });
};

export const useUpdateNote = (onProgress?: (percent: number) => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NoteFormValues & { id: string; removeFile?: boolean }) =>
      (
        await api.put<Data<Saved>>(
          `/note/${input.id}`,
          formOf(
            {
              title: input.title,
              content: input.content,
              removeFile: input.removeFile ? "true" : undefined,
            },
            input.file,
          ),
          { onUploadProgress: (e) => onProgress?.(percent(e.loaded, e.total)) },
        )
      ).data.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noteKeys.all }),
  });
};

export const useDeleteNote = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (
        await api.delete<Data<{ identifier: string; type: NoteType; message: string }>>(
          `/note/${id}`,
        )
      ).data.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noteKeys.all }),
  });
};

/**
 * Saves every note on one client as the Markdown file the server names (decision 0704); each
 * note's history then shows the export, so it is read again.
 */
export const useExportClientNotes = (clientId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const answer = await api.get<string>(`/note/client/${clientId}/export`, {
        responseType: "text",
      });
      const filename = serverFilename(answer.headers["content-disposition"], "notes.md");
      saveFile(answer.data, "text/markdown;charset=utf-8", filename);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["notes", "history"] }),
  });
};
