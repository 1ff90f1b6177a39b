import { buttonClass } from "@/components/ui/button";

/**
 * The way into a therapist's video room (decision 0308): a button opening it in a new tab, with no
 * referrer, and a line under it saying so. A session's client and an invited participant see it.
 */
export function RoomLink({ link, label, hint }: { link: string; label: string; hint: string }) {
  return (
    <div className="space-y-2">
      <a href={link} target="_blank" rel="noopener noreferrer" className={buttonClass("primary")}>
        {label}
      </a>
      <p className="text-muted">{hint}</p>
    </div>
  );
}
