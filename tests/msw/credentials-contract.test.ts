import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getStorage, setStorage } from "@/lib/server/storage";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import { sampleFiles, tempStorage } from "@/tests/helpers/notes";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { getResponse, shape } from "./contract-helpers";
import { resetCredentialsMock } from "./fixtures/credentials";
import { mockTherapist } from "./fixtures/notes";
import { handlers } from "./handlers";

withTestDatabase({ seed: true });
let previousStorage: ReturnType<typeof getStorage>;
beforeAll(() => {
  previousStorage = getStorage();
  tempStorage();
});
afterAll(() => setStorage(previousStorage));

const mock = async (path: string, init: RequestInit = {}, token = mockTherapist.token) => {
  const headers = new Headers(init.headers);
  headers.set("authorization", `Bearer ${token}`);
  const response = await getResponse(
    handlers,
    new Request(`http://localhost/api${path}`, { ...init, headers }),
  );
  if (!response) throw new Error(`No MSW handler answers ${path}`);
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text.startsWith("{") ? JSON.parse(text) : text,
  };
};

type Upload = { name: string; bytes: Uint8Array };
function form(fields: Record<string, string | string[]>, files: Upload[] = [], field = "files") {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields))
    for (const value of [v].flat()) body.append(k, value);
  for (const f of files) body.append(field, new File([f.bytes as Uint8Array<ArrayBuffer>], f.name));
  return body;
}
const pdf = { name: "license.pdf", bytes: sampleFiles.pdf };
const png = { name: "scan.png", bytes: sampleFiles.png };
const license = { type: "license", body: "Council", credentialNumber: "AB-1/2" };

describe("MSW credentials handlers answer like the real API", () => {
  it("qualifications, insurance and verification alike, errors included", async () => {
    resetCredentialsMock();
    const therapist = await signedInUser({ userType: "provider", credentials: "none" });
    const client = await signedInUser();
    const real = (
      path: string,
      init: { method?: string; body?: FormData } = {},
      token = therapist.token,
    ) => call(path, { ...init, token });
    const same = (
      r: { status: number; body: unknown },
      m: { status: number; body: unknown },
      label: string,
    ) => {
      expect(m.status, label).toBe(r.status);
      expect(shape(m.body), label).toEqual(shape(r.body));
    };

    same(
      await real("/provider/qualification/files"),
      await mock("/provider/qualification/files"),
      "empty list",
    );
    same(
      await real("/provider/qualification/verification-note"),
      await mock("/provider/qualification/verification-note"),
      "not submitted",
    );
    const refusedR = await real("/provider/verification-submission", { method: "PUT" });
    const refusedM = await mock("/provider/verification-submission", { method: "PUT" });
    same(refusedR, refusedM, "nothing to submit");
    expect(refusedM.body).toEqual(refusedR.body);

    // Bad input: the same fields with the same words.
    for (const [fields, files] of [
      [{ type: "license", body: "Council", credentialNumber: "A B" }, [pdf]],
      [{ type: "education" }, [pdf]],
      [{ type: "education", title: "BSc" }, []],
      [{ type: "education", title: "BSc" }, [{ name: "x.pdf", bytes: sampleFiles.exe }]],
    ] as const) {
      const r = await real("/provider/qualification/file/upload", {
        method: "POST",
        body: form(fields, [...files]),
      });
      const m = await mock("/provider/qualification/file/upload", {
        method: "POST",
        body: form(fields, [...files]),
      });
      expect(m.status).toBe(400);
      expect(m.body).toEqual(r.body);
    }

    const createdR = await real("/provider/qualification/file/upload", {
      method: "POST",
      body: form(license, [pdf, png]),
    });
    const createdM = await mock("/provider/qualification/file/upload", {
      method: "POST",
      body: form(license, [pdf, png]),
    });
    same(createdR, createdM, "created");
    const [qr, qm] = [createdR.body.data, createdM.body.data];
    same(
      await real("/provider/qualification/files"),
      await mock("/provider/qualification/files"),
      "list",
    );
    same(
      await real(`/provider/qualification/${qr.identifier}`),
      await mock(`/provider/qualification/${qm.identifier}`),
      "one",
    );
    const fileR = await real(qr.files[0].url.replace(/^\/api/, ""));
    const fileM = await mock(qm.files[0].url.replace(/^\/api/, ""));
    expect(fileM.body).toBe(fileR.body);
    expect(fileM.headers.get("content-type")).toBe(fileR.headers.get("content-type"));

    const editR = await real(`/provider/qualification/files/${qr.identifier}`, {
      method: "PUT",
      body: form({ credentialNumber: "NEW-1", removeFiles: qr.files[0].identifier }),
    });
    const editM = await mock(`/provider/qualification/files/${qm.identifier}`, {
      method: "PUT",
      body: form({ credentialNumber: "NEW-1", removeFiles: qm.files[0].identifier }),
    });
    same(editR, editM, "edited");
    expect(editM.body.data.details).toEqual(editR.body.data.details);
    const lastR = await real(`/provider/qualification/files/${qr.identifier}`, {
      method: "PUT",
      body: form({ removeFiles: editR.body.data.files[0].identifier }),
    });
    const lastM = await mock(`/provider/qualification/files/${qm.identifier}`, {
      method: "PUT",
      body: form({ removeFiles: editM.body.data.files[0].identifier }),
    });
    expect(lastM.body).toEqual(lastR.body);

    const submitR = await real("/provider/verification-submission", { method: "PUT" });
    const submitM = await mock("/provider/verification-submission", { method: "PUT" });
    same(submitR, submitM, "submitted");
    expect(submitM.body.data.status).toBe("submitted");

    const insR = await real("/provider/indemnity-insurance", {
      method: "POST",
      body: form({}, [pdf, png], "file"),
    });
    const insM = await mock("/provider/indemnity-insurance", {
      method: "POST",
      body: form({}, [pdf, png], "file"),
    });
    same(insR, insM, "insurance added");
    same(
      await real("/provider/indemnity-insurance"),
      await mock("/provider/indemnity-insurance"),
      "insurance list",
    );
    same(
      await real("/provider/qualification/verification-note"),
      await mock("/provider/qualification/verification-note"),
      "changed",
    );
    expect(
      (await mock("/provider/qualification/verification-note")).body.data.changedSinceSubmission,
    ).toBe(true);
    same(
      await real(`/provider/indemnity-insurance/${insR.body.data[0].identifier}`, {
        method: "DELETE",
      }),
      await mock(`/provider/indemnity-insurance/${insM.body.data[0].identifier}`, {
        method: "DELETE",
      }),
      "insurance deleted",
    );
    same(
      await real(`/provider/qualification/files/${qr.identifier}`, { method: "DELETE" }),
      await mock(`/provider/qualification/files/${qm.identifier}`, { method: "DELETE" }),
      "deleted",
    );
    const unknown = "00000000-0000-4000-8000-000000000000";
    same(
      await real(`/provider/qualification/${unknown}`),
      await mock(`/provider/qualification/${unknown}`),
      "404",
    );
    same(
      await real("/provider/qualification/files", {}, client.token),
      await mock("/provider/qualification/files", {}, "a-client-token"),
      "a client",
    );
  });
});
