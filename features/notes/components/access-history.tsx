"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { LocalTime } from "@/components/ui/local-time";
import { Modal } from "@/components/ui/modal";
import { Spinner } from "@/components/ui/spinner";
import { useNoteHistory } from "../api";
import type { Note } from "../schemas";

/** Who opened, listed, changed or downloaded this note, when and from where (its audit rows). */
export function AccessHistory({ note, onClose }: { note: Note; onClose: () => void }) {
  const t = useTranslations("Notes");
  const history = useNoteHistory(note.identifier, true);
  return (
    <Modal open onClose={onClose} title={t("historyTitle", { title: note.title })}>
      {history.isPending ? (
        <Spinner label={t("loading")} />
      ) : history.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t("historyError")}
        </p>
      ) : history.data.length === 0 ? (
        <p className="text-sm text-muted">{t("historyEmpty")}</p>
      ) : (
        <ul className="max-h-[50vh] divide-y divide-stone-200 overflow-y-auto text-sm">
          {history.data.map((entry) => (
            <li key={entry.identifier} className="flex flex-wrap justify-between gap-x-4 py-2">
              <span className="font-medium">{t(`action.${entry.action}`)}</span>
              <span className="text-muted">
                <LocalTime iso={entry.at} /> · {entry.address}
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t("close")}
        </Button>
      </div>
    </Modal>
  );
}
