// One turn served twice by the loopback server: as JSON to `complete`, as SSE to `stream`.
import type { Provider, ProviderRequest, StreamEvent } from "../../bindings/provider/index.js";
import type { Loopback } from "./loopback-server.js";

/** Runs `request` through `complete` (answered with `json`) and `stream` (answered with `sse`). */
export async function completeAndStream(
  server: Loopback,
  provider: Provider,
  json: unknown,
  sse: string,
  request: ProviderRequest,
) {
  server.reply({ json }, { sse });
  const viaComplete = await provider.complete(request);
  const events: StreamEvent[] = [];
  const viaStream = await provider.stream(request, (e) => events.push(e));
  return { viaComplete, viaStream, events };
}
