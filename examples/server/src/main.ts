// `npm start`: the service on embedded PGlite (./data), or on Postgres when DATABASE_URL is set.
import { initSync } from "clinker-transcript";
import { createApp } from "./app.js";
import { type Settings, settingsFrom } from "./config.js";
import { openDb } from "./db/open.js";
import { listen } from "./http/listen.js";

function settingsOrExit(): Settings {
  try {
    return settingsFrom(process.env);
  } catch (error) {
    console.error(`refusing to start: ${(error as Error).message}`); // one line, no stack
    process.exit(2);
  }
}

const settings = settingsOrExit();
initSync(); // the wasm engine: reconcileMsgpack plans on it
const db = await openDb({ url: settings.databaseUrl, dataDir: settings.dataDir });
const app = createApp({ db, ...settings });
const { port, host: hostname, sockets } = settings;
const server = listen(app, { port, hostname, sockets }, (bound) => {
  const where = settings.databaseUrl ? "Postgres (DATABASE_URL)" : `PGlite in ${settings.dataDir}`;
  console.log(`listening on http://${hostname}:${bound} (${where}, planner ${settings.planner})`);
});

async function stop(): Promise<void> {
  server.close();
  await db.close();
  process.exit(0);
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
