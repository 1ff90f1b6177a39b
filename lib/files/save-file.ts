/**
 * Hands text or bytes the API client read (so an expired token was renewed first, and a failure
 * could be told in the page) to the browser as a downloaded file.
 */
export function saveFile(content: string | ArrayBuffer, type: string, filename: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = Object.assign(document.createElement("a"), { href: url, download: filename });
  link.click();
  // Later, not at once: the browser may still be reading the file when click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The file name the server gave an answer (its `Content-Disposition`), so the page does not work
 * it out again; `fallback` when there is none.
 */
export function serverFilename(disposition: unknown, fallback: string): string {
  if (typeof disposition !== "string") return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed name falls through to the plain one.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallback;
}
