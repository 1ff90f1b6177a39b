"use client";

import { useSyncExternalStore } from "react";
import { endViewAs, readViewAs } from "../view-as";

const noSubscription = () => () => {};

/**
 * "Viewing as {name}, read only", fixed at the top while support views the site as a person, with
 * End (issue 68). The words come from the server's layout: the shell's catalogue is kept small.
 */
export function ViewAsBanner({ labels }: { labels: { viewing: string; end: string } }) {
  // The cookie is read after hydration (the server renders no banner); it changes only by a reload.
  const viewingAs = useSyncExternalStore(
    noSubscription,
    () => readViewAs()?.name ?? "",
    () => "",
  );
  if (!viewingAs) return null;
  const end = () => {
    const ended = endViewAs();
    const prefix = window.location.pathname.startsWith("/de/") ? "/de" : "";
    // A full load: the server and the middleware read the cookies this changed.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- see above
    window.location.assign(`${prefix}/staff/people/${ended?.personId ?? ""}${ended ? "/" : ""}`);
  };
  return (
    <div
      role="status"
      className="sticky top-0 z-50 flex flex-wrap items-center justify-center gap-3 bg-ink px-4 py-2 text-sm text-white print:hidden"
    >
      <span>{labels.viewing.replace("{name}", viewingAs)}</span>
      <button
        type="button"
        onClick={end}
        className="rounded-full bg-white px-3 py-1 font-semibold text-ink hover:bg-stone-100"
      >
        {labels.end}
      </button>
    </div>
  );
}
