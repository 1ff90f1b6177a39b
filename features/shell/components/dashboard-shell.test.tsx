import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { UnreadMessagesBadge } from "@/features/messaging";
import { renderWithProviders } from "@/tests/helpers/render";
import { mockServer } from "@/tests/msw/node";
import { navigation } from "@/tests/setup/navigation";
import { NAV } from "../nav";
import { DashboardShell } from "./dashboard-shell";

const items = NAV.provider.map((area) => ({
  ...area,
  label: area.key === "messages" ? "Messages" : area.key,
}));

describe("the dashboard's navigation (decision 0520)", () => {
  it("counts unread messages beside 'Messages', and on the phone's menu while it is folded", async () => {
    mockServer.use(
      http.get("*/api/messages/unread-count", () => HttpResponse.json({ data: { count: 4 } })),
    );
    navigation.pathname = "/appointments";
    renderWithProviders(
      <DashboardShell
        items={items}
        labels={{ nav: "Dashboard", menu: "Menu" }}
        badges={{ messages: <UnreadMessagesBadge label={{ one: "unread", other: "unread" }} /> }}
        menuBadge={
          <UnreadMessagesBadge label={{ one: "unread message", other: "unread messages" }} />
        }
      >
        <p>page</p>
      </DashboardShell>,
    );
    // Folded, the phone's menu is a button; the sidebar is the one "Dashboard" landmark.
    const side = screen.getByRole("navigation", { name: "Dashboard" });
    expect(await within(side).findByRole("link", { name: "Messages (4 unread)" })).toHaveAttribute(
      "href",
      "/messages",
    );
    const menu = screen.getByRole("button", { expanded: false });
    expect(menu).toHaveAccessibleName("Menu: appointments (4 unread messages)");

    // Unfolded, the count is on the area itself, not twice.
    await userEvent.click(menu);
    expect(menu).toHaveAccessibleName("Menu: appointments");
    const [, phone] = screen.getAllByRole("navigation", { name: "Dashboard" });
    expect(within(phone!).getByRole("link", { name: "Messages (4 unread)" })).toBeInTheDocument();
  });

  it("says one message in the singular, in German too", async () => {
    mockServer.use(
      http.get("*/api/messages/unread-count", () => HttpResponse.json({ data: { count: 1 } })),
    );
    navigation.pathname = "/calendar";
    renderWithProviders(
      <DashboardShell
        items={items}
        labels={{ nav: "Dashboard", menu: "Menü" }}
        menuBadge={
          <UnreadMessagesBadge
            label={{ one: "ungelesene Nachricht", other: "ungelesene Nachrichten" }}
          />
        }
      >
        <p>Seite</p>
      </DashboardShell>,
      { locale: "de" },
    );
    expect(
      await screen.findByRole("button", { name: "Menü: calendar (1 ungelesene Nachricht)" }),
    ).toBeInTheDocument();
  });
});
