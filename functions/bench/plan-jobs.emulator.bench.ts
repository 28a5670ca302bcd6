// Plan jobs with the generator the suite runs (the offline planner without keys): what a traveller
// waits from the POST to the first day on screen, and to the finished plan (for the offline planner
// both come in the POST's answer). Another generator is one more benchPlanJobs call with the suite
// started for it (see plan-jobs.ts).
import { createTrip } from "../test/data-generators.ts";
import { benchPlanJobs, suiteIsUp } from "./plan-jobs.ts";

if (!suiteIsUp()) {
  console.log("skipped: needs the emulator suite (APP_URL, FIREBASE_AUTH_EMULATOR_HOST, FIRESTORE_EMULATOR_HOST)");
  process.exit(0);
}

const week = {
  ...createTrip({
    numberOfDays: 7,
    totalBudget: 3000,
    departureCity: "London",
    travelType: "Couple",
    interests: ["Culture", "Food", "Historical"],
  }),
  suggestion: "",
};

console.log(
  "7-day Lisbon generate job over HTTP via Hosting (followed by a snapshot listener unless answered finished); 20 runs after 3 warm-up",
);
await benchPlanJobs({
  generator: process.env.GEMINI_API_KEY ? "Gemini" : "offline planner",
  request: week,
  runs: 20,
  warmup: 3,
});
process.exit(0);
