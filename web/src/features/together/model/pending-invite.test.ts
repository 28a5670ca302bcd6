// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { forgetInvite, pendingInvite, rememberInvite } from "./pending-invite";

describe("the invite a signed-out traveller opened", () => {
  afterEach(() => sessionStorage.clear());

  it("is kept through sign-in and forgotten once the join page runs", () => {
    expect(pendingInvite()).toBeNull();
    rememberInvite("/join/abc_DEF-123");
    expect(pendingInvite()).toBe("/join/abc_DEF-123");
    expect(pendingInvite()).toBe("/join/abc_DEF-123");
    forgetInvite();
    expect(pendingInvite()).toBeNull();
  });

  it("is only ever a join path: other pages and crafted values never become where sign-in lands", () => {
    for (const path of ["/plan/abc", "/join/", "/join/a/b", "//evil.example/join/abc", "/join/abc?next=/x"]) {
      rememberInvite(path);
      expect(pendingInvite(), path).toBeNull();
    }
    sessionStorage.setItem("pending-trip-invite", "https://evil.example/join/abc");
    expect(pendingInvite()).toBeNull();
  });
});
