"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { typedApi, type Answer, type Request } from "@/lib/api/typed";
import { saveFile, serverFilename } from "@/lib/files/save-file";
import type { NoteType } from "./schemas";

/** GET /note/client/{clientId}'s query; the panel always names its page. */
export type ClientNotesFilter = NonNullable<Request<"/note/client/{clientId}", "get">["query"]> & {
  page: number;
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
    queryFn: async () =>
      (await typedApi.get("/note/booking/{id}", { path: { id: bookingId } })).data,
    enabled,
  });

export const useClientNotes = (clientId: string, filter: ClientNotesFilter, enabled = true) =>
  useQuery({
    queryKey: noteKeys.client(clientId, filter),
    queryFn: async () => {
      // An empty text field filters nothing: it is left out of the query (axios drops undefined).
      const query = {
        ...filter,
        title: filter.title || undefined,
        fromDate: filter.fromDate || undefined,
        toDate: filter.toDate || undefined,
      };
      return typedApi.get("/note/client/{clientId}", { path: { clientId }, query });
    },
    enabled,
    placeholderData: keepPreviousData,
  });

export const useNoteHistory = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: noteKeys.history(id),
    queryFn: async () => (await typedApi.get("/note/{id}/history", { path: { id } })).data,
    enabled,
  });

/** The note's decrypted file as a Blob (the API needs the bearer header an <iframe> cannot send). */
export const useNoteFile = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: ["notes", "file", id],
    // A file download, not JSON: typedApi reads JSON answers only.
    queryFn: async (): Promise<Blob> =>
      (await api.get(`/note/${id}/file`, { responseType: "blob" })).data,
    enabled,
    staleTime: 0,
    gcTime: 0,
  });

export type NoteFormValues = { title: string; content?: string; file?: File | null };

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
    // Multipart with upload progress: typedApi sends JSON bodies only; the answer is the document's.
    mutationFn: async (
      input: NoteFormValues & { type: NoteType; reference: string },
    ): Promise<Answer<"/note", "post">["data"]> =>
      (
        await api.post(
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
    // Multipart with upload progress: typedApi sends JSON bodies only; the answer is the document's.
    mutationFn: async (
      input: NoteFormValues & { id: string; removeFile?: boolean },
    ): Promise<Answer<"/note/{id}", "put">["data"]> =>
      (
        await api.put(
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
    mutationFn: async (id: string) => (await typedApi.delete("/note/{id}", { path: { id } })).data,
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
      // A file download with the server's file name: typedApi reads JSON answers only.
      const answer = await api.get(`/note/client/${clientId}/export`, { responseType: "text" });
      const filename = serverFilename(answer.headers["content-disposition"], "notes.md");
      saveFile(answer.data, "text/markdown;charset=utf-8", filename);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["notes", "history"] }),
  });
};
