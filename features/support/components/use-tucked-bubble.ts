"use client";

import { useEffect, useState, type RefObject } from "react";

const CONTROL = "a[href], button, input, select, textarea, [role='button'], [role='link']";

/** The bubble's place when it is not tucked away: its fixed corner and its own size. */
function homeRect(bubble: HTMLElement) {
  const style = getComputedStyle(bubble);
  const right = window.innerWidth - parseFloat(style.right);
  const bottom = window.innerHeight - parseFloat(style.bottom);
  return {
    left: right - bubble.offsetWidth,
    top: bottom - bubble.offsetHeight,
    right,
    bottom,
  };
}

/** Whether a control of the page (not the widget's own) lies under the bubble's place. */
export function controlUnder(bubble: HTMLElement, widget: HTMLElement) {
  const r = homeRect(bubble);
  const inset = 2;
  const points: [number, number][] = [
    [r.left + inset, r.top + inset],
    [r.right - inset, r.top + inset],
    [r.left + inset, r.bottom - inset],
    [r.right - inset, r.bottom - inset],
    [(r.left + r.right) / 2, (r.top + r.bottom) / 2],
  ];
  return points.some(([x, y]) =>
    document
      .elementsFromPoint(x, y)
      .some((el) => !widget.contains(el) && el.closest(CONTROL) !== null),
  );
}

/**
 * Whether the floating Help bubble should step aside (issue 74): while a link or button of the
 * page sits under it, mid-scroll too, it is tucked against the screen's edge so it never covers
 * a card's button; it comes back once the place is clear. Checked after each scroll, resize and
 * change of the page's height.
 */
export function useTuckedBubble(
  bubble: RefObject<HTMLElement | null>,
  widget: RefObject<HTMLElement | null>,
  active: boolean,
) {
  const [tucked, setTucked] = useState(false);
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const check = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (bubble.current && widget.current)
          setTucked(controlUnder(bubble.current, widget.current));
      });
    };
    check();
    window.addEventListener("scroll", check, { passive: true });
    window.addEventListener("resize", check);
    // The page's content arriving (a list loaded) moves controls without a scroll.
    const grown = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(check);
    grown?.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      grown?.disconnect();
      window.removeEventListener("scroll", check);
      window.removeEventListener("resize", check);
    };
  }, [active, bubble, widget]);
  return active && tucked;
}
