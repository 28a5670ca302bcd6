import * as z from "zod/mini";

/**
 * Hosting's Content-Security-Policy forbids eval. Zod's fast path first probes for it with
 * `Function("")`: zod catches the refusal and interprets instead, but the browser still reports a
 * policy violation on every page. Saying so up front skips the probe; our payloads are small, so
 * interpreted parsing costs nothing noticeable. Imported first by main.tsx, before any schema parses.
 */
z.config({ jitless: true });
