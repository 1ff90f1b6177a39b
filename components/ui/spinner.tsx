export function Spinner({ label, className = "" }: { label: string; className?: string }) {
  return (
    <span role="status" className={`inline-flex items-center gap-2 ${className}`}>
      <span
        aria-hidden
        className="size-5 animate-spin rounded-full border-2 border-brand-300 border-t-brand-700"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
