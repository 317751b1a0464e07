// The provider APIs the real hosts talk to, on 127.0.0.1: each request is checked as the real
// API would (the library's `preflight`, the providers' own 400 texts) and, when it passes,
// answered with a short streamed text. Never the network.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { type PreflightApi, preflight } from "../../bindings/preflight/index.js";
import { anthropicSse, chatSse, responsesSse } from "../support/loopback-sse.js";

/** One request a host sent, and what the server answered. */
export interface HostRequest {
  readonly path: string;
  readonly body: any;
  readonly status: number;
  readonly violations: string[];
}

/** A running API. */
export interface LoopbackApi {
  readonly url: string;
  readonly requests: HostRequest[];
  close(): Promise<void>;
}

const TEXT = "Resumed.";

function apiOf(path: string): PreflightApi | undefined {
  if (path.endsWith("/messages")) return "anthropic";
  if (path.endsWith("/responses")) return "responses";
  if (path.endsWith("/chat/completions")) return "chat";
  return undefined;
}

function inputOf(api: PreflightApi, body: any): unknown[] {
  if (api === "responses") return typeof body.input === "string" ? [] : (body.input ?? []);
  return body.messages ?? [];
}

function answer(api: PreflightApi, model: string): string {
  const usage = { input_tokens: 10, output_tokens: 2 };
  if (api === "anthropic")
    return anthropicSse({
      id: "msg_loop",
      type: "message",
      role: "assistant",
      model,
      content: [{ type: "text", text: TEXT }],
      stop_reason: "end_turn",
      usage,
    });
  if (api === "chat")
    return chatSse({
      id: "chatcmpl-loop",
      object: "chat.completion",
      created: 0,
      model,
      choices: [{ index: 0, message: { role: "assistant", content: TEXT }, finish_reason: "stop" }],
      usage: { prompt_tokens: 10, completion_tokens: 2, total_tokens: 12 },
    });
  return responsesSse({
    id: "resp_loop",
    object: "response",
    created_at: 0,
    status: "completed",
    model,
    output: [
      {
        type: "message",
        id: "msg_loop",
        role: "assistant",
        status: "completed",
        content: [{ type: "output_text", text: TEXT, annotations: [] }],
      },
    ],
    usage: { input_tokens: 10, output_tokens: 2, total_tokens: 12 },
  });
}

function errorBody(api: PreflightApi, message: string): unknown {
  if (api === "anthropic")
    return { type: "error", error: { type: "invalid_request_error", message } };
  return { error: { message, type: "invalid_request_error", param: null, code: null } };
}

// Opaque blobs the tests make name their model (`model=M;...`): an Anthropic thinking block's
// signature or redacted data, a Responses reasoning item's encrypted_content. One another model
// than the request's made is refused, as the API does (preflight's itemModels).
function signedBy(api: PreflightApi, body: Record<string, any>) {
  const blobs: Record<string, any>[] =
    api === "anthropic" && Array.isArray(body.messages)
      ? body.messages.flatMap((m: Record<string, any>) =>
          Array.isArray(m.content) ? m.content : [],
        )
      : api === "responses" && Array.isArray(body.input)
        ? body.input
        : [];
  const itemModels = new Map<unknown, string>();
  for (const blob of blobs) {
    const made = /^model=([^;]+);/.exec(
      String(blob?.signature ?? blob?.data ?? blob?.encrypted_content ?? ""),
    );
    if (made) itemModels.set(blob, made[1]);
  }
  return itemModels.size ? { model: String(body.model), itemModels } : {};
}

/** Starts the API on 127.0.0.1:0. */
export async function startLoopbackApi(): Promise<LoopbackApi> {
  const requests: HostRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = req.url ?? "";
      const api = req.method === "POST" ? apiOf(path.split("?")[0]) : undefined;
      if (!api) {
        res
          .writeHead(404, { "content-type": "application/json" })
          .end('{"error":{"message":"not found"}}');
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
      const violations = preflight(inputOf(api, body) as never, {
        api,
        ...signedBy(api, body),
      }).violations.map((v) => v.message);
      requests.push({ path, body, status: violations.length ? 400 : 200, violations });
      if (violations.length) {
        res
          .writeHead(400, { "content-type": "application/json" })
          .end(JSON.stringify(errorBody(api, violations[0])));
        return;
      }
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      res.end(answer(api, String(body.model ?? "model")));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
