// The import graph as a rule (`npm run lint`). Layers, highest first:
//   functions/src: index.ts > http/, endpoints/, jobs/ > domain (payments > tokens; limits; photos, pdf, calendar, gpx > planning;
//                  together, costs)
//                  > store/ > config.ts, errors.ts, logs.ts
//   functions/src/planning, its own layers: pipeline > generators > grounding > checks > scheduling > trip
//                  > guide > geo > model (tests may reach up, to drive a layer through the one above it)
//   web/src:       main.tsx > app/ > features/<one feature> > components/ > lib/ > config/
//   contract/src:  imports nothing of web or functions.
// A rule names what may not be imported; anything it does not name is allowed.

const FN = "^functions/src/";
const BASE = `${FN}(config|errors|logs)\\.ts$`;
const STORE = `${FN}store/`;
const DOMAIN = `${FN}(planning|payments|tokens|limits|pdf|photos|calendar|gpx|together|costs)/`;
const ENTRY = `${FN}(http|endpoints|jobs)/`;
const PLANNING = `${FN}planning/`;
/** Planning's folders, highest first: each imports only the folders after it. */
const PLANNING_LAYERS = [
  "pipeline",
  "generators",
  "grounding",
  "checks",
  "scheduling",
  "trip",
  "guide",
  "geo",
  "model",
];
const WEB = "^web/src/";
const WEB_SHARED = `${WEB}(components|lib|config)/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "An import circle: the two modules cannot be understood, tested or moved one without the other.",
      from: {},
      to: { circular: true },
    },
    {
      name: "not-to-unresolvable",
      severity: "error",
      comment: "An import that resolves to no file or package.",
      from: {},
      to: { couldNotResolve: true },
    },
    // functions/src
    {
      name: "functions-base-imports-nothing-above",
      severity: "error",
      comment: "config, errors and logs are the bottom layer: everything may use them, they use nothing of the app.",
      from: { path: BASE },
      to: { path: FN, pathNot: BASE },
    },
    {
      name: "functions-store-is-below-the-domain",
      severity: "error",
      comment: "The repositories know document paths and nothing about what the app does with them.",
      from: { path: STORE },
      to: { path: FN, pathNot: [STORE, BASE] },
    },
    {
      name: "functions-domain-not-up-to-entry-points",
      severity: "error",
      comment:
        "Domain modules are plain functions of values: they know no request, guard, endpoint or job, nor index.ts.",
      from: { path: DOMAIN },
      to: { path: [ENTRY, `${FN}index\\.ts$`] },
    },
    {
      name: "functions-entry-points-not-up-to-index",
      severity: "error",
      comment: "index.ts only declares the functions; nothing imports it.",
      from: { path: FN, pathNot: `${FN}index\\.ts$` },
      to: { path: `${FN}index\\.ts$` },
    },
    {
      name: "functions-only-metering-and-payments-use-store",
      severity: "error",
      comment:
        "Below the endpoints and jobs, only tokens (balances and their ledger in one transaction), limits (a " +
        "traveller's counters, counted in the transaction that charges) and payments (a payment record, balance " +
        "and ledger in one transaction) open Firestore; everything else gets values.",
      from: { path: `${FN}(planning|pdf|photos|calendar|gpx|together|costs)/` },
      to: { path: STORE },
    },
    {
      name: "functions-tokens-below-payments",
      severity: "error",
      comment: "Payments credit and reverse through tokens; tokens know nothing of packs or Stripe.",
      from: { path: `${FN}tokens/` },
      to: { path: `${FN}payments/` },
    },
    {
      name: "functions-planning-below-its-consumers",
      severity: "error",
      comment:
        "Photos, the PDF, the calendar and the GPX file read plans; planning makes plans and knows none of them.",
      from: { path: `${FN}planning/` },
      to: { path: `${FN}(photos|pdf|calendar|gpx)/` },
    },
    {
      name: "functions-domain-not-to-payments-or-tokens",
      severity: "error",
      comment:
        "Metering is the endpoints' and jobs' business: planning, photos, the PDF and the calendar charge and count nothing.",
      from: { path: `${FN}(planning|pdf|photos|calendar|gpx|together|costs)/` },
      to: { path: `${FN}(payments|tokens|limits)/` },
    },
    {
      name: "functions-jobs-and-guard-not-to-endpoints",
      severity: "error",
      comment: "Endpoints use the guard and the jobs, never the other way (tests of the guard drive real endpoints).",
      from: { path: `${FN}(http|jobs)/`, pathNot: "\\.test\\.ts$" },
      to: { path: `${FN}endpoints/` },
    },
    // functions/src/planning's own layers
    ...PLANNING_LAYERS.slice(1).map((layer, index) => ({
      name: `planning-${layer}-imports-only-below`,
      severity: "error",
      comment:
        `planning/${layer}/ sits below ${PLANNING_LAYERS.slice(0, index + 1).join(", ")}: it is handed what those make ` +
        "and never calls back up (tests may, to drive it through the layer above).",
      from: { path: `${PLANNING}${layer}/`, pathNot: "\\.test\\.ts$" },
      to: { path: `${PLANNING}(${PLANNING_LAYERS.slice(0, index + 1).join("|")})/` },
    })),
    {
      name: "planning-generators-not-to-grounding",
      severity: "error",
      comment:
        "A generator proposes a plan and grounding confirms it against Places; the pipeline runs one after the other, " +
        "so neither imports the other (grounding cannot reach up to generators by the layers above).",
      from: { path: `${PLANNING}generators/`, pathNot: "\\.test\\.ts$" },
      to: { path: `${PLANNING}grounding/` },
    },
    // web/src
    {
      name: "web-features-not-to-app",
      severity: "error",
      comment: "app composes features; a feature never reaches back into the router or a route.",
      from: { path: `${WEB}(features|components|lib|config)/` },
      to: { path: [`${WEB}app/`, `${WEB}main\\.tsx$`] },
    },
    {
      name: "web-features-do-not-import-each-other",
      severity: "error",
      comment: "What two features share lives in components/, lib/ or config/.",
      from: { path: `${WEB}features/([^/]+)/` },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
    },
    {
      name: "web-shared-not-to-features",
      severity: "error",
      comment: "components/, lib/ and config/ serve every feature and know none.",
      from: { path: WEB_SHARED },
      to: { path: `${WEB}features/` },
    },
    {
      name: "web-lib-and-config-not-to-components",
      severity: "error",
      comment: "lib/ and config/ hold no UI.",
      from: { path: `${WEB}(lib|config)/` },
      to: { path: `${WEB}components/` },
    },
    {
      name: "web-config-is-the-bottom",
      severity: "error",
      comment: "config/ (env, paths) is read by everything and reads nothing of the app.",
      from: { path: `${WEB}config/` },
      to: { path: `${WEB}(lib|components)/` },
    },
    {
      name: "web-test-helpers-only-in-tests",
      severity: "error",
      comment: "web/src/test/ holds test helpers: no shipped module imports them.",
      from: { path: WEB, pathNot: ["\\.test\\.tsx?$", `${WEB}test/`] },
      to: { path: `${WEB}test/` },
    },
    // the two sides and the contract
    {
      name: "contract-imports-neither-side",
      severity: "error",
      comment: "The contract is shared by web and functions and depends on neither.",
      from: { path: "^contract/" },
      to: { path: "^(web|functions|e2e|scripts)/" },
    },
    {
      name: "web-and-functions-apart",
      severity: "error",
      comment: "The SPA and the functions share only the contract.",
      from: { path: "^web/" },
      to: { path: "^functions/" },
    },
    {
      name: "functions-and-web-apart",
      severity: "error",
      comment: "The SPA and the functions share only the contract.",
      from: { path: "^functions/" },
      to: { path: "^web/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["(^|/)node_modules/", "^functions/lib/", "^web/dist", "\\.generated\\."] },
    // Type-only imports count: a circle made of types is still a circle to read.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".d.ts", ".json"],
      mainFields: ["module", "main", "types", "typings"],
    },
    skipAnalysisNotInRules: true,
    cache: { folder: "node_modules/.cache/dependency-cruiser", strategy: "content" },
  },
};
