"use client";

import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { Suspense, useState } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { Spinner } from "@/components/ui/spinner";
import { errorToMessage } from "@/lib/api/error-message";
import { usePathname, useRouter } from "@/lib/i18n/navigation";
import { useDeleteQualification, useQualifications } from "../api";
import { qualificationTypes, type Qualification } from "../schemas";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FileLinks, LoadError, SectionCard } from "./parts";
import { QualificationDialog } from "./qualification-dialog";

/** The query parameter that opens the edit-qualification modal (spec section 2). */
export const EDIT_QUALIFICATION_PARAM = "id";

const nameOf = (q: Qualification) =>
  "title" in q.details ? q.details.title : `${q.details.body} ${q.details.credentialNumber}`;

/**
 * The therapist's qualifications grouped by type, with their details and files; "Add
 * qualification" opens the add dialog, "Edit" the edit dialog through ?id= (cleared on close).
 */
export function QualificationsSection() {
  const tc = useTranslations("Credentials");
  const common = useTranslations("Common");
  const query = useQualifications();
  const remove = useDeleteQualification();
  const router = useRouter();
  const pathname = usePathname();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Qualification | null>(null);

  const openEdit = (id: string) =>
    router.replace(`${pathname}?${EDIT_QUALIFICATION_PARAM}=${encodeURIComponent(id)}`, {
      scroll: false,
    });

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.identifier);
      toast.success(tc("qualifications.deleted"));
      setDeleting(null);
    } catch (error) {
      toast.error(errorToMessage(error, common("genericError")));
    }
  };

  const body = query.isPending ? (
    <Spinner label={common("loading")} />
  ) : query.isError ? (
    <LoadError message={tc("qualifications.loadError")} onRetry={() => query.refetch()} />
  ) : !query.data.length ? (
    <p className="rounded-2xl bg-stone-50 p-4 text-sm text-muted">{tc("qualifications.empty")}</p>
  ) : (
    <div className="space-y-5">
      {qualificationTypes
        .map((type) => ({ type, items: query.data.filter((q) => q.type === type) }))
        .filter((g) => g.items.length)
        .map(({ type, items }) => (
          <div key={type}>
            <h3 className="text-sm font-semibold uppercase tracking-wide text-muted">
              {tc(`qualifications.types.${type}`)}
            </h3>
            <ul className="mt-2 space-y-3">
              {items.map((q) => (
                <li key={q.identifier} className="rounded-2xl border border-stone-200 p-4">
                  <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                    <div className="min-w-0">
                      {"title" in q.details ? (
                        <p className="font-semibold break-words">{q.details.title}</p>
                      ) : (
                        <>
                          <p className="font-semibold break-words">{q.details.body}</p>
                          <p className="text-sm text-muted">
                            {tc("qualifications.number", { number: q.details.credentialNumber })}
                          </p>
                        </>
                      )}
                      <ul className="mt-2 space-y-1 text-sm">
                        {q.files.map((f) => (
                          <li key={f.identifier}>
                            <FileLinks file={f} />
                          </li>
                        ))}
                      </ul>
                    </div>
                    <div className="flex shrink-0 gap-2">
                      <Button
                        variant="secondary"
                        className="px-4"
                        aria-label={tc("qualifications.editNamed", { name: nameOf(q) })}
                        onClick={() => openEdit(q.identifier)}
                      >
                        {tc("qualifications.edit")}
                      </Button>
                      <Button
                        variant="ghost"
                        className="px-4 text-red-700"
                        aria-label={tc("qualifications.deleteNamed", { name: nameOf(q) })}
                        onClick={() => setDeleting(q)}
                      >
                        {tc("delete")}
                      </Button>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        ))}
    </div>
  );

  return (
    <SectionCard
      id="qualifications-title"
      title={tc("qualifications.title")}
      intro={tc("qualifications.intro")}
      action={
        <Button onClick={() => setAdding(true)} className="shrink-0">
          {tc("qualifications.add")}
        </Button>
      }
    >
      {body}
      {adding ? (
        <QualificationDialog
          onClose={() => setAdding(false)}
          onSaved={(message) => {
            toast.success(message);
            setAdding(false);
          }}
        />
      ) : null}
      {/* The query parameter is read under Suspense: the page around it can still prerender. */}
      <Suspense fallback={null}>
        <EditFromQuery list={query.isSuccess ? query.data : undefined} />
      </Suspense>
      <ConfirmDialog
        open={Boolean(deleting)}
        danger
        title={tc("qualifications.deleteTitle")}
        body={tc("qualifications.deleteBody")}
        confirmLabel={tc("delete")}
        busyLabel={tc("working")}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </SectionCard>
  );
}

/** The edit dialog of the qualification named by ?id=; closing it clears the parameter. */
function EditFromQuery({ list }: { list: Qualification[] | undefined }) {
  const tc = useTranslations("Credentials");
  const common = useTranslations("Common");
  const router = useRouter();
  const pathname = usePathname();
  const editId = useSearchParams().get(EDIT_QUALIFICATION_PARAM);
  const closeEdit = () => router.replace(pathname, { scroll: false });
  const editing = editId ? list?.find((q) => q.identifier === editId) : undefined;
  if (editing)
    return (
      <QualificationDialog
        key={editing.identifier}
        qualification={editing}
        onClose={closeEdit}
        onSaved={(message) => {
          toast.success(message);
          closeEdit();
        }}
      />
    );
  if (!editId || !list) return null;
  return (
    <Modal open onClose={closeEdit} title={tc("qualifications.editTitle")}>
      <p role="alert" className="text-sm">
        {tc("qualifications.notFound")}
      </p>
      <div className="mt-4 flex justify-end">
        <Button variant="secondary" onClick={closeEdit}>
          {common("close")}
        </Button>
      </div>
    </Modal>
  );
}
