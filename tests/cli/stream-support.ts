// What the streamed-rewrite tests share (stream.test.ts, stream-fix.test.ts): the generated
// transcripts in the Responses vocabulary, and the options that force each path.
type Obj = Record<string, unknown>;

/** The generated transcripts in the Responses vocabulary (what the streamed paths write). */
export function asResponses(items: readonly Obj[]): Obj[] {
  return items.flatMap((item): Obj[] => {
    if (item.role === "tool")
      return [{ type: "function_call_output", call_id: item.tool_call_id, output: item.content }];
    if (!Array.isArray(item.tool_calls)) return [item];
    return item.tool_calls.map((c: Obj) => ({
      type: "function_call",
      call_id: c.id,
      name: "f",
      arguments: "{}",
    }));
  });
}

// --allow-lossy: a host session written as items is refused without it (host-records.ts).
/** The whole-log path, whatever the size. */
export const WHOLE = { streamMinBytes: Number.POSITIVE_INFINITY, allowLossy: true };
/** The streamed path, whatever the size. */
export const STREAMED = { streamMinBytes: 0, allowLossy: true };
