/** Five stars filled to a rating in half steps (decorative; the number is written beside it). */
export function Stars({ rating }: { rating: number }) {
  return (
    <span aria-hidden className="relative inline-block text-lg leading-none text-stone-300">
      ★★★★★
      <span
        className="absolute inset-0 overflow-hidden text-brand-500"
        style={{ width: `${(rating / 5) * 100}%` }}
      >
        ★★★★★
      </span>
    </span>
  );
}
