// DOM matchers (toBeVisible, toHaveTextContent, toBeDisabled, ...) for the web's component tests: they
// say what a traveller would see, where a bare query only says that an element exists.
import "@testing-library/jest-dom/vitest";
