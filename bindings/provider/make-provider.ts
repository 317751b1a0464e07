// The one adapter over an official SDK client: each vendor hands in its dialect (how requests and
// responses map, how its stream reads) and where bodies go; the rest is the same for all three.
import type { PreflightApi } from "../preflight/types.js";
import type { AdapterOptions } from "./adapter.js";
import { toProviderError } from "./errors.js";
import { EventSink } from "./events.js";
import { bodyCheck } from "./preflight.js";
import type { Provider, ProviderRequest, ProviderResponse, VendorName } from "./protocol.js";
import { validateRequest } from "./validate.js";

/** A vendor's half of an adapter, the same for every client. */
export interface Dialect<O extends AdapterOptions> {
  readonly vendor: VendorName;
  /** Preflight's name for its request bodies. */
  readonly api: PreflightApi;
  params(request: ProviderRequest, options: O): Record<string, unknown>;
  response(raw: unknown): ProviderResponse;
  /** Fields a streamed body adds besides `stream: true`. */
  readonly streamFields?: Readonly<Record<string, unknown>>;
  /** Feeds a streamed body's events to the sink; resolves to the response they make. */
  read(events: AsyncIterable<unknown>, sink: EventSink): Promise<ProviderResponse>;
}

/** The client's create call a body is sent to. */
export interface Endpoint {
  create(
    body: Record<string, unknown>,
    options?: Readonly<Record<string, unknown>>,
  ): PromiseLike<unknown>;
}

/**
 * Builds a Provider: requests are validated, mapped and checked before any I/O (bad ones throw
 * `invalid-argument`, bodies the provider would reject `PreflightError`, unless `options.preflight`
 * is false); each body goes to `endpoint()` (read per request: it may throw a ProviderError);
 * whatever the SDK throws becomes a ProviderError; an exception thrown by the caller's `onEvent`
 * propagates unchanged.
 */
export function makeProvider<O extends AdapterOptions>(
  dialect: Dialect<O>,
  endpoint: () => Endpoint,
  options: O,
): Provider {
  const check = bodyCheck(dialect.api, options);
  const wrap = (err: unknown): never => {
    throw toProviderError(dialect.vendor, err);
  };
  const body = (request: ProviderRequest) => {
    validateRequest(request);
    const params = dialect.params(request, options);
    check?.(params);
    return params;
  };
  const complete = async (params: Record<string, unknown>) =>
    dialect.response(await endpoint().create(params, options.requestOptions));
  const stream = async (params: Record<string, unknown>, sink: EventSink) => {
    const streamed = { ...params, stream: true, ...dialect.streamFields };
    const events = await endpoint().create(streamed, options.requestOptions);
    return dialect.read(events as AsyncIterable<unknown>, sink);
  };
  return {
    async complete(request) {
      return complete(body(request)).catch(wrap);
    },
    async stream(request, onEvent) {
      const params = body(request);
      const sink = new EventSink(onEvent);
      return stream(params, sink).catch((err: unknown) => {
        if (sink.threw(err)) throw err;
        return wrap(err);
      });
    },
  };
}
