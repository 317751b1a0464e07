// One session's verdict for `sessions`: `check` with its preflight (clean, N problems, unreadable).
import { checkFile } from "./check.js";

/** What `check` found in a session: its violations, or that it could not be read. */
export interface SessionVerdict {
  /** Violations in all its conversations (undefined: unreadable). */
  problems?: number;
}

/** Inputs up to this are preflighted whole, as `check` does by default. */
const PREFLIGHT_MAX_BYTES = 64 * 1024 * 1024;

/** `check`'s verdict on `file`. Never throws (an unreadable session is one without `problems`). */
export async function sessionVerdict(file: string): Promise<SessionVerdict> {
  const report = await checkFile(file, { preflightMaxBytes: PREFLIGHT_MAX_BYTES });
  if (report.error) return {};
  return { problems: report.conversations.reduce((n, c) => n + c.violations.length, 0) };
}
