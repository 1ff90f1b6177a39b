import { http, HttpResponse, sse } from "msw";
import {
  SUPPORT_INBOX_PAGE_SIZE,
  supportAssignSchema,
  supportChatTextSchema,
  supportInboxQuerySchema,
  type SupportChatLine,
  type SupportChatState,
  type SupportInboxConversation,
  type SupportInboxRow,
} from "@/features/support/chat-schemas";
import { contactSchema } from "@/features/support/schemas";
import { ErrorCode } from "@/lib/api/error-codes";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import { authAnswer, demoClient } from "../fixtures/accounts";
import { apiError, invalidInput } from "./errors";
import { apiPath, langOf } from "./lang";
import { MOCK_STAFF_TOKEN } from "./staff";

/** POST /support/contact: checked by the shared schema, thanked like the real API. */
export const supportHandlers = [
  http.post(apiPath("/support/contact"), async ({ request }) => {
    const parsed = contactSchema.safeParse(await request.json().catch(() => ({})));
    if (!parsed.success) return invalidInput(request, parsed.error.issues);
    const { firstName, email } = parsed.data;
    const message = { en, de }[langOf(request)].Api.contactReceived
      .replace("{name}", firstName)
      .replace("{email}", email);
    return HttpResponse.json(
      { data: { identifier: crypto.randomUUID(), message } },
      { status: 201 },
    );
  }),
];

// --- the support chat and the console's inbox (decision 0811) ------------------------------------

export const MOCK_SUPPORT_CONVERSATION = "8a9b0c1d-2e3f-4a5b-8c6d-7e8f9a0b1c2d";
const MOCK_SUPPORT_STAFF = "7c0d8a5e-1b2c-4d3e-8f90-0a1b2c3d4e5f";
const DAY = 86_400_000;

type Conversation = Omit<SupportInboxConversation, "messages"> & { messages: SupportChatLine[] };
const line = (fromStaff: boolean, text: string, ago: number): SupportChatLine => ({
  identifier: crypto.randomUUID(),
  fromStaff,
  authorName: fromStaff ? "Oliver Grant" : null,
  text,
  createdAt: new Date(Date.now() - ago).toISOString(),
});
const conversation: Conversation = {
  identifier: MOCK_SUPPORT_CONVERSATION,
  personId: demoClient.identifier,
  personName: `${demoClient.firstName} ${demoClient.lastName}`,
  personEmail: demoClient.email,
  status: "open",
  assigneeId: null,
  assigneeName: null,
  byEmail: false,
  waiting: true,
  lastMessage: "My top-up has not arrived.",
  lastMessageAt: new Date(Date.now() - DAY).toISOString(),
  createdAt: new Date(Date.now() - DAY).toISOString(),
  messages: [line(false, "My top-up has not arrived.", DAY)],
};

/** The mocked person's conversation as their data export holds it (tests/msw/handlers/data-export.ts). */
export const supportConversationsForExport = () => [
  {
    identifier: conversation.identifier,
    status: conversation.status,
    createdAt: conversation.createdAt,
    resolvedAt: null,
    messages: conversation.messages.map((m) => ({
      from: m.fromStaff ? "support" : "you",
      text: m.text,
      createdAt: m.createdAt,
    })),
  },
];

const signedIn = (request: Request) =>
  request.headers.get("authorization") === `Bearer ${authAnswer().token}`;
const isStaff = (request: Request) =>
  request.headers.get("authorization") === `Bearer ${MOCK_STAFF_TOKEN}`;
const notFound = (request: Request) => apiError(request, ErrorCode.NOT_FOUND);
const { messages: _, ...row } = conversation;
const rowOf = (): SupportInboxRow => {
  const last = conversation.messages.at(-1)!;
  return {
    ...row,
    status: conversation.status,
    assigneeId: conversation.assigneeId,
    assigneeName: conversation.assigneeName,
    waiting: !last.fromStaff,
    lastMessage: last.text,
    lastMessageAt: last.createdAt,
  };
};
const detail = (): SupportInboxConversation => ({ ...rowOf(), messages: conversation.messages });
/** What the mocked person sees: "support", no staff names. Support is always online here. */
const stateOf = (request: Request): SupportChatState =>
  signedIn(request)
    ? {
        signedIn: true,
        staffOnline: true,
        conversation: {
          identifier: conversation.identifier,
          status: conversation.status,
          createdAt: conversation.createdAt,
        },
        messages: conversation.messages.map((m) => ({ ...m, authorName: null })),
      }
    : { signedIn: false, staffOnline: true, conversation: null, messages: [] };
async function textOf(request: Request) {
  const parsed = supportChatTextSchema.safeParse(await request.json().catch(() => ({})));
  return parsed.success
    ? { text: parsed.data.text }
    : { error: invalidInput(request, parsed.error.issues) };
}
const conversationParam = (request: Request, id: unknown) =>
  !isStaff(request) || id !== MOCK_SUPPORT_CONVERSATION ? notFound(request) : null;

export const supportChatHandlers = [
  http.get(apiPath("/support/chat"), ({ request }) =>
    HttpResponse.json({ data: stateOf(request) }),
  ),
  http.post(apiPath("/support/chat/messages"), async ({ request }) => {
    if (!signedIn(request)) return apiError(request, ErrorCode.UNAUTHORIZED);
    const input = await textOf(request);
    if ("error" in input) return input.error;
    if (conversation.status === "resolved") conversation.status = "open";
    conversation.messages.push(line(false, input.text, 0));
    return HttpResponse.json({ data: stateOf(request) }, { status: 201 });
  }),
  http.post(apiPath("/staff/support/presence"), ({ request }) =>
    isStaff(request) ? HttpResponse.json({ data: { online: true } }) : notFound(request),
  ),
  http.get(apiPath("/staff/support/conversations"), ({ request }) => {
    if (!isStaff(request)) return notFound(request);
    const query = supportInboxQuerySchema.parse(
      Object.fromEntries(new URL(request.url).searchParams),
    );
    const current = rowOf();
    const matches =
      (query.status === "all" || query.status === current.status) &&
      (!query.person ||
        `${current.personName} ${current.personEmail}`
          .toLowerCase()
          .includes(query.person.toLowerCase()));
    const rows = matches && query.page === 1 ? [current] : [];
    return HttpResponse.json({
      data: rows,
      meta: { page: query.page, pageSize: SUPPORT_INBOX_PAGE_SIZE, total: matches ? 1 : 0 },
    });
  }),
  http.get(
    apiPath("/staff/support/conversations/:id"),
    ({ request, params }) =>
      conversationParam(request, params.id) ?? HttpResponse.json({ data: detail() }),
  ),
  http.post(apiPath("/staff/support/conversations/:id/messages"), async ({ request, params }) => {
    const refused = conversationParam(request, params.id);
    if (refused) return refused;
    const input = await textOf(request);
    if ("error" in input) return input.error;
    conversation.messages.push(line(true, input.text, 0));
    conversation.assigneeId ??= MOCK_SUPPORT_STAFF;
    conversation.assigneeName ??= "Oliver Grant";
    return HttpResponse.json({ data: detail() }, { status: 201 });
  }),
  http.post(apiPath("/staff/support/conversations/:id/assign"), async ({ request, params }) => {
    const refused = conversationParam(request, params.id);
    if (refused) return refused;
    const body = supportAssignSchema.parse(await request.json().catch(() => ({})));
    const assigneeId = body.assigneeId === undefined ? MOCK_SUPPORT_STAFF : body.assigneeId;
    if (assigneeId && assigneeId !== MOCK_SUPPORT_STAFF)
      return apiError(request, ErrorCode.VALIDATION_FAILED, {
        errors: { assigneeId: { en, de }[langOf(request)].SupportInbox.notSupportStaff },
      });
    conversation.assigneeId = assigneeId;
    conversation.assigneeName = assigneeId ? "Oliver Grant" : null;
    return HttpResponse.json({ data: detail() });
  }),
  http.post(apiPath("/staff/support/conversations/:id/resolve"), ({ request, params }) => {
    const refused = conversationParam(request, params.id);
    if (refused) return refused;
    conversation.status = "resolved";
    return HttpResponse.json({ data: detail() });
  }),
  // The mocked live channel: the browser's EventSource only (Node has none; MSW refuses it there).
  ...(typeof EventSource === "undefined"
    ? []
    : [
        sse(apiPath("/support/chat/live"), ({ client }) => {
          client.send({ event: "ready", data: "{}" } as never);
        }),
      ]),
];
