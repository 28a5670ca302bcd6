// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ActivityImage } from "./activity-image";

afterEach(cleanup);

describe("ActivityImage", () => {
  it("credits the photo's author under a Places photo, linking only to an https page", () => {
    render(
      <ActivityImage
        activity={{
          name: "Kinkaku-ji",
          image_urls: ["/api/place-photo/ChIJk/0?w=400&exp=1&sig=x"],
          image_attribution: { name: "Aiko <b>T.</b>", uri: "https://maps.google.com/maps/contrib/1" },
        }}
      />,
    );
    expect(screen.getByRole("img", { name: "Kinkaku-ji" })).toHaveAttribute(
      "src",
      expect.stringMatching(/\/api\/place-photo\/ChIJk\/0\?w=400&exp=1&sig=x$/),
    );
    const link = screen.getByRole("link", { name: "Aiko <b>T.</b>" });
    expect(link.getAttribute("href")).toBe("https://maps.google.com/maps/contrib/1");
    expect(link.getAttribute("rel")).toContain("noopener");
    expect(link.closest("figcaption")!.textContent).toBe("Photo: Aiko <b>T.</b>");
  });

  it("credits every author of a photo, not only the first, each linked to their own page", () => {
    render(
      <ActivityImage
        activity={{
          name: "Belém Tower",
          image_urls: ["/api/place-photo/ChIJb/0?w=400&exp=1&sig=x"],
          image_attribution: { name: "Ana", uri: "https://maps.google.com/maps/contrib/1" },
          image_attributions: [
            { name: "Ana", uri: "https://maps.google.com/maps/contrib/1" },
            { name: "Rui" },
            { name: "Inês", uri: "https://maps.google.com/maps/contrib/3" },
          ],
        }}
      />,
    );
    const caption = screen.getByText(/Photo:/);
    expect(caption.textContent).toBe("Photo: Ana, Rui, Inês");
    expect(screen.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Ana", "https://maps.google.com/maps/contrib/1"],
      ["Inês", "https://maps.google.com/maps/contrib/3"],
    ]);
  });

  it("shows the name without a link when the link is not https", () => {
    render(
      <ActivityImage
        activity={{
          name: "Nijo",
          image_urls: ["/api/place-photo/ChIJn/0"],
          image_attribution: { name: "Ken", uri: "javascript:alert(1)" },
        }}
      />,
    );
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText(/Photo:/).textContent).toBe("Photo: Ken");
  });

  it("falls back to a placeholder that says it is one, with no credit, when the photo fails", () => {
    render(
      <ActivityImage
        activity={{ name: "Gion", image_urls: ["/api/place-photo/ChIJg/0"], image_attribution: { name: "Mei" } }}
      />,
    );
    fireEvent.error(screen.getByRole("img", { name: "Gion" }));
    expect(screen.getByRole("img", { name: "Placeholder image for Gion" }).textContent).toContain("Placeholder image");
    expect(screen.queryByText(/Photo:/)).toBeNull();
  });
});
