import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script without type declarations
import { FAKE_GEMINI_KEY, startGeminiFakeProcess } from "./gemini-fake-process.mjs";

/**
 * The fake Gemini as the Gemini browser journeys get it: its own process on a free port, scripted
 * over HTTP, holding a streamed plan between days until released, and gone after stop().
 */
type Fake = { url: string; pid: number; stop: () => Promise<void> };

const plan = { days: [1, 2, 3].map((day) => ({ day, activities: [] })), notes: [] };
const generate = (url: string) =>
  fetch(`${url}/v1beta/models/gemini-3.8-flash:streamGenerateContent?alt=sse`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "x-goog-api-key": FAKE_GEMINI_KEY },
    body: JSON.stringify({ contents: [{ role: "user", parts: [{ text: "Plan Kyoto." }] }] }),
  });
const post = (url: string, path: string, body?: unknown) =>
  fetch(`${url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("the Gemini fake as a process", () => {
  let fake: Fake | null = null;
  afterEach(async () => {
    await fake?.stop();
    fake = null;
  });

  it("listens on a free port, streams a scripted plan a day at a time, and holds it where told until released", async () => {
    fake = (await startGeminiFakeProcess()) as Fake;
    expect(fake.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await post(fake.url, "/__fake/answers", [{ json: plan, holdBeforeChunks: [2] }])).status).toBe(204);

    const response = await generate(fake.url);
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    // Chunk 0 opens the plan and chunk 1 is day 1; the stream then waits before day 2.
    while (!text.includes('\\"day\\":1')) text += decoder.decode((await reader.read()).value);
    const next = reader.read();
    const early = await Promise.race([
      next.then(() => "more"),
      new Promise((resolve) => setTimeout(() => resolve("held"), 300)),
    ]);
    expect(early).toBe("held");
    expect(text).not.toContain('\\"day\\":2');

    expect(await (await post(fake.url, "/__fake/release")).json()).toEqual({ released: 1 });
    for (let part = await next; !part.done; part = await reader.read()) text += decoder.decode(part.value);
    expect(text).toContain('\\"day\\":3');
    expect(text).toContain('"finishReason":"STOP"');
    // Nothing is waiting any more: a second release lets nothing go.
    expect(await (await post(fake.url, "/__fake/release")).json()).toEqual({ released: 0 });

    const requests = (await (await fetch(`${fake.url}/__fake/requests`)).json()) as { mode: string }[];
    expect(requests.map((request) => request.mode)).toEqual(["stream"]);
  });

  it("forgets its script and what it saw on reset, then answers an unscripted call with a 500", async () => {
    fake = (await startGeminiFakeProcess()) as Fake;
    await post(fake.url, "/__fake/answers", [{ json: plan }]);
    await generate(fake.url).then((response) => response.text());
    expect((await post(fake.url, "/__fake/reset")).status).toBe(204);
    expect(await (await fetch(`${fake.url}/__fake/requests`)).json()).toEqual([]);
    expect((await generate(fake.url)).status).toBe(500);
  });

  it("ends the process on stop()", async () => {
    const started = (await startGeminiFakeProcess()) as Fake;
    expect(alive(started.pid)).toBe(true);
    await started.stop();
    expect(alive(started.pid)).toBe(false);
    await expect(fetch(`${started.url}/__fake/requests`)).rejects.toThrow();
  });
});
