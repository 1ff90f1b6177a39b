"use client";

import { useRef, type ClipboardEvent, type KeyboardEvent } from "react";

/** One box per character; pasting a whole code fills every box. */
export function CodeInput({
  length,
  value,
  onChange,
  label,
  invalid,
}: {
  length: number;
  value: string;
  onChange: (value: string) => void;
  label: string;
  invalid?: boolean;
}) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const chars = Array.from({ length }, (_, i) => value[i] ?? "");
  const clean = (s: string) => s.replace(/[^0-9a-z]/gi, "").toUpperCase();

  function setAt(index: number, char: string) {
    const next = chars.slice();
    next[index] = char;
    onChange(next.join("").slice(0, length));
  }

  function handlePaste(event: ClipboardEvent<HTMLInputElement>, index: number) {
    const pasted = clean(event.clipboardData.getData("text"));
    if (!pasted) return;
    event.preventDefault();
    const next = (chars.slice(0, index).join("") + pasted).slice(0, length);
    onChange(next);
    boxes.current[Math.min(next.length, length - 1)]?.focus();
  }

  function handleKey(event: KeyboardEvent<HTMLInputElement>, index: number) {
    if (event.key === "Backspace" && !chars[index] && index > 0) {
      setAt(index - 1, "");
      boxes.current[index - 1]?.focus();
    }
  }

  return (
    <div role="group" aria-label={label} className="flex gap-2">
      {chars.map((char, index) => (
        <input
          key={index}
          ref={(el) => {
            boxes.current[index] = el;
          }}
          value={char}
          inputMode="text"
          autoComplete={index === 0 ? "one-time-code" : "off"}
          maxLength={1}
          aria-label={`${label} ${index + 1}`}
          aria-invalid={invalid || undefined}
          onPaste={(e) => handlePaste(e, index)}
          onKeyDown={(e) => handleKey(e, index)}
          onChange={(e) => {
            const char = clean(e.target.value).slice(-1);
            setAt(index, char);
            if (char && index < length - 1) boxes.current[index + 1]?.focus();
          }}
          className={`size-12 rounded-xl border bg-white text-center text-lg font-semibold uppercase shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 ${
            invalid ? "border-red-600" : "border-stone-300"
          }`}
        />
      ))}
    </div>
  );
}
