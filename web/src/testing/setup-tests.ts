// DOM matchers (toBeVisible, toHaveTextContent, toBeDisabled, ...) for the web's component tests: they
// say what a traveller would see, where a bare query only says that an element exists.
import "@testing-library/jest-dom/vitest";

// jsdom lays nothing out, so it has no scrollIntoView; a card brought into view when its marker is
// picked calls it. A no-op keeps such tests about what they assert (the browser journeys check the scroll).
if (typeof Element !== "undefined" && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => {};
}
