import "server-only";
import { inArray } from "drizzle-orm";
import type { Db } from "../client";
import { users, workHistory } from "../schema";

type Job = {
  companyName: string;
  jobTitle: string;
  /** First day of the month, as the table keeps it. */
  startMonth: string;
  endMonth: string | null;
  description: string | null;
};

/** A few demo therapists' employment history; a current job has no end. */
const jobsByEmail: Record<string, Job[]> = {
  "amaka.obi@demo.therapy": [
    {
      companyName: "Serene Minds Practice",
      jobTitle: "Clinical Psychologist (private practice)",
      startMonth: "2019-06-01",
      endMonth: null,
      description: "Adults with anxiety, low mood and work stress; CBT and mindfulness.",
    },
    {
      companyName: "Lagos University Teaching Hospital",
      jobTitle: "Clinical Psychologist",
      startMonth: "2014-09-01",
      endMonth: "2019-05-01",
      description: "Outpatient psychology clinic; group programmes for chronic stress.",
    },
    {
      companyName: "Federal Neuropsychiatric Hospital, Yaba",
      jobTitle: "Psychology Intern",
      startMonth: "2013-01-01",
      endMonth: "2014-08-01",
      description: null,
    },
  ],
  "sarah.mitchell@demo.therapy": [
    {
      companyName: "Mitchell Counselling",
      jobTitle: "Trauma Therapist",
      startMonth: "2020-03-01",
      endMonth: null,
      description: "EMDR and trauma-focused therapy for adults, online and in person.",
    },
    {
      companyName: "St Anne's Community Mental Health Team",
      jobTitle: "Counsellor",
      startMonth: "2015-02-01",
      endMonth: "2020-02-01",
      description: null,
    },
  ],
  "lena.mueller@demo.therapy": [
    {
      companyName: "Praxis für Psychotherapie Müller",
      jobTitle: "Psychologische Psychotherapeutin",
      startMonth: "2018-10-01",
      endMonth: null,
      description: "Verhaltenstherapie für Erwachsene.",
    },
    {
      companyName: "Charité – Universitätsmedizin Berlin",
      jobTitle: "Psychologin in Ausbildung",
      startMonth: "2013-04-01",
      endMonth: "2018-09-01",
      description: null,
    },
  ],
};

/** Each listed demo therapist's jobs, for those who have none yet (a re-seed adds nothing twice). */
export async function seedWorkHistory(db: Db) {
  const therapists = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.keys(jobsByEmail)));
  const withJobs = new Set(
    (
      await db
        .select({ id: workHistory.providerId })
        .from(workHistory)
        .where(
          inArray(
            workHistory.providerId,
            therapists.map((t) => t.id),
          ),
        )
    ).map((r) => r.id),
  );
  for (const { id, email } of therapists) {
    if (withJobs.has(id)) continue;
    await db.insert(workHistory).values(
      jobsByEmail[email]!.map((job) => ({
        providerId: id,
        ...job,
        currentlyWorksHere: job.endMonth === null,
      })),
    );
  }
}
