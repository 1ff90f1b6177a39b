import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { unzipSync } from "fflate";
import { http } from "msw";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { ErrorCode } from "@/lib/api/error-codes";
import { renderWithProviders } from "@/tests/helpers/render";
import { savedFiles } from "@/tests/helpers/saved-files";
import { apiError } from "@/tests/msw/handlers/errors";
import { mockServer } from "@/tests/msw/node";
import { clientState, pictureUrl, resetClientMock } from "@/tests/msw/fixtures/client-account";
import { DownloadYourData } from "./download-your-data";

beforeEach(() => Cookies.set("token", "mock-access-token"));
afterEach(() => vi.restoreAllMocks());

it("saves the person's data as the JSON file the server names", async () => {
  const saved = savedFiles();
  const user = userEvent.setup();
  renderWithProviders(<DownloadYourData />);
  expect(screen.getByRole("heading", { name: "Your data" })).toBeInTheDocument();
  expect(screen.getByText(/keep it somewhere safe/)).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Download my data" }));
  expect(await screen.findByText("Your data has been downloaded.")).toBeInTheDocument();
  expect(saved).toHaveLength(1);
  expect(saved[0]!.download).toMatch(/^haven-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await saved[0]!.text);
  expect(data.account.email).toBe("chioma.eze@demo.therapy");
});

it("says why when the server refuses, in German too", async () => {
  mockServer.use(
    http.get("*/api/user/data-export", ({ request }) =>
      apiError(request, ErrorCode.RATE_LIMITED, { values: { minutes: 42 } }),
    ),
  );
  const saved = savedFiles();
  const user = userEvent.setup();
  renderWithProviders(<DownloadYourData />, { locale: "de" });
  await user.click(screen.getByRole("button", { name: "Meine Daten herunterladen" }));
  expect(await screen.findByText(/42/)).toBeInTheDocument();
  expect(saved).toHaveLength(0);
});

it("saves the person's files as the ZIP the server names (decision 0511)", async () => {
  clientState.profile = { ...clientState.profile, pictureUrl };
  const saved = savedFiles();
  const user = userEvent.setup();
  renderWithProviders(<DownloadYourData />);
  expect(screen.getByText(/Your files come as a separate ZIP file/)).toBeInTheDocument();
  expect(
    screen.getByText(/We email you each time your data or files are downloaded/),
  ).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Download my files" }));
  expect(await screen.findByText("Your files have been downloaded.")).toBeInTheDocument();
  expect(saved).toHaveLength(1);
  expect(saved[0]!.download).toMatch(/^haven-files-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = unzipSync(new Uint8Array(await saved[0]!.blob.arrayBuffer()));
  expect(Object.keys(entries)).toEqual(["profile/picture.svg"]);
  resetClientMock();
});

it("says plainly, in the server's words, when there are no files to download", async () => {
  const saved = savedFiles();
  const user = userEvent.setup();
  renderWithProviders(<DownloadYourData />);
  await user.click(screen.getByRole("button", { name: "Download my files" }));
  // The refusal came as bytes: its envelope is read, so the words are the server's.
  expect(
    await screen.findByText(
      "There are no files of yours to download: no picture, documents or message attachments.",
    ),
  ).toBeInTheDocument();
  expect(saved).toHaveLength(0);
  expect(screen.getByRole("button", { name: "Download my files" })).toBeEnabled();
});
