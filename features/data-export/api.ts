"use client";

import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { saveFile, serverFilename } from "@/lib/files/save-file";

/** Saves the person's data as the JSON file the server names (see saveFile: through the API client). */
export const useDownloadPersonalData = () =>
  useMutation({
    mutationFn: async () => {
      // A file download with the server's file name: typedApi reads JSON answers only.
      const answer = await api.get("/user/data-export", { responseType: "text" });
      const filename = serverFilename(answer.headers["content-disposition"], "haven-data.json");
      saveFile(answer.data, "application/json;charset=utf-8", filename);
    },
  });

/** Saves the files the person gave us or was sent, as the ZIP the server names (decision 0511). */
export const useDownloadPersonalFiles = () =>
  useMutation({
    mutationFn: async () => {
      // A file download with the server's file name: typedApi reads JSON answers only.
      const answer = await api.get("/user/data-export/files", { responseType: "arraybuffer" });
      const filename = serverFilename(answer.headers["content-disposition"], "haven-files.zip");
      saveFile(answer.data, "application/zip", filename);
    },
  });
