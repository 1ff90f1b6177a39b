"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { QueryState } from "@/components/ui/query-state";
import { errorToMessage } from "@/lib/api/error-message";
import { useCopyStarter, useFormTemplates } from "../forms-api";
import { FORM_KINDS } from "../forms/schemas";
import { TemplateEditor } from "./template-editor";

const card = "space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200";

/** /care/templates: the therapist's intake and consent forms, copied from starters and edited. */
export function FormTemplates() {
  const t = useTranslations("Care.forms.templates");
  const tf = useTranslations("Care.forms");
  const tc = useTranslations("Common");
  const query = useFormTemplates();
  const copy = useCopyStarter();
  const [editing, setEditing] = useState<string>();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap gap-3">
        {FORM_KINDS.map((kind) => (
          <Button
            key={kind}
            variant="secondary"
            disabled={copy.isPending}
            onClick={() =>
              copy.mutate(kind, {
                onSuccess: (created) => setEditing(created.identifier),
                onError: (error) => toast.error(errorToMessage(error, tc("genericError"))),
              })
            }
          >
            {t(`copy.${kind}`)}
          </Button>
        ))}
      </div>
      <QueryState
        query={query}
        isEmpty={(list) => list.length === 0}
        labels={{
          loading: tf("loading"),
          failed: tf("failed"),
          retry: tf("retry"),
          empty: t("empty"),
        }}
      >
        {(templates) => (
          <ul className="space-y-4">
            {templates.map((template) => (
              <li key={template.identifier} className={card}>
                {editing === template.identifier ? (
                  <TemplateEditor
                    template={template}
                    // A save that ends after another form was opened leaves that one open.
                    onDone={() =>
                      setEditing((open) => (open === template.identifier ? undefined : open))
                    }
                  />
                ) : (
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <div>
                      <p className="text-xs font-semibold uppercase tracking-wide text-muted">
                        {tf(`kinds.${template.kind}`)}
                      </p>
                      <h2 className="text-lg font-semibold">{template.title}</h2>
                      <p className="text-sm text-muted">
                        {template.sendToNewClients ? t("sentToNew") : t("notSentToNew")}
                      </p>
                    </div>
                    <Button variant="secondary" onClick={() => setEditing(template.identifier)}>
                      {t("edit")}
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
