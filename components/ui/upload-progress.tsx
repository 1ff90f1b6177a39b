/** How far an upload has got (axios onUploadProgress), as a bar and, if given, a line of text. */
export function UploadProgress({
  percent,
  label,
  caption,
  className,
}: {
  percent: number;
  label: string;
  caption?: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        className="h-2 w-full overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
      </div>
      {caption ? <p className="mt-1 text-xs text-muted">{caption}</p> : null}
    </div>
  );
}
