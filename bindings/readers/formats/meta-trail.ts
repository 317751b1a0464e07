// The model and family a second read's meta ends with, known before it starts: a first read in
// file order that makes no call (a pi session's) notes each record's, and once it names the
// records the second leaves out, the last ones of the others are where that meta ends (a field
// keeps its last defined value, sink.ts assignMeta); those of the records before the history
// are what a second read skipping them is handed (types.ts SkippedHead).
import type { MetaFields } from "../sink.js";
import type { EndingMeta, SkippedHead } from "../types.js";
import { grown } from "./grown.js";

/** No name. */
const NONE = -1;

/** Each record's model, family and session id, as numbers of a name table (a session names a few). */
export class MetaTrail {
  private records = new Int32Array(256);
  private models = new Int32Array(256);
  private families = new Int32Array(256);
  private sessions = new Int32Array(256);
  private count = 0;
  private readonly codes = new Map<string, number>();
  private readonly names: string[] = [];

  /** Record `record` passes `fields` (undefined: none) to the meta. Throws nothing. */
  note(record: number, fields: MetaFields | undefined): void {
    if (fields === undefined) return;
    const model = this.code(fields.model);
    const family = this.code(fields.family);
    const session = this.code(fields.sessionId);
    if (model === NONE && family === NONE && session === NONE) return;
    const k = this.count++;
    this.records = grown(this.records, this.count);
    this.models = grown(this.models, this.count);
    this.families = grown(this.families, this.count);
    this.sessions = grown(this.sessions, this.count);
    this.records[k] = record;
    this.models[k] = model;
    this.families[k] = family;
    this.sessions[k] = session;
  }

  private code(name: unknown): number {
    // Only a string names a model or family (sink.ts assignMeta reads no other).
    if (typeof name !== "string") return NONE;
    let code = this.codes.get(name);
    if (code === undefined) {
      code = this.names.push(name) - 1;
      this.codes.set(name, code);
    }
    return code;
  }

  /**
   * The model and family the meta of the records but `leftOut` ends with: each the last string
   * value (the meta keeps no other, sink.ts assignMeta). Throws nothing.
   */
  ending(leftOut: ReadonlySet<number>): EndingMeta {
    const [model, family] = this.last(Number.MAX_SAFE_INTEGER, leftOut, 2);
    return {
      ...(model === NONE ? {} : { model: this.names[model] }),
      ...(family === NONE ? {} : { family: this.names[family] }),
    };
  }

  /**
   * The meta the records before record `end` but `leftOut` hand a sink, merged as the sink merges
   * them (each field its last string value). Throws nothing.
   */
  before(end: number, leftOut: ReadonlySet<number>): SkippedHead["meta"] {
    const [model, family, session] = this.last(end, leftOut, 3);
    return {
      ...(session === NONE ? {} : { sessionId: this.names[session] }),
      ...(model === NONE ? {} : { model: this.names[model] }),
      ...(family === NONE ? {} : { family: this.names[family] }),
    };
  }

  // The last model, family and (`fields` 3) session id of the records before `end` but
  // `leftOut`, each NONE where none names one; the scan stops once each of them is found.
  private last(end: number, leftOut: ReadonlySet<number>, fields: 2 | 3): number[] {
    const columns = [this.models, this.families, this.sessions].slice(0, fields);
    const found = columns.map(() => NONE);
    for (let k = this.count - 1; k >= 0 && found.includes(NONE); k--) {
      const record = this.records[k];
      if (record >= end || leftOut.has(record)) continue;
      for (let f = 0; f < fields; f++) if (found[f] === NONE) found[f] = columns[f][k];
    }
    return found;
  }
}
