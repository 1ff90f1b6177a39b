import { AxiosError, AxiosHeaders } from "axios";
import { describe, expect, it } from "vitest";
import { ErrorCode } from "./error-codes";
import { errorCode, errorToMessage } from "./error-message";

const apiError = (data: unknown, status = 400) =>
  new AxiosError("Request failed", "ERR_BAD_REQUEST", undefined, undefined, {
    data,
    status,
    statusText: "",
    headers: {},
    config: { headers: new AxiosHeaders() },
  });

describe("errorToMessage (spec section 8)", () => {
  it("joins an errors list with ', '", () => {
    expect(errorToMessage(apiError({ errors: ["Slot taken", "Pick another"] }), "generic")).toBe(
      "Slot taken, Pick another",
    );
  });

  it("shows an errors string as it is", () => {
    expect(
      errorToMessage(apiError({ errors: "Card declined", message: "ignored" }), "generic"),
    ).toBe("Card declined");
  });

  it("shows the field messages of an errors map", () => {
    expect(
      errorToMessage(
        apiError({
          message: "Invalid",
          errors: { email: "Email is required", password: "Too short" },
        }),
        "g",
      ),
    ).toBe("Email is required, Too short");
  });

  it("falls back to the message, then to the generic text", () => {
    expect(errorToMessage(apiError({ message: "Rescheduling limit reached." }), "generic")).toBe(
      "Rescheduling limit reached.",
    );
    expect(errorToMessage(apiError({ errors: [] }), "generic")).toBe("generic");
    expect(errorToMessage(new Error("socket hang up"), "generic")).toBe("generic");
  });

  it("reads the error code", () => {
    expect(errorCode(apiError({ code: ErrorCode.TOKEN_EXPIRED }, 401))).toBe(
      ErrorCode.TOKEN_EXPIRED,
    );
    expect(errorCode(new Error("x"))).toBeUndefined();
  });

  it("answers no code for one that is not in the list", () => {
    expect(errorCode(apiError({ code: "SLOT_GONE" }, 409))).toBeUndefined();
    expect(errorCode(apiError({ code: 409 }, 409))).toBeUndefined();
  });
});
