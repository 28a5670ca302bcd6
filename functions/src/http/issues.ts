import type { z } from "zod";
import { VALIDATION } from "@itinerary/contract";

const SPEC_MESSAGES = new Set<string>(Object.values(VALIDATION));

/** One readable sentence per problem; SPEC messages stand alone, others name the field. */
export function formatIssues(issues: readonly z.core.$ZodIssue[]): string {
  const lines = issues.map((issue) => {
    if (SPEC_MESSAGES.has(issue.message) || issue.path.length === 0) return issue.message;
    return `${issue.path.join(".")}: ${issue.message}`;
  });
  return [...new Set(lines)].join(" ");
}
