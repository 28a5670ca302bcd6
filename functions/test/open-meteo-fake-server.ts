/**
 * The Open-Meteo fake on its own port, for a functions emulator or a browser journey in another process:
 *   node functions/test/open-meteo-fake-server.ts 8791
 * then OPEN_METEO_BASE_URL=http://127.0.0.1:8791 OPEN_METEO_CLIMATE_URL=http://127.0.0.1:8791 for the
 * functions. scripts/test.mjs starts it for the browser journeys and reads the line below.
 */
import { startOpenMeteoFake } from "./open-meteo-fake.ts";

const fake = await startOpenMeteoFake(Number(process.argv[2] ?? 0));
console.log(`open-meteo fake listening on ${fake.baseUrl}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
