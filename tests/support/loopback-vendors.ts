// The three real adapters on one loopback server per test file, and the body each SDK sent.
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import type { Provider, ProviderRequest } from "../../bindings/provider/index.js";
import { type Loopback, startLoopback } from "./loopback-server.js";
import { VENDORS, type Vendor } from "./session-vendors.js";

/** A 1x1 PNG as base64, the image the provider tests send. */
export const PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==";

/** The start of a PDF as base64, the file the provider tests send. */
export const PDF = "JVBERi0xLjQKJcOkw7zDtsOfCjIgMCBvYmoKPDwvTGVuZ3RoIDM+PgpzdHJlYW0K";

/** The server, each vendor's provider on it, and `sent` (see below). */
export interface LoopbackVendors {
  server(): Loopback;
  provider(vendor: Vendor): Provider;
  /** Runs `request` through complete and stream; returns complete's body, checking stream's. */
  sent(vendor: Vendor, request: ProviderRequest): Promise<any>;
  /** Checks every adapter rejects `request` (complete and stream) like `expected`, before any I/O. */
  rejectedByAll(request: unknown, expected: object): Promise<void>;
}

/** Registers the hooks of a file's loopback server (started once, reset between tests). */
export function useLoopbackVendors(): LoopbackVendors {
  let server: Loopback;
  let providers: Map<Vendor, Provider>;
  beforeAll(async () => {
    server = await startLoopback();
    providers = new Map(VENDORS.map((vendor) => [vendor, vendor.provider(server.url)]));
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());
  const provider = (vendor: Vendor) => providers.get(vendor) as Provider;
  return {
    server: () => server,
    provider,
    async sent(vendor, request) {
      server.reply(vendor.whole("Done."), vendor.streamed("Done."));
      const viaComplete = await provider(vendor).complete(request);
      expect(await provider(vendor).stream(request, () => {})).toEqual(viaComplete);
      const [complete, streamed] = server.requests;
      const { stream_options: _, ...streamBody } = streamed.body;
      expect(streamBody).toEqual({ ...complete.body, stream: true });
      return complete.body;
    },
    async rejectedByAll(request, expected) {
      for (const vendor of VENDORS) {
        const bad = request as ProviderRequest;
        await expect(provider(vendor).complete(bad)).rejects.toMatchObject(expected);
        await expect(provider(vendor).stream(bad, () => {})).rejects.toMatchObject(expected);
      }
      expect(server.requests).toEqual([]);
    },
  };
}
