/**
 * Whether a passkey ceremony ended in the browser without an answer: the person closed the dialog,
 * it timed out, or no passkey was there (the browser tells these apart from nothing, by design).
 * `@simplewebauthn/browser` keeps the DOMException's name on the error it throws.
 */
export function passkeyCancelled(error: unknown) {
  return (
    error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError")
  );
}
