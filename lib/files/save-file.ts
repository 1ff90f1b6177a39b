/**
 * Hands text the API client read (so an expired token was renewed first, and a failure could be
 * told in the page) to the browser as a downloaded file.
 */
export function saveFile(content: string, type: string, filename: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = Object.assign(document.createElement("a"), { href: url, download: filename });
  link.click();
  // Later, not at once: the browser may still be reading the file when click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
