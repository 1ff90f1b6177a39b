import { HtmlValidate } from "html-validate";
import { expect, test, type APIRequestContext } from "../fixtures";
import { signIn } from "../steps";

// The server's HTML, read by a real validator (issue 74: outside parsers found `<form action="">`,
// two "Language" landmarks and untyped inputs). The standard preset holds a page to the HTML
// standard and ARIA's rules, not to a house style; the two rules added are the other findings.
const validator = new HtmlValidate({
  extends: ["html-validate:standard"],
  rules: { "unique-landmark": "error", "no-implicit-input-type": "error" },
});

async function problemsOf(request: APIRequestContext, path: string) {
  // As a browser asks for a page (the server rewrites only what a browser is sent).
  const response = await request.get(path, { headers: { accept: "text/html" } });
  expect(response.status(), path).toBe(200);
  const report = await validator.validateString(await response.text(), path);
  return report.results.flatMap((result) =>
    result.messages.map((m) => `${path} ${m.ruleId}: ${m.message} (${m.selector ?? ""})`),
  );
}

test("public pages' HTML passes the validator, in both languages", async ({ request }) => {
  const directory = await (await request.get("/therapists/")).text();
  const id = /href="\/therapists\/([0-9a-f-]{36})"/.exec(directory)?.[1];
  expect(id).toBeDefined();
  const pages = ["/", "/therapists/", `/therapists/${id}/`, "/login/", "/register/", "/contact/"];
  const problems = [];
  for (const path of [...pages, ...pages.map((p) => `/de${p}`), "/policy/client-cancellation/"])
    problems.push(...(await problemsOf(request, path)));
  expect(problems).toEqual([]);
});

test("signed-in pages' HTML passes the validator", async ({ page }) => {
  await signIn(page, "amaka.obi@demo.therapy", "demo-pass-1");
  const problems = [];
  for (const path of [
    "/overview/",
    "/appointments/",
    "/calendar/",
    "/practice/",
    "/wallet/",
    "/messages/",
  ])
    problems.push(...(await problemsOf(page.request, path)));
  expect(problems).toEqual([]);
});
