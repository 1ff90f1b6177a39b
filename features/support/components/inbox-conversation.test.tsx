import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { afterEach, expect, it } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { MOCK_STAFF_TOKEN } from "@/tests/msw/handlers/staff";
import { MOCK_SUPPORT_CONVERSATION } from "@/tests/msw/handlers/support";
import { InboxConversation } from "./inbox-conversation";

afterEach(() => Cookies.remove("token"));

it("offers 'Assign to me' until the conversation is the viewer's own", async () => {
  Cookies.set("token", MOCK_STAFF_TOKEN);
  renderWithProviders(<InboxConversation id={MOCK_SUPPORT_CONVERSATION} />);
  const assign = await screen.findByRole("button", { name: "Assign to me" }, { timeout: 5000 });
  await userEvent.click(assign);
  expect(await screen.findByText(/Assigned to Oliver Grant/)).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Assign to me" })).toBeNull();
  // Given back, it can be taken again.
  await userEvent.click(screen.getByRole("button", { name: "Unassign" }));
  expect(await screen.findByRole("button", { name: "Assign to me" })).toBeInTheDocument();
});
