// One answer to "is this item an Anthropic content block?" (isAnthropicItem), which the provider
// conversion and the Anthropic writer both read: MCP tool use is one (SPEC §9: mcp_tool_use /
// mcp_tool_result), and Anthropic's compaction (content: string or null, encrypted_content maybe)
// is told from OpenAI's (encrypted_content, no content).
import { describe, expect, it } from "vitest";
import { isAnthropicItem } from "../../../bindings/provider/vendors/anthropic/blocks.js";
import { anthropicMessages } from "../../../bindings/readers/index.js";

const anthropic = [
  { type: "thinking", thinking: "t", signature: "s" },
  { type: "redacted_thinking", data: "d" },
  { type: "server_tool_use", id: "srvtoolu_1", name: "web_search", input: {} },
  { type: "web_search_tool_result", tool_use_id: "srvtoolu_1", content: [] },
  { type: "mcp_tool_use", id: "mcptoolu_1", name: "f", server_name: "s", input: {} },
  { type: "mcp_tool_result", tool_use_id: "mcptoolu_1", is_error: false, content: [] },
  { type: "container_upload", file_id: "file_1" },
  { type: "compaction", content: "summary" },
  { type: "compaction", content: null, encrypted_content: "opaque" },
  { type: "compaction", content: "summary", encrypted_content: "opaque" },
];
const responses = [
  { type: "compaction", id: "cmp_1", encrypted_content: "gAAAA" },
  { type: "reasoning", summary: [] },
  { type: "mcp_call", id: "mcp_1", name: "f", arguments: "{}", server_label: "s" },
  { type: "function_call", call_id: "c1", name: "f", arguments: "{}" },
  { type: "web_search_call", id: "ws_1", status: "completed" },
];

describe("isAnthropicItem", () => {
  it("holds every Anthropic assistant block an item can be", () => {
    for (const item of anthropic) expect(isAnthropicItem(item), item.type).toBe(true);
  });

  it("holds no Responses item, OpenAI's compaction included", () => {
    for (const item of responses) expect(isAnthropicItem(item), item.type).toBe(false);
  });

  it("the Anthropic writer keeps exactly those blocks in assistant content", () => {
    const items = [{ type: "message", role: "user", content: "q" }, ...anthropic.slice(4, 6)];
    const { messages } = anthropicMessages(items as never) as { messages: any[] };
    expect(messages.at(-1).role).toBe("assistant");
    expect(messages.at(-1).content.map((b: any) => b.type)).toEqual([
      "mcp_tool_use",
      "mcp_tool_result",
    ]);
  });
});
