"use client";

type Option = { identifier?: string; slug?: string; name: string };

/** One required choice shown as pills (radio buttons underneath), with its error. */
export function ChoicePills({
  name,
  label,
  options,
  value,
  onChange,
  error,
}: {
  name: string;
  label: string;
  options: Option[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <fieldset>
      <legend className="font-semibold">{label}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((o) => {
          const key = o.identifier ?? o.slug!;
          return (
            <label
              key={key}
              className={`cursor-pointer rounded-full px-4 py-2 text-sm ring-1 has-focus-visible:outline-2 has-focus-visible:outline-brand-700 ${value === key ? "bg-brand-400 ring-brand-600" : "bg-white ring-stone-300 hover:ring-brand-500"}`}
            >
              <input
                type="radio"
                name={name}
                value={key}
                checked={value === key}
                onChange={() => onChange(key)}
                className="sr-only"
              />
              {o.name}
            </label>
          );
        })}
      </div>
      {error && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
