// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { Suspense, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { lazyPage } from "./lazy-page";

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe("lazyPage", () => {
  afterEach(cleanup);

  it("renders a page whose chunk is already here in the first render, with no fallback in between", async () => {
    const Page = lazyPage(() => Promise.resolve(Counter));
    await Page.preload();
    const seen: string[] = [];
    function Fallback() {
      seen.push("fallback");
      return <p>Loading</p>;
    }
    render(
      <Suspense fallback={<Fallback />}>
        <Page label="Trip" />
      </Suspense>,
    );
    // Synchronously after render: no waiting, no act flush.
    expect(screen.getByRole("button", { name: "Trip 0" })).toBeTruthy();
    expect(seen).toEqual([]);
  });

  it("goes through the route's fallback while the chunk is on its way, then keeps the page's state", async () => {
    const chunk = deferred<typeof Counter>();
    const Page = lazyPage(() => chunk.promise);
    function Parent() {
      const [tick, setTick] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setTick((n) => n + 1)}>
            Parent {tick}
          </button>
          <Suspense fallback={<p>Loading</p>}>
            <Page label="Trip" />
          </Suspense>
        </>
      );
    }
    render(<Parent />);
    expect(screen.getByText("Loading")).toBeTruthy();
    await act(async () => chunk.resolve(Counter));
    const page = await screen.findByRole("button", { name: "Trip 0" });
    act(() => page.click());
    expect(screen.getByRole("button", { name: "Trip 1" })).toBeTruthy();
    // The chunk is loaded now; the parent rendering again must not swap the page for a new copy.
    act(() => screen.getByRole("button", { name: "Parent 0" }).click());
    expect(screen.getByRole("button", { name: "Trip 1" })).toBeTruthy();
  });

  it("fetches the chunk once, however often it is preloaded and rendered", async () => {
    let fetches = 0;
    const Page = lazyPage(() => {
      fetches += 1;
      return Promise.resolve(Counter);
    });
    await Promise.all([Page.preload(), Page.preload()]);
    render(<Page label="Trip" />);
    expect(fetches).toBe(1);
  });
});
