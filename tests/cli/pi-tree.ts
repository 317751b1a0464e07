// pi sessions for the command line's tests, built entry by entry (format 3, ids `e<n>`).
import { writeFileSync } from "node:fs";
import { join } from "node:path";

type Rec = Record<string, unknown>;
const TIME = "2026-01-02T10:00:00.000Z";

/** A pi session (format 3) built entry by entry, each chained to the one named. */
export class PiSession {
  readonly lines: Rec[] = [{ type: "session", version: 3, id: "s", timestamp: TIME, cwd: "/" }];
  private n = 0;

  /** Written into `dir`. */
  constructor(private readonly dir: string) {}

  add(parent: string | null, body: Rec): string {
    const id = `e${this.n++}`;
    this.lines.push({ id, parentId: parent, timestamp: TIME, ...body });
    return id;
  }
  user(parent: string | null, text: string): string {
    return this.add(parent, {
      type: "message",
      message: { role: "user", content: [{ type: "text", text }] },
    });
  }
  call(parent: string, id: string, model = "claude-sonnet-4-5"): string {
    const content = [{ type: "toolCall", id, name: "bash", arguments: { command: "ls" } }];
    const message = { role: "assistant", api: "anthropic-messages", model, content };
    return this.add(parent, { type: "message", message });
  }
  result(parent: string, id: string): string {
    const message = {
      role: "toolResult",
      toolCallId: id,
      toolName: "bash",
      content: [{ type: "text", text: "ok" }],
    };
    return this.add(parent, { type: "message", message });
  }
  compaction(parent: string, firstKeptEntryId: string): string {
    return this.add(parent, {
      type: "compaction",
      summary: "what came before",
      firstKeptEntryId,
      tokensBefore: 9,
    });
  }
  modelChange(parent: string, modelId: string): string {
    return this.add(parent, { type: "model_change", provider: "anthropic", modelId });
  }
  write(name: string): string {
    const file = join(this.dir, name);
    writeFileSync(file, `${this.lines.map((l) => JSON.stringify(l)).join("\n")}\n`);
    return file;
  }
}

/**
 * A pi session that branched and compacted: a call answered, a branch the user left with a call
 * open (`toolu_left`), a compaction on the branch resumed that keeps from the second prompt on,
 * and a last call left open (`toolu_open`) on `lastModel`. Written into `dir` as `name`.
 */
export function branchedCompacted(dir: string, name: string, lastModel?: string): string {
  const s = new PiSession(dir);
  const early = s.call(s.user(null, "start"), "toolu_early");
  const kept = s.user(early, "go on");
  const answered = s.result(s.call(kept, "toolu_kept"), "toolu_kept");
  s.call(s.user(answered, "a branch the user left"), "toolu_left");
  const compaction = s.compaction(s.user(answered, "the branch resumed"), kept);
  s.call(s.user(compaction, "after the compaction"), "toolu_open", lastModel);
  return s.write(name);
}
