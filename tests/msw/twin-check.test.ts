// @vitest-environment node
import { http, HttpResponse, type JsonBodyType } from "msw";
import { describe, expect, it } from "vitest";
import { handlers } from "./handlers";
import { getResponse } from "./contract-helpers";

const request = (path: string) => new Request(`http://localhost/api${path}`);

describe("an MSW twin's answer is checked against its route's declared answer", () => {
  it("passes a twin that answers as the route declares", async () => {
    const response = await getResponse(handlers, request("/categories/therapy"));
    expect(response?.status).toBe(200);
  });

  it("fails a twin with a field of the wrong type, an undeclared status or error code, or no route", async () => {
    const twin = (status: number, body: JsonBodyType) => [
      http.get("*/api/categories/therapy", () => HttpResponse.json(body, { status })),
    ];
    await expect(
      getResponse(
        twin(200, { data: [{ identifier: 7, name: "Couples" }] }),
        request("/categories/therapy"),
      ),
    ).rejects.toThrow(/MSW twin: GET \/api\/categories\/therapy answered 200: not as declared/);
    await expect(
      getResponse(twin(201, { data: [] }), request("/categories/therapy")),
    ).rejects.toThrow(/status 201 is not declared/);
    await expect(
      getResponse(
        twin(409, { code: "ALREADY_CANCELLED", message: "x" }),
        request("/categories/therapy"),
      ),
    ).rejects.toThrow(/code ALREADY_CANCELLED is not declared/);
    const nowhere = [http.get("*/api/no-such-route", () => HttpResponse.json({ data: 1 }))];
    await expect(getResponse(nowhere, request("/no-such-route"))).rejects.toThrow(
      /is no route of the API/,
    );
  });
});
