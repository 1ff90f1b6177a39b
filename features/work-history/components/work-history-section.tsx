"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useWorkHistory } from "../api";
import { monthStart } from "../months";
import type { Experience } from "../schemas";
import { DeleteExperienceDialog } from "./delete-experience-dialog";
import { ExperienceDialog } from "./experience-dialog";
import { ShowOnProfile } from "./show-on-profile";

type Open = { kind: "add" } | { kind: "edit" | "delete"; experience: Experience } | null;

/** The therapist's Employment History (spec: add experience) on the credentials page. */
export function WorkHistorySection() {
  const t = useTranslations("WorkHistory");
  const tc = useTranslations("Common");
  const format = useFormatter();
  const jobs = useWorkHistory();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  // Months are calendar months, not instants: read and shown in UTC so no zone shifts them.
  const month = (value: string) =>
    format.dateTime(monthStart(value), { month: "short", year: "numeric", timeZone: "UTC" });

  let body;
  if (jobs.isPending) body = <Spinner label={tc("loading")} />;
  else if (jobs.isError)
    body = (
      <div role="alert" className="space-y-2 text-sm">
        <p>{t("loadError")}</p>
        <Button variant="secondary" onClick={() => void jobs.refetch()}>
          {t("retry")}
        </Button>
      </div>
    );
  else if (!jobs.data.length)
    body = (
      <div className="rounded-xl border border-dashed border-stone-300 p-6 text-center">
        <p className="text-sm text-muted">{t("empty")}</p>
        <Button className="mt-3" onClick={() => setOpen({ kind: "add" })}>
          {t("add")}
        </Button>
      </div>
    );
  else
    body = (
      <ul className="divide-y divide-stone-200">
        {jobs.data.map((job) => {
          const names = { jobTitle: job.jobTitle, companyName: job.companyName };
          return (
            <li
              key={job.identifier}
              className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="min-w-0">
                <h3 className="break-words font-semibold">{job.jobTitle}</h3>
                <p className="break-words text-sm">{job.companyName}</p>
                <p className="text-sm text-muted">
                  {t("range", {
                    start: month(job.startDate),
                    end: job.endDate ? month(job.endDate) : t("present"),
                  })}
                </p>
                {job.description && (
                  <p className="mt-2 whitespace-pre-line break-words text-sm">{job.description}</p>
                )}
              </div>
              <div className="flex shrink-0 gap-2">
                <Button
                  variant="secondary"
                  className="px-4 py-1.5"
                  aria-label={t("editLabel", names)}
                  onClick={() => setOpen({ kind: "edit", experience: job })}
                >
                  {t("edit")}
                </Button>
                <Button
                  variant="ghost"
                  className="px-4 py-1.5 text-red-700"
                  aria-label={t("deleteLabel", names)}
                  onClick={() => setOpen({ kind: "delete", experience: job })}
                >
                  {t("delete")}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    );

  return (
    <section
      aria-labelledby="work-history-title"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="work-history-title" className="text-xl font-semibold">
            {t("title")}
          </h2>
          <p className="mt-1 text-sm text-muted">{t("intro")}</p>
        </div>
        {jobs.data?.length ? (
          <Button onClick={() => setOpen({ kind: "add" })}>{t("add")}</Button>
        ) : null}
      </div>
      <div className="mt-4">{body}</div>
      {jobs.data?.length ? (
        <div className="mt-4">
          <ShowOnProfile />
        </div>
      ) : null}
      {open?.kind === "add" && <ExperienceDialog onClose={close} />}
      {open?.kind === "edit" && (
        <ExperienceDialog
          key={open.experience.identifier}
          experience={open.experience}
          onClose={close}
        />
      )}
      {open?.kind === "delete" && (
        <DeleteExperienceDialog experience={open.experience} onClose={close} />
      )}
    </section>
  );
}
