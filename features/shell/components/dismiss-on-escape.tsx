"use client";

import { useEffect } from "react";

/**
 * Once hydrated, a server-rendered modal closes like the others (spec section 2): Escape or a
 * click outside it submits its dismissing form, and the page does not scroll behind it meanwhile.
 */
export function DismissOnEscape({ formId }: { formId: string }) {
  useEffect(() => {
    const form = document.getElementById(formId) as HTMLFormElement | null;
    const overlay = form?.closest<HTMLElement>("[data-overlay]");
    if (!form || !overlay) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") form.requestSubmit();
    };
    const onClick = (event: MouseEvent) => {
      if (event.target === overlay) form.requestSubmit();
    };
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    document.addEventListener("keydown", onKey);
    overlay.addEventListener("click", onClick);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener("keydown", onKey);
      overlay.removeEventListener("click", onClick);
    };
  }, [formId]);
  return null;
}
