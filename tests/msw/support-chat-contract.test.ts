// @vitest-environment node
import { describe, expect, it } from "vitest";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import { signedInStaff } from "@/tests/helpers/staff";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { mockAs, shape } from "./contract-helpers";
import { authAnswer } from "./fixtures/accounts";
import { MOCK_SUPPORT_CONVERSATION } from "./handlers/support";
import { MOCK_STAFF_TOKEN } from "./handlers/staff";

withTestDatabase({ seed: true });

const UNKNOWN = "00000000-0000-4000-8000-000000000abc";
type Init = { method?: string; body?: unknown };

describe("the support chat's and inbox's handlers answer like the real API (decision 0811)", () => {
  it("the widget's state and lines, then the inbox's list, one, reply, assign and resolve", async () => {
    const client = await signedInUser();
    const staff = await signedInStaff(["support"]);
    const asClient = mockAs(authAnswer().token);
    const asStaff = mockAs(MOCK_STAFF_TOKEN);

    const compare = async (
      realPath: string,
      mockPath: string,
      who: "anonymous" | "client" | "staff",
      init: Init = {},
    ) => {
      const token = who === "client" ? client.token : who === "staff" ? staff.token : undefined;
      const real = await call(realPath, { token, method: init.method, body: init.body });
      const mock = await (who === "staff" ? asStaff : asClient)(mockPath, {
        ...init,
        token: who === "anonymous" ? null : undefined,
      });
      expect(mock.status, realPath).toBe(real.status);
      if (real.status < 300) expect(shape(mock.body), realPath).toEqual(shape(real.body));
      else expect(mock.body, realPath).toEqual(real.body);
      return real.body;
    };

    await compare("/support/chat", "/support/chat", "anonymous");
    const text = { body: { text: "My top-up has not arrived." } };
    const sent = await compare("/support/chat/messages", "/support/chat/messages", "client", text);
    const id = sent.data.conversation.identifier as string;
    await compare("/support/chat/messages", "/support/chat/messages", "client", {
      body: { text: " " },
    });
    await compare("/support/chat/messages", "/support/chat/messages", "anonymous", text);

    const one = `/staff/support/conversations/${id}`;
    const mockOne = `/staff/support/conversations/${MOCK_SUPPORT_CONVERSATION}`;
    await compare("/staff/support/presence", "/staff/support/presence", "staff", {
      method: "POST",
    });
    await compare("/support/chat", "/support/chat", "client");
    await compare("/staff/support/conversations", "/staff/support/conversations", "staff");
    await compare(one, mockOne, "staff");
    await compare(`${one}/messages`, `${mockOne}/messages`, "staff", {
      body: { text: "It arrived this morning." },
    });
    await compare(`${one}/assign`, `${mockOne}/assign`, "staff", { body: {} });
    await compare(`${one}/assign`, `${mockOne}/assign`, "staff", { body: { assigneeId: null } });
    await compare(`${one}/assign`, `${mockOne}/assign`, "staff", {
      body: { assigneeId: client.user.id },
    });
    await compare(`${one}/resolve`, `${mockOne}/resolve`, "staff", { method: "POST" });
    await compare(
      "/staff/support/conversations?status=resolved&person=test",
      "/staff/support/conversations?status=resolved&person=chioma",
      "staff",
    );
    // Nobody else's, and not for people who are not support.
    await compare(
      `/staff/support/conversations/${UNKNOWN}`,
      `/staff/support/conversations/${UNKNOWN}`,
      "staff",
    );
    await compare(one, mockOne, "client");
  });
});
