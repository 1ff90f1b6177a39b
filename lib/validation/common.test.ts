import { describe, expect, it } from "vitest";
import { phoneNumberSchema } from "./common";

describe("phoneNumberSchema", () => {
  const phone = phoneNumberSchema("phoneRequired");
  const error = (value: string) => phone.safeParse(value).error?.issues[0]?.message;

  it("takes a number written with spaces and a country code, and keeps its digits", () => {
    expect(phone.parse("+234 803 555 0101")).toBe("2348035550101");
    expect(phone.parse(" 0803 555 0101 ")).toBe("08035550101");
    expect(phone.parse("08035550101")).toBe("08035550101");
  });

  it("counts the spec's 10 to 13 digits after the spaces and the plus are gone", () => {
    expect(error("+1 212 555 01")).toBe("phoneMin");
    expect(phone.parse("+1 212 555 0100")).toBe("12125550100");
    expect(error("+234 803 555 01011")).toBe("phoneMax");
  });

  it("still refuses anything but digits, and a plus anywhere but first", () => {
    expect(error("+234 803-555-0101")).toBe("phoneDigits");
    expect(error("234+8035550101")).toBe("phoneDigits");
    expect(error("0803 555 010a")).toBe("phoneDigits");
  });
});
