// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { TermsOfServiceRoute } from "./terms-of-service";

afterEach(cleanup);

describe("Terms of Service", () => {
  it("says that the map and places features bind the user to Google's terms, with links to them and Google's privacy policy", () => {
    render(
      <MemoryRouter>
        <TermsOfServiceRoute />
      </MemoryRouter>,
    );
    const section = screen.getByRole("heading", { name: "Maps and places from Google" }).nextElementSibling!;
    expect(section.textContent).toMatch(
      /By using these map and places features you agree to be bound by the Google Maps\/Google Earth Additional Terms of Service/,
    );
    const terms = screen.getByRole("link", { name: "Google Maps/Google Earth Additional Terms of Service" });
    expect(terms.getAttribute("href")).toBe("https://maps.google.com/help/terms_maps/");
    const privacy = screen.getByRole("link", { name: "Google Privacy Policy" });
    expect(privacy.getAttribute("href")).toBe("https://policies.google.com/privacy");
    for (const link of [terms, privacy]) expect(link.getAttribute("rel")).toContain("noopener");
  });
});
