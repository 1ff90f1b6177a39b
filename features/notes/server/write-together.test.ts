import { describe, expect, it } from "vitest";
import { writeTogether } from "./write-together";

/** A write that finishes when the test says so, and records what each call carried. */
function controlledWrite() {
  const calls: { key: string; items: string[]; finish: (error?: Error) => void }[] = [];
  const write = (key: string, items: string[]) =>
    new Promise<void>((resolve, reject) => {
      calls.push({ key, items, finish: (error) => (error ? reject(error) : resolve()) });
    });
  return { calls, write };
}

/** Which of the promises have settled, and how, after pending callbacks have run. */
async function states(promises: Promise<void>[]) {
  const seen = promises.map(() => "pending");
  promises.forEach((p, i) =>
    p.then(
      () => (seen[i] = "done"),
      () => (seen[i] = "failed"),
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return seen;
}

describe("writeTogether", () => {
  it("writes the first caller at once and everyone who came meanwhile in the next write, answering each after its own write", async () => {
    const { calls, write } = controlledWrite();
    const record = writeTogether(write);
    const a = record("owner", ["a1", "a2"]);
    const b = record("owner", ["b1"]);
    const c = record("owner", ["c1"]);
    expect(calls.map((c) => c.items)).toEqual([["a1", "a2"]]);

    calls[0]!.finish();
    expect(await states([a, b, c])).toEqual(["done", "pending", "pending"]);
    expect(calls.map((c) => c.items)).toEqual([
      ["a1", "a2"],
      ["b1", "c1"],
    ]);

    calls[1]!.finish();
    expect(await states([b, c])).toEqual(["done", "done"]);
  });

  it("fails exactly the callers a failed write carried, and carries on with the next ones", async () => {
    const { calls, write } = controlledWrite();
    const record = writeTogether(write);
    const a = record("owner", ["a"]);
    const b = record("owner", ["b"]);
    calls[0]!.finish(new Error("database gone"));
    await expect(a).rejects.toThrow("database gone");
    expect(await states([b])).toEqual(["pending"]);
    calls[1]!.finish();
    await expect(b).resolves.toBeUndefined();

    // The queue is empty again: the next caller writes at once.
    const c = record("owner", ["c"]);
    expect(calls.at(-1)!.items).toEqual(["c"]);
    calls.at(-1)!.finish();
    await expect(c).resolves.toBeUndefined();
  });

  it("tries each caller of a failed shared write again alone, failing only the one whose items fail", async () => {
    const { calls, write } = controlledWrite();
    const record = writeTogether(write);
    const first = record("owner", ["first"]);
    const good = record("owner", ["good"]);
    const bad = record("owner", ["bad"]);
    calls[0]!.finish();
    await states([first]);
    expect(calls[1]!.items).toEqual(["good", "bad"]);
    calls[1]!.finish(new Error("foreign key violation"));

    await states([good, bad]);
    expect(calls[2]!.items).toEqual(["good"]);
    calls[2]!.finish();
    await states([good, bad]);
    expect(calls[3]!.items).toEqual(["bad"]);
    calls[3]!.finish(new Error("foreign key violation"));
    expect(await states([good, bad])).toEqual(["done", "failed"]);
  });

  it("never waits on another key, and keeps a write under the size limit", async () => {
    const { calls, write } = controlledWrite();
    const record = writeTogether(write, 3);
    record("one", ["x"]);
    const other = record("two", ["y"]);
    expect(calls.map((c) => [c.key, c.items])).toEqual([
      ["one", ["x"]],
      ["two", ["y"]],
    ]);
    calls[1]!.finish();
    expect(await states([other])).toEqual(["done"]);

    const queued = [record("one", ["p", "q"]), record("one", ["r"]), record("one", ["s"])];
    calls[0]!.finish();
    await states(queued);
    expect(calls.slice(2).map((c) => c.items)).toEqual([["p", "q", "r"]]);
    calls[2]!.finish();
    await states(queued);
    expect(calls.slice(3).map((c) => c.items)).toEqual([["s"]]);
  });
});
