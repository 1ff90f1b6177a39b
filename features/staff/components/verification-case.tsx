"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import toast from "react-hot-toast";
import { BackLink } from "@/components/ui/back-link";
import { Button } from "@/components/ui/button";
import { LocalTime } from "@/components/ui/local-time";
import { QueryState } from "@/components/ui/query-state";
import { API_BASE_URL } from "@/lib/api/client";
import { errorToMessage } from "@/lib/api/error-message";
import { useDecideVerification, useVerificationCase } from "../api";
import type { VerificationCase } from "../schemas";

type CaseFile = VerificationCase["insurance"][number];

/** A document in place: a PDF in a frame, an image as itself, anything else as a link. */
function Preview({ therapistId, file }: { therapistId: string; file: CaseFile }) {
  const t = useTranslations("Staff");
  // The route reads the token cookie: a frame or an <img> cannot send a bearer header.
  const src = `${API_BASE_URL}/staff/verifications/${therapistId}/files/${file.identifier}`;
  return (
    <figure className="space-y-1">
      {file.kind === "pdf" ? (
        <iframe
          src={src}
          title={file.filename}
          className="h-96 w-full rounded-xl ring-1 ring-stone-200"
        />
      ) : file.kind === "png" || file.kind === "jpg" || file.kind === "jpeg" ? (
        // eslint-disable-next-line @next/next/no-img-element -- a private file, never optimised or cached
        <img src={src} alt={file.filename} className="max-h-96 rounded-xl ring-1 ring-stone-200" />
      ) : null}
      <figcaption className="text-sm">
        <a href={src} target="_blank" rel="noreferrer" className="underline">
          {t("verification.openFile", { name: file.filename })}
        </a>
      </figcaption>
    </figure>
  );
}

function Decision({ therapistId }: { therapistId: string }) {
  const t = useTranslations("Staff");
  const decide = useDecideVerification(therapistId);
  const [note, setNote] = useState("");
  const [until, setUntil] = useState("");
  const [error, setError] = useState<string>();
  const send = (decision: "approve" | "reject") => {
    setError(undefined);
    decide.mutate(
      {
        decision,
        note: note || undefined,
        until: decision === "approve" ? until || undefined : undefined,
      },
      {
        onSuccess: () =>
          toast.success(
            t(decision === "approve" ? "verification.approved" : "verification.rejected"),
          ),
        onError: (e) => setError(errorToMessage(e, t("actionFailed"))),
      },
    );
  };
  return (
    <section className="space-y-3 rounded-2xl bg-white p-5 ring-1 ring-stone-200">
      <label className="block text-sm font-medium">
        {t("verification.until")}
        <input
          type="date"
          value={until}
          onChange={(e) => setUntil(e.target.value)}
          className="mt-1 block rounded-xl border border-stone-300 px-3 py-2"
        />
      </label>
      <label className="block text-sm font-medium">
        {t("verification.note")}
        <textarea
          value={note}
          onChange={(e) => setNote(e.target.value)}
          rows={3}
          maxLength={500}
          className="mt-1 block w-full rounded-xl border border-stone-300 px-3 py-2"
        />
        <span className="text-xs font-normal text-muted">{t("verification.noteHint")}</span>
      </label>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => send("approve")} disabled={decide.isPending}>
          {t("verification.approve")}
        </Button>
        <Button variant="secondary" onClick={() => send("reject")} disabled={decide.isPending}>
          {t("verification.reject")}
        </Button>
      </div>
    </section>
  );
}

/** One therapist's case: licence body and number beside the documents, and the decision. */
export function VerificationCaseView({ therapistId }: { therapistId: string }) {
  const t = useTranslations("Staff");
  const query = useVerificationCase(therapistId);
  return (
    <section className="space-y-4">
      <BackLink href="/staff/verifications/" className="text-sm underline">
        {t("verification.back")}
      </BackLink>
      <QueryState
        query={query}
        isEmpty={() => false}
        labels={{
          loading: t("verification.title"),
          failed: t("loadFailed"),
          retry: t("retry"),
          empty: "",
        }}
      >
        {(data) => (
          <div className="space-y-5">
            <div className="space-y-1">
              <h1 className="text-2xl font-bold">
                {data.therapist.firstName} {data.therapist.lastName}
              </h1>
              <p className="text-muted">{data.therapist.email}</p>
              <p className="text-sm">
                {t("verification.status")}:{" "}
                <strong>
                  {t(`verification.statuses.${data.verification.status as "submitted"}`)}
                </strong>
                {data.verification.submittedAt && (
                  <>
                    {" · "}
                    {t("verification.submitted")} <LocalTime iso={data.verification.submittedAt} />
                  </>
                )}
                {data.verification.changedSinceSubmission && ` · ${t("verification.changed")}`}
              </p>
            </div>
            <div className="grid gap-5 lg:grid-cols-[2fr_1fr]">
              <div className="space-y-5">
                {data.qualifications.map((q) => (
                  <article
                    key={q.identifier}
                    className="space-y-3 rounded-2xl bg-white p-5 ring-1 ring-stone-200"
                  >
                    <h2 className="font-semibold">
                      {t(`verification.qualificationTypes.${q.type as "license"}`)}
                      {q.title ? `: ${q.title}` : ""}
                    </h2>
                    {q.type === "license" && (
                      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                        <dt className="text-muted">{t("verification.body")}</dt>
                        <dd>{q.body}</dd>
                        <dt className="text-muted">{t("verification.number")}</dt>
                        <dd className="font-mono">{q.credentialNumber}</dd>
                      </dl>
                    )}
                    {q.files.length === 0 && (
                      <p className="text-sm text-muted">{t("verification.noFiles")}</p>
                    )}
                    {q.files.map((f) => (
                      <Preview key={f.identifier} therapistId={therapistId} file={f} />
                    ))}
                  </article>
                ))}
                {data.insurance.length > 0 && (
                  <article className="space-y-3 rounded-2xl bg-white p-5 ring-1 ring-stone-200">
                    <h2 className="font-semibold">{t("verification.insurance")}</h2>
                    {data.insurance.map((f) => (
                      <Preview key={f.identifier} therapistId={therapistId} file={f} />
                    ))}
                  </article>
                )}
              </div>
              {/* On a phone the decision comes first, above the documents. */}
              <div className="order-first lg:order-none">
                {data.verification.status === "submitted" && <Decision therapistId={therapistId} />}
              </div>
            </div>
          </div>
        )}
      </QueryState>
    </section>
  );
}
