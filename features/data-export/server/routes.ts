import "server-only";
import { contactOf } from "@/features/accounts/server/service";
import { dayIn } from "@/features/availability";
import { afterResponse } from "@/lib/server/after-response";
import { requireAuth } from "@/lib/server/auth-guard";
import { DomainError } from "@/lib/server/errors";
import { createRouter } from "@/lib/server/http";
import { answers, file } from "@/lib/server/openapi";
import { hit } from "@/lib/server/rate-limit";
import { sendDownloadNotice } from "./emails";
import { filesArchive } from "./files-archive";
import { DATA_EXPORT_LIMIT, personalDataOf } from "./personal-data";
import { personalFilesOf } from "./personal-files";

/** At most DATA_EXPORT_LIMIT downloads an hour of each kind per person. */
async function limit(kind: string, userId: string) {
  const attempt = await hit(`${kind}:${userId}`, DATA_EXPORT_LIMIT);
  if (!attempt.allowed)
    throw new DomainError("RATE_LIMITED", {
      values: { minutes: Math.ceil(attempt.retryAfterSeconds / 60) },
    });
}

/**
 * GET /user/data-export: the signed-in person's data as a JSON file (decision 0507).
 * GET /user/data-export/files: the files they gave us or were sent, as a ZIP (decision 0511);
 * NO_FILES when there are none. Either download is emailed to the person (0512).
 */
export const dataExportRoutes = createRouter()
  .get(
    "/data-export",
    requireAuth(),
    answers(
      {
        200: file(
          "application/json",
          "The person's data, a file to download (haven-data-<day>.json).",
        ),
      },
      ["RATE_LIMITED"],
    ),
    async (c) => {
      const viewer = c.get("viewer");
      await limit("data-export", viewer.userId);
      const now = new Date();
      const data = await personalDataOf(viewer, c.get("locale"), now);
      const day = dayIn(data.account.timezone, now);
      afterResponse(c, "data download notice", () =>
        sendDownloadNotice(viewer.userId, "data", now),
      );
      return c.body(JSON.stringify(data, null, 2), 200, {
        "content-type": "application/json; charset=utf-8",
        "content-disposition": `attachment; filename="haven-data-${day}.json"`,
        "cache-control": "private, no-store",
      });
    },
  )
  .get(
    "/data-export/files",
    requireAuth(),
    answers({ 200: file("application/zip", "The files they gave or were sent, as a ZIP.") }, [
      "RATE_LIMITED",
      "NO_FILES",
    ]),
    async (c) => {
      const viewer = c.get("viewer");
      await limit("data-export-files", viewer.userId);
      // The days in the archive's names are the person's, as they would write them.
      const timeZone = (await contactOf(viewer.userId))?.timezone ?? "UTC";
      const files = await personalFilesOf(viewer, timeZone);
      if (files.length === 0) throw new DomainError("NO_FILES");
      const now = new Date();
      afterResponse(c, "files download notice", () =>
        sendDownloadNotice(viewer.userId, "files", now),
      );
      return c.body(filesArchive(files), 200, {
        "content-type": "application/zip",
        "content-disposition": `attachment; filename="haven-files-${dayIn(timeZone, now)}.zip"`,
        "cache-control": "private, no-store",
      });
    },
  );
