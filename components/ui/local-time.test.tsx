import { screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { withDeviceZone } from "@/tests/helpers/zones";
import { renderWithProviders } from "@/tests/helpers/render";
import { LocalTime, useLocalDateTime } from "./local-time";

// 21:30 on the 25th in New York, already the 26th in UTC.
const at = "2026-11-26T02:30:00.000Z";

function Redeemed() {
  const localTime = useLocalDateTime();
  return <p>Redeemed on {localTime(at, "recordDay")}</p>;
}

describe("an instant on the viewer's clock", () => {
  withDeviceZone("America/New_York");

  it("is shown in the browser's zone, though next-intl's formatter is set to the server's UTC", () => {
    renderWithProviders(
      <>
        <LocalTime iso={at} />
        <Redeemed />
      </>,
    );
    expect(screen.getByText("Nov 25, 2026, 9:30 PM")).toBeInTheDocument();
    expect(screen.getByText("Redeemed on Nov 25, 2026")).toBeInTheDocument();
  });

  it("is shown in UTC on the server, labelled where a time of day shows", () => {
    const html = renderToString(
      <NextIntlClientProvider locale="de" timeZone="UTC" messages={{}}>
        <LocalTime iso={at} />
        <Redeemed />
      </NextIntlClientProvider>,
    );
    expect(html).toContain("26.11.2026, 02:30 UTC");
    expect(html).toContain("Redeemed on <!-- -->26.11.2026");
  });
});
