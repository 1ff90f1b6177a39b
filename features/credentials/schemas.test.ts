import { describe, expect, it } from "vitest";
import { checkDetails, qualificationFormSchema } from "./schemas";

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);
const errorsOf = (schema: ReturnType<typeof qualificationFormSchema>, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("the qualification form's rules", () => {
  const adding = qualificationFormSchema({ editing: false, keptFiles: 0 });
  const education = { type: "education", title: "BSc" };

  it("takes a file of 10 MB exactly, not one byte more, and at most 5", () => {
    expect(errorsOf(adding, { ...education, files: [file("a.pdf", 10 * 1024 * 1024)] })).toEqual(
      {},
    );
    expect(
      errorsOf(adding, { ...education, files: [file("a.pdf", 10 * 1024 * 1024 + 1)] }),
    ).toEqual({
      files: "qualificationFileSize",
    });
    expect(errorsOf(adding, { ...education, files: Array(5).fill(file("a.pdf")) })).toEqual({});
    expect(errorsOf(adding, { ...education, files: Array(6).fill(file("a.pdf")) })).toEqual({
      files: "qualificationFileCount",
    });
    expect(errorsOf(adding, { ...education, files: [file("a.exe")] })).toEqual({
      files: "qualificationFileType",
    });
    expect(errorsOf(adding, { ...education, files: [] })).toEqual({
      files: "qualificationFileRequired",
    });
  });

  it("counts the files an edit keeps", () => {
    const keepsTwo = qualificationFormSchema({ editing: true, keptFiles: 2 });
    expect(errorsOf(keepsTwo, { ...education, files: [] })).toEqual({});
    expect(errorsOf(keepsTwo, { ...education, files: Array(4).fill(file("a.pdf")) })).toEqual({
      files: "qualificationFileCount",
    });
    const keepsNone = qualificationFormSchema({ editing: true, keptFiles: 0 });
    expect(errorsOf(keepsNone, { ...education, files: [] })).toEqual({
      files: "qualificationLastFile",
    });
  });

  it("asks a license for its board and number, others for a title", () => {
    expect(checkDetails({ type: "license", body: "Board", credentialNumber: "A-1/B" })).toEqual({});
    expect(checkDetails({ type: "license", title: "x" })).toEqual({
      body: "qualificationBodyRequired",
      credentialNumber: "qualificationNumberRequired",
    });
    expect(checkDetails({ type: "license", body: "B", credentialNumber: "A_1" })).toEqual({
      credentialNumber: "qualificationNumberFormat",
    });
    expect(checkDetails({ type: "certification", title: " " })).toEqual({
      title: "qualificationTitleRequired",
    });
  });
});
