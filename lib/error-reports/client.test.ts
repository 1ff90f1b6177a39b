import { describe, expect, it, vi } from "vitest";
import { startErrorReports } from "./client";

const browser = vi.hoisted(() => ({ startBrowserReports: vi.fn(), captureCaught: vi.fn() }));
vi.mock("./browser", () => browser);

describe("the browser's error reports (decision 0812)", () => {
  it("are never loaded on a clinical page, and once elsewhere", async () => {
    startErrorReports("https://key@sentry.example/1", "/de/care/forms/f1/");
    startErrorReports("https://key@sentry.example/1", "/clients/c1/notes/");
    await vi.dynamicImportSettled();
    expect(browser.startBrowserReports).not.toHaveBeenCalled();

    startErrorReports("https://key@sentry.example/1", "/therapists/");
    startErrorReports("https://key@sentry.example/1", "/login/");
    await vi.dynamicImportSettled();
    expect(browser.startBrowserReports).toHaveBeenCalledTimes(1);
    expect(browser.startBrowserReports).toHaveBeenCalledWith("https://key@sentry.example/1");
  });
});
