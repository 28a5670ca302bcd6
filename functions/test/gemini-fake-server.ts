/**
 * The Gemini fake on its own port, for a functions emulator or a browser journey in another process:
 *   node functions/test/gemini-fake-server.ts 8790
 * then GEMINI_API_KEY=test-gemini-key GEMINI_BASE_URL=http://127.0.0.1:8790 for the functions.
 * Script answers with POST /__fake/answers (a JSON array of GeminiAnswer), slow every streamed chunk
 * with POST /__fake/settings {"chunkDelayMs": 800}, read what it received with GET /__fake/requests,
 * let streams held by an answer's `holdBeforeChunks` go on with POST /__fake/release (answers
 * {"released": n}), and forget everything between tests with POST /__fake/reset.
 * scripts/gemini-fake-process.mjs starts it for the Gemini browser journeys and reads the line below.
 */
import { startGeminiFake } from "./gemini-fake.ts";

const port = Number(process.argv[2] ?? process.env.GEMINI_FAKE_PORT ?? 0);
const fake = await startGeminiFake({ port });
console.log(`gemini fake listening on ${fake.baseUrl}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
