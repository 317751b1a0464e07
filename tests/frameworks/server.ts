// A loopback API for the framework tests: OpenAI Responses (`POST /v1/responses`) and Anthropic
// Messages (`POST /v1/messages`), each checking the request as the real API does (the library's
// preflight: the providers' own texts, as a 400) and answering a short reply (JSON or SSE).
import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { type PreflightApi, preflight } from "../../bindings/index.js";

/** A request the server received, and whether it accepted it. */
export interface Received {
  readonly path: string;
  readonly body: any;
  readonly status: number;
  readonly error?: string;
}

/** A running loopback API. */
export interface LoopbackApi {
  readonly url: string;
  readonly requests: Received[];
  close(): Promise<void>;
}

/** The producer an opaque blob names: tests write `enc:<family>:…` and `sig:<family>:…`. */
function producerOf(blob: unknown): string | undefined {
  return typeof blob === "string" ? /^(?:enc|sig):([^:]+):/.exec(blob)?.[1] : undefined;
}

// Who produced each private item or block: a real backend knows by decrypting; these blobs say it.
function families(input: any[], api: PreflightApi): Map<unknown, string> {
  const map = new Map<unknown, string>();
  for (const item of input) {
    const producer = producerOf(item?.encrypted_content);
    if (api === "responses" && producer) map.set(item, producer);
    if (api === "anthropic")
      for (const block of Array.isArray(item?.content) ? item.content : []) {
        const signed = producerOf(block?.signature);
        if (signed) map.set(block, signed);
      }
  }
  return map;
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
};

function sse(res: ServerResponse, events: { event?: string; data: unknown }[]): void {
  res.writeHead(200, { "content-type": "text/event-stream" });
  for (const { event, data } of events)
    res.write(`${event ? `event: ${event}\n` : ""}data: ${JSON.stringify(data)}\n\n`);
  res.end();
}

const REPLY = "ok";

// A reasoning model's reply: its reasoning (encrypted, so stateless hosts can replay it) and a
// message, with ids unique on this server (the API refuses a duplicate id in one input).
function responsesReply(res: ServerResponse, body: any, n: number, family: string): void {
  const reasoning = {
    type: "reasoning",
    id: `rs_${n}`,
    encrypted_content: `enc:${family}:reply`,
    summary: [],
  };
  const message = {
    type: "message",
    id: `msg_${n}`,
    role: "assistant",
    status: "completed",
    content: [{ type: "output_text", text: REPLY, annotations: [] }],
  };
  const usage = { input_tokens: 1, output_tokens: 1, total_tokens: 2 };
  const response = {
    id: "resp_1",
    object: "response",
    created_at: 1,
    model: body.model,
    status: "completed",
    output: [reasoning, message],
    usage,
    incomplete_details: null,
  };
  if (!body.stream) {
    json(res, 200, response);
    return;
  }
  const start = { ...response, status: "in_progress", output: [] };
  sse(res, [
    { event: "response.created", data: { type: "response.created", response: start } },
    {
      event: "response.output_item.added",
      data: { type: "response.output_item.added", output_index: 0, item: reasoning },
    },
    {
      event: "response.output_item.done",
      data: { type: "response.output_item.done", output_index: 0, item: reasoning },
    },
    {
      event: "response.output_item.added",
      data: {
        type: "response.output_item.added",
        output_index: 1,
        item: { ...message, content: [] },
      },
    },
    {
      event: "response.output_text.delta",
      data: {
        type: "response.output_text.delta",
        item_id: message.id,
        output_index: 1,
        content_index: 0,
        delta: REPLY,
      },
    },
    {
      event: "response.output_item.done",
      data: { type: "response.output_item.done", output_index: 1, item: message },
    },
    { event: "response.completed", data: { type: "response.completed", response } },
  ]);
}

function anthropicReply(res: ServerResponse, body: any): void {
  const usage = { input_tokens: 1, output_tokens: 1 };
  const message = {
    id: "msg_1",
    type: "message",
    role: "assistant",
    model: body.model,
    content: [{ type: "text", text: REPLY }],
    stop_reason: "end_turn",
    stop_sequence: null,
    usage,
  };
  if (!body.stream) {
    json(res, 200, message);
    return;
  }
  sse(res, [
    {
      event: "message_start",
      data: { type: "message_start", message: { ...message, content: [] } },
    },
    {
      event: "content_block_start",
      data: { type: "content_block_start", index: 0, content_block: { type: "text", text: "" } },
    },
    {
      event: "content_block_delta",
      data: { type: "content_block_delta", index: 0, delta: { type: "text_delta", text: REPLY } },
    },
    { event: "content_block_stop", data: { type: "content_block_stop", index: 0 } },
    {
      event: "message_delta",
      data: { type: "message_delta", delta: { stop_reason: "end_turn" }, usage },
    },
    { event: "message_stop", data: { type: "message_stop" } },
  ]);
}

async function readBody(req: IncomingMessage): Promise<any> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}

/**
 * Starts the loopback API on 127.0.0.1 as backend `family`: reasoning or thinking another family
 * produced is refused, as the real API refuses what it cannot verify.
 */
export async function startLoopbackApi(family: string): Promise<LoopbackApi> {
  const requests: Received[] = [];
  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    const api: PreflightApi = req.url?.endsWith("/messages") ? "anthropic" : "responses";
    const input = api === "anthropic" ? body.messages : body.input;
    const store = api === "responses" && body.store !== false;
    const result = preflight(input, {
      api,
      family,
      store,
      itemFamilies: families(input, api) as any,
    });
    const error = result.violations[0]?.message;
    requests.push({ path: req.url ?? "", body, status: error ? 400 : 200, error });
    if (error) {
      const type = "invalid_request_error";
      return json(
        res,
        400,
        api === "anthropic"
          ? { type: "error", error: { type, message: error } }
          : { error: { message: error, type, param: null, code: null } },
      );
    }
    return api === "anthropic"
      ? anthropicReply(res, body)
      : responsesReply(res, body, requests.length, family);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
