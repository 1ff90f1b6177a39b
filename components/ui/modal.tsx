"use client";

import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { useSyncExternalStore, type ReactNode } from "react";

// One modal at a time (spec section 2): opening one closes whichever was open.
let openId: string | null = null;
const listeners = new Set<() => void>();
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const setOpenId = (id: string | null) => {
  openId = id;
  listeners.forEach((l) => l());
};

export function useModal(id: string) {
  const open = useSyncExternalStore(
    subscribe,
    () => openId === id,
    () => false,
  );
  return {
    open,
    show: () => setOpenId(id),
    hide: () => {
      if (openId === id) setOpenId(null);
    },
  };
}

/** Escape and a click outside close it; headlessui restores the page's scroll. */
export function Modal({
  open,
  onClose,
  title,
  children,
  wide = false,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Room for a calendar beside its times (the reschedule and schedule modals). */
  wide?: boolean;
}) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden />
      {/* The scroller and the aligner are two boxes: a panel taller than the screen grows the
          aligner, so it scrolls from its title (aligned to the end in one box, its top would sit
          above the scroll's start, out of reach). */}
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-end justify-center p-3 sm:items-center">
          <DialogPanel
            className={`w-full ${wide ? "max-w-3xl" : "max-w-md"} rounded-2xl bg-white p-6 shadow-xl`}
          >
            <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
            <div className="mt-4">{children}</div>
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
