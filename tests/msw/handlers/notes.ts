import { http, HttpResponse } from "msw";
import { checkNoteFile, contentTypeOf, type FileKind } from "@/features/notes/file-rules";
import { titleMatches } from "@/features/notes/title-words";
import {
  clientNotesQuerySchema,
  createNoteSchema,
  NOTES_PAGE_SIZE,
  updateNoteSchema,
  type Note,
} from "@/features/notes/schemas";
import { ErrorCode } from "@/lib/api/error-codes";
import {
  mockHeldBooking,
  mockNotesClient,
  mockTherapist,
  notesState,
  saveNotesState,
  type StoredNote,
} from "../fixtures/notes";
import { apiError, invalidInput } from "./errors";
import { apiPath, langOf } from "./lang";
import de from "@/messages/de.json";
import en from "@/messages/en.json";

const isTherapist = (request: Request) =>
  request.headers.get("authorization") === `Bearer ${mockTherapist.token}`;
const said = (request: Request, key: keyof typeof en.Api) => ({ en, de })[langOf(request)].Api[key];

const wire = ({ fileBase64: _file, ...note }: StoredNote): Note => note;

function audit(ids: string[], action: string) {
  const state = notesState();
  for (const id of ids) (state.audit[id] ??= []).unshift({ action, at: new Date().toISOString() });
  saveNotesState(state);
}

async function fields(request: Request) {
  const form = await request.formData();
  const values: Record<string, string> = {};
  let file: File | undefined;
  for (const [k, v] of form.entries()) {
    if (typeof v === "string") values[k] = v;
    else if (k === "file" && v.size > 0) file = v;
  }
  return { values, file };
}

const toBase64 = (bytes: Uint8Array) => {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
};

/** Spec section 7: Notes, for the mocked therapist and their one client and session. */
export const noteHandlers = [
  http.post(apiPath("/note"), async ({ request }) => {
    if (!request.headers.get("authorization")) return apiError(request, ErrorCode.UNAUTHORIZED);
    const { values, file } = await fields(request);
    if (values.type === "client" && !values.reference?.trim())
      return apiError(request, ErrorCode.CLIENT_ID_MISSING);
    const parsed = createNoteSchema.safeParse(values);
    if (!parsed.success) return invalidInput(request, parsed.error.issues);
    let stored: Pick<StoredNote, "file" | "fileBase64"> = { file: null };
    if (file) {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const verdict = checkNoteFile(parsed.data.type, file.name, bytes);
      if (!verdict.ok) return invalidInput(request, [{ path: ["file"], message: verdict.key }]);
      stored = {
        file: { name: file.name, kind: verdict.kind, size: bytes.length },
        fileBase64: toBase64(bytes),
      };
    }
    const { type, reference } = parsed.data;
    const known =
      type === "booking" ? reference === mockHeldBooking : reference === mockNotesClient;
    if (!isTherapist(request) || !known) return apiError(request, ErrorCode.NOT_FOUND);
    const now = new Date().toISOString();
    const note: StoredNote = {
      identifier: crypto.randomUUID(),
      type,
      title: parsed.data.title,
      content: parsed.data.content || null,
      reference: reference!,
      clientId: mockNotesClient,
      bookingId: type === "booking" ? reference! : null,
      ...stored,
      createdAt: now,
      updatedAt: now,
    };
    const state = notesState();
    state.notes.unshift(note);
    saveNotesState(state);
    audit([note.identifier], "create");
    return HttpResponse.json(
      {
        data: {
          ...wire(note),
          message: said(request, type === "booking" ? "sessionNoteAdded" : "clientNoteAdded"),
        },
      },
      { status: 201 },
    );
  }),
  http.get(apiPath("/note/booking/:id"), ({ request, params }) => {
    if (!request.headers.get("authorization")) return apiError(request, ErrorCode.UNAUTHORIZED);
    if (!isTherapist(request) || params.id !== mockHeldBooking)
      return apiError(request, ErrorCode.NOT_FOUND);
    const list = notesState().notes.filter((n) => n.bookingId === params.id);
    audit(
      list.map((n) => n.identifier),
      "list",
    );
    return HttpResponse.json({ data: list.map(wire) });
  }),
  http.get(apiPath("/note/client/:clientId"), ({ request, params }) => {
    if (!request.headers.get("authorization")) return apiError(request, ErrorCode.UNAUTHORIZED);
    const query = clientNotesQuerySchema.safeParse(
      Object.fromEntries(new URL(request.url).searchParams),
    );
    if (!query.success) return invalidInput(request, query.error.issues);
    if (!isTherapist(request)) return apiError(request, ErrorCode.NOT_FOUND);
    const { type, title, fromDate, toDate, page } = query.data;
    const list = notesState().notes.filter(
      (n) =>
        n.clientId === params.clientId &&
        (!type || n.type === type) &&
        (!title || titleMatches(n.title, title)) &&
        (!fromDate || n.createdAt.slice(0, 10) >= fromDate) &&
        (!toDate || n.createdAt.slice(0, 10) <= toDate),
    );
    const slice = list.slice((page - 1) * NOTES_PAGE_SIZE, page * NOTES_PAGE_SIZE);
    audit(
      slice.map((n) => n.identifier),
      "list",
    );
    return HttpResponse.json({
      data: slice.map(wire),
      meta: { page, pageSize: NOTES_PAGE_SIZE, total: list.length },
    });
  }),
  // Decision 0704: every note on the client, oldest first, as the API's Markdown file.
  http.get(apiPath("/note/client/:clientId/export"), ({ request, params }) => {
    if (!request.headers.get("authorization")) return apiError(request, ErrorCode.UNAUTHORIZED);
    if (!/^[0-9a-f-]{36}$/i.test(String(params.clientId)))
      return invalidInput(request, [{ path: ["clientId"], message: "invalidId" }]);
    const list = notesState()
      .notes.filter((n) => n.clientId === params.clientId)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    if (!isTherapist(request) || list.length === 0) return apiError(request, ErrorCode.NOT_FOUND);
    const lang = langOf(request);
    const words = { en, de }[lang].Api.notesExport;
    const fill = (text: string, values: Record<string, string>) =>
      text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? `{${k}}`);
    const zone = "Africa/Lagos";
    const at = (iso: string) =>
      new Intl.DateTimeFormat(lang, {
        dateStyle: "full",
        timeStyle: "short",
        timeZone: zone,
      }).format(new Date(iso));
    const now = new Date();
    const lines = [
      `# ${fill(words.title, { client: "Chioma Eze" })}`,
      "",
      fill(words.exported, { when: `${at(now.toISOString())} (${zone})`, therapist: "Amaka Obi" }),
      words.keepSafe,
    ];
    for (const note of list) {
      const kind = note.type === "booking" ? words.sessionNote : words.clientNote;
      lines.push(
        "",
        `## ${kind}: ${note.title}`,
        "",
        fill(words.written, { when: at(note.createdAt) }),
      );
      if (note.content) lines.push("", note.content);
      if (note.file) lines.push("", fill(words.file, { name: note.file.name }));
    }
    audit(
      list.map((n) => n.identifier),
      "export",
    );
    return new HttpResponse(`${lines.join("\n")}\n`, {
      headers: {
        "content-type": "text/markdown; charset=utf-8",
        "content-disposition": `attachment; filename="notes-chioma-eze-${now.toISOString().slice(0, 10)}.md"`,
        "cache-control": "private, no-store",
      },
    });
  }),
  http.get(apiPath("/note/:id/history"), ({ request, params }) => {
    if (!request.headers.get("authorization")) return apiError(request, ErrorCode.UNAUTHORIZED);
    const entries = notesState().audit[String(params.id)];
    if (!isTherapist(request) || !notesState().notes.some((n) => n.identifier === params.id))
      return apiError(request, ErrorCode.NOT_FOUND);
    return HttpResponse.json({
      data: (entries ?? []).map((e, i) => ({
        identifier: i + 1,
        action: e.action,
        actorId: mockTherapist.identifier,
        address: "127.0.0.1",
        at: e.at,
      })),
    });
  }),
  http.get(apiPath("/note/:id/file"), ({ request, params }) => {
    if (!request.headers.get("authorization")) return apiError(request, ErrorCode.UNAUTHORIZED);
    const note = notesState().notes.find((n) => n.identifier === params.id);
    if (!isTherapist(request) || !note) return apiError(request, ErrorCode.NOT_FOUND);
    if (!note.fileBase64 || !note.file) return apiError(request, ErrorCode.FILE_NOT_FOUND);
    audit([note.identifier], "download");
    const bytes = Uint8Array.from(atob(note.fileBase64), (c) => c.charCodeAt(0));
    return new HttpResponse(bytes, {
      headers: { "content-type": contentTypeOf[note.file.kind as FileKind] },
    });
  }),
  http.get(apiPath("/note/:id"), ({ request, params }) => {
    if (!request.headers.get("authorization")) return apiError(request, ErrorCode.UNAUTHORIZED);
    const note = notesState().notes.find((n) => n.identifier === params.id);
    if (!isTherapist(request) || !note) return apiError(request, ErrorCode.NOT_FOUND);
    audit([note.identifier], "read");
    return HttpResponse.json({ data: wire(note) });
  }),
  http.put(apiPath("/note/:id"), async ({ request, params }) => {
    if (!request.headers.get("authorization")) return apiError(request, ErrorCode.UNAUTHORIZED);
    const { values, file } = await fields(request);
    const parsed = updateNoteSchema.safeParse(values);
    if (!parsed.success) return invalidInput(request, parsed.error.issues);
    const state = notesState();
    const note = state.notes.find((n) => n.identifier === params.id);
    if (!isTherapist(request) || !note) return apiError(request, ErrorCode.NOT_FOUND);
    if (file) {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const verdict = checkNoteFile(note.type, file.name, bytes);
      if (!verdict.ok) return invalidInput(request, [{ path: ["file"], message: verdict.key }]);
      note.file = { name: file.name, kind: verdict.kind, size: bytes.length };
      note.fileBase64 = toBase64(bytes);
    } else if (parsed.data.removeFile === "true") {
      note.file = null;
      delete note.fileBase64;
    }
    note.title = parsed.data.title;
    if (parsed.data.content !== undefined) note.content = parsed.data.content || null;
    note.updatedAt = new Date().toISOString();
    saveNotesState(state);
    audit([note.identifier], "update");
    return HttpResponse.json({
      data: {
        ...wire(note),
        message: said(
          request,
          note.type === "booking" ? "sessionNoteUpdated" : "clientNoteUpdated",
        ),
      },
    });
  }),
  http.delete(apiPath("/note/:id"), ({ request, params }) => {
    if (!request.headers.get("authorization")) return apiError(request, ErrorCode.UNAUTHORIZED);
    const state = notesState();
    const note = state.notes.find((n) => n.identifier === params.id);
    if (!isTherapist(request) || !note) return apiError(request, ErrorCode.NOT_FOUND);
    state.notes = state.notes.filter((n) => n !== note);
    saveNotesState(state);
    return HttpResponse.json({
      data: {
        identifier: note.identifier,
        type: note.type,
        message: said(
          request,
          note.type === "booking" ? "sessionNoteDeleted" : "clientNoteDeleted",
        ),
      },
    });
  }),
];
