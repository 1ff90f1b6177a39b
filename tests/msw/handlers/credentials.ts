import { http, HttpResponse } from "msw";
import {
  checkDetails,
  CREDENTIAL_FILE_MAX_BYTES,
  CREDENTIAL_FILES_MAX,
  createQualificationSchema,
  credentialFileKinds,
  INSURANCE_FILES_TOTAL_MAX,
  updateQualificationSchema,
  type CredentialFile,
  type Qualification,
} from "@/features/credentials/schemas";
import { ErrorCode } from "@/lib/api/error-codes";
import { acceptedKind, contentTypeOf, type FileKind } from "@/lib/files/sniff";
import {
  credentialsState,
  saveCredentialsState,
  type CredentialsState,
} from "../fixtures/credentials";
import { mockTherapist } from "../fixtures/notes";
import { apiError, fieldMessage } from "./errors";
import { apiPath } from "./lang";

type Problem = { field: string; key: string };
const invalid = (request: Request, problems: Problem[]) => {
  const errors: Record<string, string> = {};
  for (const p of problems) errors[p.field] ??= fieldMessage(request, p.key);
  return apiError(request, ErrorCode.VALIDATION_FAILED, { errors });
};
const issues = (list: { path: PropertyKey[]; message: string }[]): Problem[] =>
  list.map((i) => ({ field: i.path.join(".") || "_", key: i.message }));

/** 401 without a token, 403 for anyone but the mocked therapist (the real API's client answer). */
function guard(request: Request) {
  const auth = request.headers.get("authorization");
  if (!auth) return apiError(request, ErrorCode.UNAUTHORIZED);
  if (auth !== `Bearer ${mockTherapist.token}`) return apiError(request, ErrorCode.FORBIDDEN);
  return null;
}

const toBase64 = (bytes: Uint8Array) => {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
};
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

type Checked = { name: string; bytes: Uint8Array; kind: FileKind };

async function readForm(request: Request, fileField: string) {
  const form = await request.formData();
  const fields: Record<string, string> = {};
  for (const [k, v] of form.entries()) if (typeof v === "string") fields[k] = v;
  const files = form.getAll(fileField).filter((v): v is File => typeof v !== "string");
  const removeFiles = form.getAll("removeFiles").filter((v): v is string => typeof v === "string");
  return { fields, files, removeFiles };
}

async function checkFiles(files: File[], field: string, prefix: string) {
  if (files.length > CREDENTIAL_FILES_MAX) return { field, key: `${prefix}FileCount` };
  const checked: Checked[] = [];
  for (const file of files) {
    if (file.size > CREDENTIAL_FILE_MAX_BYTES) return { field, key: `${prefix}FileSize` };
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = acceptedKind(credentialFileKinds, file.name, bytes);
    if (!kind) return { field, key: `${prefix}FileType` };
    checked.push({ name: file.name, bytes, kind });
  }
  return checked;
}

function keep(state: CredentialsState, file: Checked, url: (id: string) => string) {
  const identifier = crypto.randomUUID();
  state.files[identifier] = { base64: toBase64(file.bytes), kind: file.kind, filename: file.name };
  return { identifier, filename: file.name, size: file.bytes.length, url: url(identifier) };
}
const qualificationUrl = (id: string) => `/api/provider/qualification/file/${id}`;
const insuranceUrl = (id: string) => `/api/provider/indemnity-insurance/${id}`;

function changed(state: CredentialsState) {
  const v = state.verification;
  v.changedAt = new Date().toISOString();
  v.changedSinceSubmission = Boolean(v.submittedAt);
}

const fileResponse = (state: CredentialsState, id: string) => {
  const f = state.files[id]!;
  return new HttpResponse(fromBase64(f.base64), {
    headers: {
      "content-type": contentTypeOf[f.kind as FileKind],
      "content-disposition": `inline; filename*=UTF-8''${encodeURIComponent(f.filename)}`,
      "cache-control": "private, no-store",
    },
  });
};

const ok = (data: unknown, status = 200) => HttpResponse.json({ data }, { status });
const verificationWire = ({ changedAt: _c, ...v }: CredentialsState["verification"]) => v;

/** Spec section 7: qualifications, indemnity insurance and verification of the mocked therapist. */
export const credentialsHandlers = [
  http.get(
    apiPath("/provider/qualification/files"),
    ({ request }) => guard(request) ?? ok(credentialsState().qualifications),
  ),
  http.post(apiPath("/provider/qualification/file/upload"), async ({ request }) => {
    const denied = guard(request);
    if (denied) return denied;
    const { fields, files } = await readForm(request, "files");
    const parsed = createQualificationSchema.safeParse(fields);
    if (!parsed.success) return invalid(request, issues(parsed.error.issues));
    const checked = await checkFiles(files, "files", "qualification");
    if (!Array.isArray(checked)) return invalid(request, [checked]);
    if (!checked.length)
      return invalid(request, [{ field: "files", key: "qualificationFileRequired" }]);
    const state = credentialsState();
    const now = new Date().toISOString();
    const v = parsed.data;
    const q: Qualification = {
      identifier: crypto.randomUUID(),
      type: v.type,
      details:
        v.type === "license"
          ? { body: v.body!, credentialNumber: v.credentialNumber! }
          : { title: v.title! },
      files: checked.map((f) => keep(state, f, qualificationUrl)),
      createdAt: now,
      updatedAt: now,
    };
    state.qualifications.push(q);
    changed(state);
    saveCredentialsState(state);
    return ok(q, 201);
  }),
  http.get(
    apiPath("/provider/qualification/verification-note"),
    ({ request }) => guard(request) ?? ok(verificationWire(credentialsState().verification)),
  ),
  http.get(apiPath("/provider/qualification/file/:id"), ({ request, params }) => {
    const denied = guard(request);
    if (denied) return denied;
    const state = credentialsState();
    const id = String(params.id);
    const owned = state.qualifications.some((q) => q.files.some((f) => f.identifier === id));
    return owned ? fileResponse(state, id) : apiError(request, ErrorCode.NOT_FOUND);
  }),
  http.get(apiPath("/provider/qualification/:id"), ({ request, params }) => {
    const denied = guard(request);
    if (denied) return denied;
    const q = credentialsState().qualifications.find((x) => x.identifier === params.id);
    return q ? ok(q) : apiError(request, ErrorCode.NOT_FOUND);
  }),
  http.put(apiPath("/provider/qualification/files/:id"), async ({ request, params }) => {
    const denied = guard(request);
    if (denied) return denied;
    const { fields, files, removeFiles } = await readForm(request, "files");
    const parsed = updateQualificationSchema.safeParse({ ...fields, removeFiles });
    if (!parsed.success) return invalid(request, issues(parsed.error.issues));
    const checked = await checkFiles(files, "files", "qualification");
    if (!Array.isArray(checked)) return invalid(request, [checked]);
    const state = credentialsState();
    const q = state.qualifications.find((x) => x.identifier === params.id);
    if (!q) return apiError(request, ErrorCode.NOT_FOUND);
    const old = q.details;
    const merged = {
      type: q.type,
      body: parsed.data.body ?? ("body" in old ? old.body : undefined),
      credentialNumber:
        parsed.data.credentialNumber ??
        ("credentialNumber" in old ? old.credentialNumber : undefined),
      title: parsed.data.title ?? ("title" in old ? old.title : undefined),
    };
    const errors = checkDetails(merged);
    if (Object.keys(errors).length)
      return invalid(
        request,
        Object.entries(errors).map(([field, key]) => ({ field, key })),
      );
    const remove = parsed.data.removeFiles;
    if (remove.some((id) => !q.files.some((f) => f.identifier === id)))
      return apiError(request, ErrorCode.NOT_FOUND);
    const left = q.files.length - new Set(remove).size + checked.length;
    if (!left) return invalid(request, [{ field: "files", key: "qualificationLastFile" }]);
    if (left > CREDENTIAL_FILES_MAX)
      return invalid(request, [{ field: "files", key: "qualificationFileCount" }]);
    q.details =
      q.type === "license"
        ? { body: merged.body!, credentialNumber: merged.credentialNumber! }
        : { title: merged.title! };
    q.files = [
      ...q.files.filter((f: CredentialFile) => !remove.includes(f.identifier)),
      ...checked.map((f) => keep(state, f, qualificationUrl)),
    ];
    for (const id of remove) delete state.files[id];
    q.updatedAt = new Date().toISOString();
    changed(state);
    saveCredentialsState(state);
    return ok(q);
  }),
  http.delete(apiPath("/provider/qualification/files/:id"), ({ request, params }) => {
    const denied = guard(request);
    if (denied) return denied;
    const state = credentialsState();
    const q = state.qualifications.find((x) => x.identifier === params.id);
    if (!q) return apiError(request, ErrorCode.NOT_FOUND);
    state.qualifications = state.qualifications.filter((x) => x !== q);
    for (const f of q.files) delete state.files[f.identifier];
    changed(state);
    saveCredentialsState(state);
    return ok({ identifier: q.identifier });
  }),
  http.get(
    apiPath("/provider/indemnity-insurance"),
    ({ request }) => guard(request) ?? ok(credentialsState().insurance),
  ),
  http.post(apiPath("/provider/indemnity-insurance"), async ({ request }) => {
    const denied = guard(request);
    if (denied) return denied;
    const { files } = await readForm(request, "file");
    const checked = await checkFiles(files, "file", "insurance");
    if (!Array.isArray(checked)) return invalid(request, [checked]);
    if (!checked.length) return invalid(request, [{ field: "file", key: "insuranceFileRequired" }]);
    const state = credentialsState();
    if (state.insurance.length + checked.length > INSURANCE_FILES_TOTAL_MAX)
      return invalid(request, [{ field: "file", key: "insuranceFileTotal" }]);
    const now = new Date().toISOString();
    for (const f of checked)
      state.insurance.push({ ...keep(state, f, insuranceUrl), createdAt: now });
    changed(state);
    saveCredentialsState(state);
    return ok(state.insurance, 201);
  }),
  http.get(apiPath("/provider/indemnity-insurance/:id"), ({ request, params }) => {
    const denied = guard(request);
    if (denied) return denied;
    const state = credentialsState();
    const owned = state.insurance.some((f) => f.identifier === params.id);
    return owned ? fileResponse(state, String(params.id)) : apiError(request, ErrorCode.NOT_FOUND);
  }),
  http.delete(apiPath("/provider/indemnity-insurance/:id"), ({ request, params }) => {
    const denied = guard(request);
    if (denied) return denied;
    const state = credentialsState();
    if (!state.insurance.some((f) => f.identifier === params.id))
      return apiError(request, ErrorCode.NOT_FOUND);
    state.insurance = state.insurance.filter((f) => f.identifier !== params.id);
    delete state.files[String(params.id)];
    changed(state);
    saveCredentialsState(state);
    return ok({ identifier: String(params.id) });
  }),
  http.put(apiPath("/provider/verification-submission"), ({ request }) => {
    const denied = guard(request);
    if (denied) return denied;
    const state = credentialsState();
    if (!state.qualifications.length)
      return apiError(request, ErrorCode.VERIFICATION_NOTHING_TO_SUBMIT);
    if (!state.qualifications.some((q) => q.type === "license"))
      return apiError(request, ErrorCode.VERIFICATION_LICENSE_REQUIRED);
    const v = state.verification;
    if (v.status !== "not_submitted" && v.status !== "rejected" && !v.changedSinceSubmission)
      return ok(verificationWire(v));
    state.verification = {
      status: "submitted",
      note: null,
      submittedAt: new Date().toISOString(),
      reviewedAt: null,
      changedSinceSubmission: false,
      // A resubmission keeps an approval until the reviewer decides (decision 0213).
      approvedAt: v.approvedAt,
      expiresAt: v.expiresAt,
      changedAt: v.changedAt,
    };
    saveCredentialsState(state);
    return ok(verificationWire(state.verification));
  }),
];
