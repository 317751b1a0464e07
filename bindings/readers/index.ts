// The readers and writer of stored logs (SPEC §11).
export type { AnthropicConversion } from "./anthropic-write.js";
export { anthropicMessages } from "./anthropic-write.js";
export type { ChatConversion } from "./chat-write.js";
export { chatMessages } from "./chat-write.js";
export type { HostChanges, HostWrite, OriginalLog } from "./host/index.js";
export { HOST_FORMATS, writeTranscriptLike } from "./host/index.js";
export {
  readTranscript,
  readTranscriptSync,
  readTranscripts,
  readTranscriptsSync,
} from "./read.js";
export type {
  CompactionPoint,
  ReadOptions,
  SkippedRecord,
  Transcript,
  TranscriptApi,
  TranscriptFormat,
  TranscriptInput,
  TranscriptMeta,
  TranscriptRecord,
  TranscriptResult,
  TranscriptsResult,
} from "./types.js";
export { TRANSCRIPT_FORMATS } from "./types.js";
export type { WriteFormat, WriteOptions } from "./write.js";
export { jsonLines, WRITE_FORMATS, writeTranscript, writeTranscriptChunks } from "./write.js";
