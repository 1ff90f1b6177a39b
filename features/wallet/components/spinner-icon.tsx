/** A decorative spinner for views whose text already says what is going on. */
export function SpinnerIcon() {
  return (
    <span
      aria-hidden
      className="mx-auto inline-block size-6 animate-spin rounded-full border-2 border-brand-300 border-t-brand-700"
    />
  );
}
