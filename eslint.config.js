// ESLint for the whole repository (`npm run lint`). The recommended sets of ESLint, typescript-eslint,
// React Hooks and jsx-a11y; a rule is changed only below, each with the reason beside it.
// typescript-eslint runs without type information: tsc (`npm run typecheck`) already checks types, and
// typed linting would re-run the compiler over the code base inside the lint step on a 2-core CI.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/",
      "functions/lib/",
      "web/dist*/",
      ".firebase/",
      ".cache/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
    languageOptions: { ecmaVersion: 2023, sourceType: "module", globals: { ...globals.node } },
    rules: {
      // Names starting with "_" are unused on purpose (a parameter a signature needs, a rest sibling).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    files: ["web/src/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Only on DOM elements: a react-aria dialog moves focus in through its own Button's autoFocus (the ARIA dialog pattern).
      "jsx-a11y/no-autofocus": ["error", { ignoreNonDOM: true }],
    },
  },
  {
    // Tests, fakes and benches read JSON bodies as they come; production code is typed by the contract's schemas.
    files: ["**/*.test.{ts,tsx}", "functions/test/**", "functions/bench/**", "e2e/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // The fake Maps JavaScript API is served to the browser in place of Google's script; it runs in the page.
    files: ["e2e/google-maps-fake.js"],
    languageOptions: { sourceType: "script", globals: { ...globals.browser } },
  },
  {
    // CommonJS config files (dependency-cruiser's).
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
  },
);
