"use client";

import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Link } from "@/lib/i18n/navigation";

type Props = {
  label: string;
  links: { href: string; label: string }[];
  /** Shown under the links: the language and the country, which the phone's header has no room for. */
  children?: ReactNode;
};

/**
 * A signed-out visitor's menu on a phone or a narrow tablet (issue 74): what the wide header shows
 * beside the logo ("Find a therapist", "For therapists", the language and the country). A disclosure: the button
 * says whether it is open, opening it moves focus to its first link, Escape closes it and gives
 * focus back to the button, and so does a tap outside or on anything inside.
 */
export function VisitorMenu({ label, links, children }: Props) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>("a, button")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  return (
    <div className="md:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        onClick={() => setOpen((v) => !v)}
        className="grid size-9 place-items-center rounded-xl text-ink ring-1 ring-stone-300 hover:bg-stone-100"
      >
        <svg
          aria-hidden
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <div
        ref={panel}
        id={panelId}
        hidden={!open}
        // A link leaves the page and the country button opens its own dialog: either way, close.
        onClick={(event) => {
          if ((event.target as HTMLElement).closest("a, button")) setOpen(false);
        }}
        className="absolute inset-x-0 top-full border-b border-stone-200 bg-white px-4 pb-4 pt-2 shadow-lg"
      >
        <nav aria-label={label}>
          <ul className="space-y-1">
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="block rounded-xl px-3 py-2.5 font-medium text-ink hover:bg-stone-100"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {children && (
          <div className="mt-3 flex flex-wrap items-center gap-3 border-t border-stone-200 px-3 pt-3">
            {children}
          </div>
        )}
      </div>
    </div>
  );
}
