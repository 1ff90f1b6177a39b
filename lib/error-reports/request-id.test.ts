import { describe, expect, it } from "vitest";
import { noteRequestId, requestIdFor } from "./request-id";

const answer = (id?: string) => ({ headers: id ? { "x-request-id": id } : {} });

describe("the request id a browser error report names (issue 72)", () => {
  it("is a failed call's own, else the last answer's, and an answer without one keeps the last", () => {
    noteRequestId(answer("req-1"));
    noteRequestId(answer());
    noteRequestId(undefined);
    expect(requestIdFor(new Error("thrown in a component"))).toBe("req-1");
    expect(requestIdFor({ response: answer("req-2") })).toBe("req-2");
    noteRequestId(answer("req-3"));
    expect(requestIdFor()).toBe("req-3");
  });
});
