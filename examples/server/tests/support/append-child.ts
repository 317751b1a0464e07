// A process that appends and is killed by the kill test: `pause` stops inside an append's
// transaction (after its first insert chunk), `loop` appends batches until it is killed.
// Args: mode, session id, PGlite folder (ignored when DATABASE_URL is set). Prints what committed.
import { initSync } from "clinker-transcript";
import { openDb } from "../../src/db/open.js";
import { appendItems } from "../../src/store/append.js";
import { createSession } from "../../src/store/sessions.js";
import { user } from "./items.js";

const [mode, id, dataDir] = process.argv.slice(2);
initSync();
const db = await openDb({ url: process.env.DATABASE_URL, dataDir });
await createSession(db, id);
const batch = (tag: string, n: number) => Array.from({ length: n }, (_, i) => user(`${tag} ${i}`));

if (mode === "pause") {
  await appendItems(db, id, batch("committed", 10));
  await appendItems(db, id, batch("killed", 1200), {
    onChunk: async () => {
      console.log("inside");
      setInterval(() => {}, 1000); // keeps the process alive until the parent kills it here
      await new Promise(() => {});
    },
  });
} else {
  for (let round = 1; ; round++) {
    await appendItems(db, id, batch(`round ${round}`, 100));
    console.log(`committed ${round * 100}`);
  }
}
