import "server-only";
import { Zip, ZipPassThrough } from "fflate";
import type { PersonalFile } from "@/lib/server/personal-files";
import { getStorage } from "@/lib/server/storage";
import { logError } from "@/lib/server/log";

/** Characters no common file system takes in a name, and control characters. */
const UNSAFE = /[\\/:*?"<>|\p{Cc}]/gu;
const NAME_MAX = 120;
/** APPNOTE 4.4.2.2's "made by" system, and the Unix mode kept in the high external attributes. */
const UNIX = 3;
const FILE_MODE = 0o100644;

/** A file or folder name any system can unpack: no separators, no leading dots, not too long. */
export function safeName(name: string) {
  const cleaned = name.replace(UNSAFE, "_").trim().replace(/^\.+/, "");
  if (cleaned.length <= NAME_MAX) return cleaned || "file";
  const dot = cleaned.lastIndexOf(".");
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : "";
  return cleaned.slice(0, NAME_MAX - extension.length) + extension;
}

/** Each file's path in the archive; a name given twice in one folder becomes "name (2).pdf". */
export function archivePaths(files: PersonalFile[]) {
  const taken = new Set<string>();
  return files.map((file) => {
    const folder = file.folder.map(safeName).join("/");
    const name = safeName(file.name);
    const dot = name.lastIndexOf(".");
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
    let path = `${folder}/${name}`;
    for (let n = 2; taken.has(path.toLowerCase()); n++)
      path = `${folder}/${stem} (${n})${extension}`;
    taken.add(path.toLowerCase());
    return path;
  });
}

/**
 * A ZIP of the person's files, written as it is read: one file in memory at a time. The files are
 * stored as they are (pictures and PDFs are compressed already). A file whose bytes are gone from
 * storage is left out; a storage failure ends the stream in an error, so no one is handed a
 * truncated archive that looks whole.
 */
export function filesArchive(files: PersonalFile[]): ReadableStream<Uint8Array> {
  const paths = archivePaths(files);
  let next = 0;
  let zip: Zip;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((error, chunk, final) => {
        if (error) return controller.error(error);
        controller.enqueue(chunk);
        if (final) controller.close();
      });
    },
    // Each pull adds one file (its chunks are enqueued as the entry is written) or ends the archive.
    async pull() {
      while (next < files.length) {
        const file = files[next]!;
        const path = paths[next++]!;
        const stored = await getStorage().get(file.key);
        if (!stored) {
          logError(`[data-export] file missing from storage: ${file.key}`);
          continue;
        }
        const entry = new ZipPassThrough(path);
        // Made on Unix, a plain file readable by all: Info-ZIP's unzip reads a name from an
        // archive said to be made on MS-DOS in the old DOS code page, UTF-8 flag or not.
        entry.os = UNIX;
        entry.attrs = FILE_MODE << 16;
        if (file.at) entry.mtime = file.at;
        zip.add(entry);
        entry.push(stored.bytes, true);
        return;
      }
      zip.end();
    },
  });
}
