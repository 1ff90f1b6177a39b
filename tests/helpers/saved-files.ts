import { vi } from "vitest";

/**
 * The files a component hands the browser to save (lib/files/save-file.ts), each with its name,
 * text and blob: the blob URL and the link's click are caught in jsdom.
 */
export function savedFiles() {
  const saved: { download: string; text: Promise<string>; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.set(`blob:${blobs.size}`, blob);
    return `blob:${blobs.size - 1}`;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href)!;
    saved.push({ download: this.download, text: blob.text(), blob });
  });
  return saved;
}
