// One service process per planner on loopback, and an autocannon run against it, bounded in time.
import { type ChildProcess, spawn } from "node:child_process";
import autocannon from "autocannon";

/** A running service: its URL and how to stop it. */
export interface Server {
  url: string;
  stop(): Promise<void>;
}

/** Starts `npm start`'s entry with `planner` on PGlite at `dataDir`, on 127.0.0.1:`port`. */
export function startServer(planner: string, dataDir: string, port: number): Promise<Server> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PLANNER: planner,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
  };
  delete env.DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.on("exit", (code) => reject(new Error(`${planner} server exited (${code})`)));
    child.stdout!.on("data", (data: Buffer) => {
      if (!data.toString().includes("listening")) return;
      child.removeAllListeners("exit");
      resolve({
        url: `http://127.0.0.1:${port}`,
        stop: () =>
          new Promise((done) => {
            child.once("exit", () => done());
            child.kill("SIGTERM");
          }),
      });
    });
  });
}

/** What one load run measured. */
export interface Load {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  bytesPerSecond: number;
  requests: number;
  errors: number;
}

/** GETs `paths` round-robin for `seconds` over `connections` connections. */
export async function load(
  url: string,
  paths: string[],
  seconds: number,
  connections: number,
): Promise<Load> {
  let next = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 60,
    headers: { accept: "application/msgpack" },
    requests: [
      {
        method: "GET",
        setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytesPerSecond: result.throughput.average,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
