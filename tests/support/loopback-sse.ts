// Recorded-style SSE bodies built from a final vendor object, event for event as the APIs send them.

type Obj = Record<string, any>;

/** One SSE frame. */
export function frame(data: unknown, event?: string): string {
  const head = event === undefined ? "" : `event: ${event}\n`;
  return `${head}data: ${typeof data === "string" ? data : JSON.stringify(data)}\n\n`;
}

/** Text split the way servers chunk it (a few characters at a time). */
export function pieces(text: string, size = 7): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

// ---- OpenAI Responses -------------------------------------------------------------------

function responsesItemEvents(item: Obj, output_index: number, emit: (e: Obj) => void): void {
  const pending = item.type === "message" ? { ...item, status: "in_progress", content: [] } : item;
  emit({ type: "response.output_item.added", output_index, item: pending });
  if (item.type === "message") {
    item.content.forEach((part: Obj, content_index: number) => {
      const ids = { item_id: item.id, output_index, content_index };
      const empty =
        part.type === "refusal"
          ? { type: "refusal", refusal: "" }
          : { ...part, text: "", annotations: [] };
      emit({ type: "response.content_part.added", ...ids, part: empty });
      if (part.type === "output_text") {
        for (const delta of pieces(part.text))
          emit({ type: "response.output_text.delta", ...ids, delta, logprobs: [] });
        // Annotations arrive after the text they cite, one event each.
        (part.annotations ?? []).forEach((annotation: Obj, annotation_index: number) => {
          emit({
            type: "response.output_text.annotation.added",
            ...ids,
            annotation_index,
            annotation,
          });
        });
        emit({ type: "response.output_text.done", ...ids, text: part.text, logprobs: [] });
      } else if (part.type === "refusal") {
        for (const delta of pieces(part.refusal))
          emit({ type: "response.refusal.delta", ...ids, delta });
        emit({ type: "response.refusal.done", ...ids, refusal: part.refusal });
      }
      emit({ type: "response.content_part.done", ...ids, part });
    });
  }
  if (item.type === "function_call") {
    for (const delta of pieces(item.arguments, 5)) {
      emit({
        type: "response.function_call_arguments.delta",
        item_id: item.id,
        output_index,
        delta,
      });
    }
    emit({
      type: "response.function_call_arguments.done",
      item_id: item.id,
      output_index,
      arguments: item.arguments,
    });
  }
  emit({ type: "response.output_item.done", output_index, item });
}

/** The event stream of a Responses `response` object, ending in completed/incomplete/failed. */
export function responsesEvents(response: Obj): Obj[] {
  const events: Obj[] = [];
  const emit = (e: Obj) => events.push({ ...e, sequence_number: events.length });
  const start = { ...response, status: "in_progress", output: [], usage: null };
  emit({ type: "response.created", response: start });
  emit({ type: "response.in_progress", response: start });
  for (const [i, item] of response.output.entries()) responsesItemEvents(item, i, emit);
  const last =
    response.status === "completed" ? "response.completed" : `response.${response.status}`;
  emit({ type: last, response });
  return events;
}

/** The SSE body of {@link responsesEvents}. */
export function responsesSse(response: Obj): string {
  return responsesEvents(response)
    .map((e) => frame(e, e.type))
    .join("");
}

// ---- Chat Completions -------------------------------------------------------------------

/** The chunk stream of a `chat.completion` (with `stream_options.include_usage`), ending in [DONE]. */
export function chatSse(completion: Obj): string {
  const base = {
    id: completion.id,
    object: "chat.completion.chunk",
    created: completion.created,
    model: completion.model,
  };
  const chunk = (delta: Obj, finish_reason: string | null = null) =>
    frame({ ...base, choices: [{ index: 0, delta, logprobs: null, finish_reason }] });
  const message = completion.choices[0].message;
  let body = chunk({ role: "assistant", content: "", refusal: null });
  if (message.reasoning_content)
    for (const p of pieces(message.reasoning_content)) body += chunk({ reasoning_content: p });
  if (message.content) for (const p of pieces(message.content)) body += chunk({ content: p });
  if (message.refusal) for (const p of pieces(message.refusal)) body += chunk({ refusal: p });
  // Web search url citations come last, in a text-less delta (undeclared on the SDK's chunk type).
  if (message.annotations?.length) body += chunk({ annotations: message.annotations });
  (message.tool_calls ?? []).forEach((call: Obj, index: number) => {
    const head = {
      index,
      id: call.id,
      type: "function",
      function: { name: call.function.name, arguments: "" },
    };
    body += chunk({ tool_calls: [head] });
    for (const p of pieces(call.function.arguments, 5))
      body += chunk({ tool_calls: [{ index, function: { arguments: p } }] });
  });
  body += chunk({}, completion.choices[0].finish_reason);
  body += frame({ ...base, choices: [], usage: completion.usage });
  return `${body}${frame("[DONE]")}`;
}

// ---- Anthropic Messages -----------------------------------------------------------------

function anthropicBlockEvents(block: Obj, index: number): string {
  const ev = (type: string, rest: Obj) => frame({ type, ...rest }, type);
  const delta = (d: Obj) => ev("content_block_delta", { index, delta: d });
  let out = "";
  switch (block.type) {
    case "text": {
      // Cited text starts with an empty list, each citation a citations_delta before the text.
      const cites: Obj[] = block.citations ?? [];
      const start = { ...block, text: "", ...(cites.length > 0 && { citations: [] }) };
      out += ev("content_block_start", { index, content_block: start });
      for (const citation of cites) out += delta({ type: "citations_delta", citation });
      for (const p of pieces(block.text)) out += delta({ type: "text_delta", text: p });
      break;
    }
    case "thinking":
      out += ev("content_block_start", {
        index,
        content_block: { type: "thinking", thinking: "", signature: "" },
      });
      for (const p of pieces(block.thinking)) out += delta({ type: "thinking_delta", thinking: p });
      out += delta({ type: "signature_delta", signature: block.signature });
      break;
    case "tool_use":
    case "server_tool_use":
      out += ev("content_block_start", { index, content_block: { ...block, input: {} } });
      for (const p of pieces(JSON.stringify(block.input), 6))
        out += delta({ type: "input_json_delta", partial_json: p });
      break;
    default:
      out += ev("content_block_start", { index, content_block: block });
  }
  return out + ev("content_block_stop", { index });
}

/** The SSE body of an Anthropic `message` object (with a ping, as the API sends). */
export function anthropicSse(message: Obj): string {
  const start = {
    ...message,
    content: [],
    stop_reason: null,
    stop_sequence: null,
    stop_details: null,
  };
  let out = frame({ type: "message_start", message: start }, "message_start");
  out += frame({ type: "ping" }, "ping");
  message.content.forEach((block: Obj, i: number) => {
    out += anthropicBlockEvents(block, i);
  });
  const delta = {
    stop_reason: message.stop_reason,
    stop_sequence: message.stop_sequence ?? null,
    stop_details: message.stop_details ?? null,
  };
  out += frame({ type: "message_delta", delta, usage: message.usage }, "message_delta");
  return out + frame({ type: "message_stop" }, "message_stop");
}

/** The first `n` frames of an SSE body plus half of the next one: a stream cut mid-event. */
export function cutMidEvent(sse: string, n: number): string {
  const frames = sse.split("\n\n").filter((f) => f !== "");
  const whole = frames
    .slice(0, n)
    .map((f) => `${f}\n\n`)
    .join("");
  const next = frames[n] ?? "";
  return whole + next.slice(0, Math.max(1, Math.floor(next.length / 2)));
}
