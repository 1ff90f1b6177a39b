import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { authAnswer } from "@/tests/msw/fixtures/accounts";
import { resetMessagingMock, therapists } from "@/tests/msw/fixtures/messaging";
import { mockServer } from "@/tests/msw/node";
import type { ChatListItem } from "../schemas";
import { ChatList } from "./chat-list";

beforeEach(() => {
  resetMessagingMock();
  document.cookie = `token=${authAnswer().token}; path=/`;
});

/** The list row of this person, and the picture in it (decorative: the name is beside it). */
const row = async (name: string) => {
  const li = (await screen.findByText(name)).closest("li")!;
  return { ...within(li), picture: li.querySelector("img") };
};

describe("faces in the chat list (issue 14)", () => {
  it("shows the other person's initials while they have no picture", async () => {
    renderWithProviders(<ChatList selected={undefined} onSelect={() => {}} />);
    const [therapist] = therapists();
    const item = await row(`${therapist!.firstName} ${therapist!.lastName}`);
    expect(item.getByText(`${therapist!.firstName[0]}${therapist!.lastName[0]}`)).toBeVisible();
    expect(item.picture).toBeNull();
  });

  it("shows the client's picture when the API gives one", async () => {
    const picture = "/api/client/profile-picture/00000000-0000-4000-8000-00000000c11e?v=1";
    const item: ChatListItem = {
      identifier: "00000000-0000-4000-8000-00000000c0c0",
      otherUser: {
        identifier: "00000000-0000-4000-8000-00000000c11e",
        firstName: "Ngozi",
        lastName: "Adeyemi",
        userType: "client",
        photoUrl: picture,
      },
      lastMessage: null,
      unreadCount: 0,
    };
    mockServer.use(
      http.get("*/api/messages/chat-list", () =>
        HttpResponse.json({ data: [item], meta: { nextCursor: null } }),
      ),
    );
    renderWithProviders(<ChatList selected={undefined} onSelect={() => {}} />);
    const listed = await row("Ngozi Adeyemi");
    expect(listed.picture).toHaveAttribute("src", picture);
    expect(listed.queryByText("NA")).toBeNull();
  });
});
