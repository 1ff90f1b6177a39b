import { render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { acceptAll } from "@/lib/analytics/consent";
import { saveConsent } from "@/lib/analytics/consent-store";
import { takeConsoleCalls } from "@/tests/setup/fail-on-console";

afterEach(() => {
  vi.unstubAllEnvs();
  document.head.querySelectorAll("script[data-tag]").forEach((s) => s.remove());
});

describe("consented tags", () => {
  it("logs a tag that fails to load with console.warn, and nothing else", async () => {
    vi.stubEnv("NEXT_PUBLIC_TAG_ANALYTICS_SRC", "https://tags.example/analytics.js");
    vi.resetModules();
    // The sources are read when the module loads.
    const { TagLoader } = await import("./tag-loader");
    saveConsent(acceptAll());
    render(<TagLoader />);
    const script = document.head.querySelector<HTMLScriptElement>('script[data-tag="analytics"]');
    expect(script?.src).toBe("https://tags.example/analytics.js");
    script!.dispatchEvent(new Event("error"));
    expect(takeConsoleCalls()).toEqual([
      "console.warn: [tags] analytics failed to load from https://tags.example/analytics.js",
    ]);
    expect(document.body.textContent).toBe("");
  });
});

describe("clinical pages (issue 70)", () => {
  it("load no tag whatever the consent", async () => {
    vi.stubEnv("NEXT_PUBLIC_TAG_ANALYTICS_SRC", "https://tags.example/analytics.js");
    vi.resetModules();
    vi.doMock("next/navigation", () => ({ usePathname: () => "/de/care/help/" }));
    const { TagLoader } = await import("./tag-loader");
    saveConsent(acceptAll());
    render(<TagLoader />);
    expect(document.head.querySelector("script[data-tag]")).toBeNull();
    vi.doUnmock("next/navigation");
  });
});
