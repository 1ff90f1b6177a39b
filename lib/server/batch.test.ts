import { describe, expect, it, vi } from "vitest";
import { batched, batchedByIds } from "./batch";

/** A batched doubler that records the batches it was asked for. */
function doubler() {
  const batches: number[][] = [];
  const double = batched(async (keys: number[]) => {
    batches.push(keys);
    return keys.map((k) => k * 2);
  });
  return { double, batches };
}

describe("batched", () => {
  it("answers the calls of one turn with one run, each with its own result", async () => {
    const { double, batches } = doubler();
    expect(await Promise.all([double(1), double(2), double(3)])).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it("gathers calls made from different callbacks of the same turn", async () => {
    const { double, batches } = doubler();
    // Two callbacks of one turn, as two requests read from two sockets: a flush at the end of the
    // first callback (process.nextTick) would answer them in two batches.
    const answers = await new Promise<number[]>((resolve) => {
      const got: Promise<number>[] = [];
      setImmediate(() => got.push(double(1)));
      setImmediate(() => {
        got.push(double(2));
        void Promise.all(got).then(resolve);
      });
    });
    expect(answers).toEqual([2, 4]);
    expect(batches).toEqual([[1, 2]]);
  });

  it("runs again for calls made after a batch has gone", async () => {
    const { double, batches } = doubler();
    expect(await double(1)).toBe(2);
    expect(await double(2)).toBe(4);
    expect(batches).toEqual([[1], [2]]);
  });

  it("fails every call of a batch that fails, and the next batch runs afresh", async () => {
    let fail = true;
    const run = batched(async (keys: string[]) => {
      if (fail) throw new Error("database down");
      return keys;
    });
    const results = await Promise.allSettled([run("a"), run("b")]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    fail = false;
    expect(await run("c")).toBe("c");
  });

  it("is not held back by a test's fake timers", async () => {
    const { double } = doubler();
    vi.useFakeTimers();
    try {
      expect(await double(21)).toBe(42);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("batchedByIds", () => {
  type Name = { id: string; name: string };
  const people: Name[] = [
    { id: "a", name: "Ada" },
    { id: "b", name: "Ben" },
    { id: "c", name: "Cy" },
  ];
  function names() {
    const reads: string[][] = [];
    const read = batchedByIds(
      async (ids: string[]) => {
        reads.push(ids);
        return people.filter((p) => ids.includes(p.id));
      },
      (row) => row.id,
    );
    return { read, reads };
  }

  it("reads the lists of one turn as one, and answers each with its own rows only", async () => {
    const { read, reads } = names();
    const [first, second] = await Promise.all([read(["a", "b"]), read(["b", "c", "x"])]);
    expect(reads).toEqual([["a", "b", "c", "x"]]);
    expect(first.map((p) => p.name)).toEqual(["Ada", "Ben"]);
    expect(second.map((p) => p.name)).toEqual(["Ben", "Cy"]);
  });

  it("reads nothing for an empty list", async () => {
    const { read, reads } = names();
    expect(await read([])).toEqual([]);
    expect(reads).toEqual([]);
  });
});
