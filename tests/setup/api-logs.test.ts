import { describe, expect, it } from "vitest";
import { forbiddenIn } from "./api-logs";

describe("the API log scan", () => {
  it("passes an answer's line: ids, route template, status", () => {
    const line = JSON.stringify({
      requestId: "9605ddfa-dfb8-4207-858b-646328c8a315",
      route: "/api/note/client/:clientId",
      status: 200,
      userId: "0b6f1c8e-3d0a-4c55-9a57-1d2f4a9b7e10",
    });
    expect(forbiddenIn(line)).toBeUndefined();
  });

  it("finds an email, a token, a demo person's name and a note's text", () => {
    expect(forbiddenIn('{"err":"duplicate key: emily@demo.therapy"}')).toBe("an email address");
    expect(forbiddenIn('{"h":"Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.sig"}')).toBe(
      "a token",
    );
    expect(forbiddenIn('{"msg":"booked by Amaka Obi"}')).toMatch(/name/);
    expect(forbiddenIn('{"msg":"history of panic attacks"}')).toMatch(/clinical/);
  });
});
