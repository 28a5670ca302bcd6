import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { cruise, type ICruiseResult, type IConfiguration } from "dependency-cruiser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The lint's own rules, cruised over a small tree laid out like the repository: each import below is
// either one the layers allow or one a rule must name.
const config: IConfiguration = createRequire(import.meta.url)("../.dependency-cruiser.cjs");

const TREE: Record<string, string[]> = {
  "contract/src/index.ts": ["../../web/src/lib/api.ts"],
  "functions/src/config.ts": [],
  "functions/src/logs.ts": ["./config.ts"],
  "functions/src/errors.ts": ["./store/ledger.ts"],
  "functions/src/index.ts": ["./endpoints/stripe-webhook.ts"],
  "functions/src/store/ledger.ts": [],
  "functions/src/store/users.ts": ["../config.ts", "./ledger.ts", "../tokens/welcome.ts"],
  "functions/src/tokens/welcome.ts": ["../store/ledger.ts"],
  "functions/src/tokens/balance.ts": ["../payments/fulfilment.ts"],
  "functions/src/payments/fulfilment.ts": ["./reversal.ts", "../tokens/welcome.ts", "../store/ledger.ts"],
  "functions/src/payments/reversal.ts": ["./fulfilment.ts"],
  "functions/src/payments/webhook.ts": ["../http/guard.ts"],
  "functions/src/planning/pipeline.ts": ["../store/ledger.ts", "../photos/plan-photos.ts", "../logs.ts"],
  "functions/src/photos/plan-photos.ts": ["../planning/places.ts"],
  "functions/src/planning/places.ts": [],
  "functions/src/planning/pipeline/run.ts": ["../generators/gemini.ts", "../grounding/post.ts", "../model/plan.ts"],
  "functions/src/planning/generators/gemini.ts": ["../checks/checker.ts", "../grounding/post.ts"],
  "functions/src/planning/grounding/post.ts": ["../checks/checker.ts", "../geo/geo.ts"],
  "functions/src/planning/checks/checker.ts": ["../scheduling/day.ts", "../geo/geo.ts"],
  "functions/src/planning/checks/checker.test.ts": ["../pipeline/run.ts"],
  "functions/src/planning/scheduling/day.ts": ["../trip/trip.ts", "../checks/rule.ts"],
  "functions/src/planning/checks/rule.ts": [],
  "functions/src/planning/trip/trip.ts": ["../guide/guide.ts"],
  "functions/src/planning/guide/guide.ts": ["../geo/geo.ts"],
  "functions/src/planning/geo/geo.ts": ["../model/plan.ts"],
  "functions/src/planning/model/plan.ts": ["../guide/place.ts"],
  "functions/src/planning/guide/place.ts": [],
  "functions/src/http/guard.ts": ["../store/users.ts", "../endpoints/profile.ts"],
  "functions/src/http/guard.test.ts": ["../endpoints/profile.ts"],
  "functions/src/endpoints/profile.ts": [],
  "functions/src/endpoints/stripe-webhook.ts": [
    "../http/guard.ts",
    "../payments/fulfilment.ts",
    "../store/users.ts",
    "../jobs/work.ts",
  ],
  "functions/src/jobs/work.ts": ["../planning/pipeline.ts", "../store/users.ts"],
  "web/src/app/router.tsx": ["./routes.tsx", "../features/account/page.tsx", "../components/map.tsx"],
  "web/src/app/routes.tsx": [],
  "web/src/features/account/page.tsx": [
    "./text.ts",
    "../plan-files/save.ts",
    "../../lib/api.ts",
    "../../components/map.tsx",
  ],
  "web/src/features/account/text.ts": [],
  "web/src/features/plan-files/save.ts": ["../../app/routes.tsx"],
  "web/src/components/map.tsx": ["../lib/api.ts", "../config/env.ts"],
  "web/src/components/ui.tsx": [],
  "web/src/lib/api.ts": ["../features/account/text.ts"],
  "web/src/lib/firebase.ts": ["../components/ui.tsx", "../config/env.ts"],
  "web/src/config/env.ts": ["../lib/api.ts"],
};

let root = "";
let result: ICruiseResult;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "dependency-rules-"));
  for (const [file, imports] of Object.entries(TREE)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    const body = imports.map((target, index) => `import * as m${index} from "${target}";\nvoid m${index};\n`).join("");
    writeFileSync(join(root, file), `${body}export const here = 1;\n`);
  }
  const { cache: _cache, ...options } = config.options ?? {};
  const cruised = await cruise(["contract", "functions", "web"], {
    ...options,
    baseDir: root,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
  });
  result = cruised.output as ICruiseResult;
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

const found = () =>
  result.summary.violations.map((violation) => `${violation.rule.name}: ${violation.from} -> ${violation.to}`).sort();

describe("the import rules of npm run lint", () => {
  it("name every import that runs back up a layer, crosses features or closes a circle, and no other", () => {
    expect(found()).toEqual(
      [
        "contract-imports-neither-side: contract/src/index.ts -> web/src/lib/api.ts",
        "functions-base-imports-nothing-above: functions/src/errors.ts -> functions/src/store/ledger.ts",
        "functions-domain-not-up-to-entry-points: functions/src/payments/webhook.ts -> functions/src/http/guard.ts",
        "functions-jobs-and-guard-not-to-endpoints: functions/src/http/guard.ts -> functions/src/endpoints/profile.ts",
        "functions-only-metering-and-payments-use-store: functions/src/planning/pipeline.ts -> functions/src/store/ledger.ts",
        "functions-planning-below-its-consumers: functions/src/planning/pipeline.ts -> functions/src/photos/plan-photos.ts",
        "planning-generators-not-to-grounding: functions/src/planning/generators/gemini.ts -> functions/src/planning/grounding/post.ts",
        "planning-model-imports-only-below: functions/src/planning/model/plan.ts -> functions/src/planning/guide/place.ts",
        "planning-scheduling-imports-only-below: functions/src/planning/scheduling/day.ts -> functions/src/planning/checks/rule.ts",
        "functions-store-is-below-the-domain: functions/src/store/users.ts -> functions/src/tokens/welcome.ts",
        "functions-tokens-below-payments: functions/src/tokens/balance.ts -> functions/src/payments/fulfilment.ts",
        "no-circular: functions/src/payments/fulfilment.ts -> functions/src/payments/reversal.ts",
        "web-config-is-the-bottom: web/src/config/env.ts -> web/src/lib/api.ts",
        "web-features-do-not-import-each-other: web/src/features/account/page.tsx -> web/src/features/plan-files/save.ts",
        "web-features-not-to-app: web/src/features/plan-files/save.ts -> web/src/app/routes.tsx",
        "web-lib-and-config-not-to-components: web/src/lib/firebase.ts -> web/src/components/ui.tsx",
        "web-shared-not-to-features: web/src/lib/api.ts -> web/src/features/account/text.ts",
      ].sort(),
    );
  });
});
