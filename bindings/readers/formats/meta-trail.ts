// The model and family a second read's meta ends with, known before it starts: a first read in
// file order that makes no call (a pi session's) notes each record's, and once it names the
// records the second leaves out, the last ones of the others are where that meta ends (a field
// keeps its last defined value, sink.ts assignMeta).
import type { MetaFields } from "../sink.js";
import type { EndingMeta } from "../types.js";
import { grown } from "./grown.js";

/** No name. */
const NONE = -1;

/** Each record's model and family, as numbers of a name table (a session names a few). */
export class MetaTrail {
  private records = new Int32Array(256);
  private models = new Int32Array(256);
  private families = new Int32Array(256);
  private count = 0;
  private readonly codes = new Map<string, number>();
  private readonly names: string[] = [];

  /** Record `record` passes `fields` (undefined: none) to the meta. Throws nothing. */
  note(record: number, fields: MetaFields | undefined): void {
    if (fields === undefined) return;
    const model = this.code(fields.model);
    const family = this.code(fields.family);
    if (model === NONE && family === NONE) return;
    const k = this.count++;
    this.records = grown(this.records, this.count);
    this.models = grown(this.models, this.count);
    this.families = grown(this.families, this.count);
    this.records[k] = record;
    this.models[k] = model;
    this.families[k] = family;
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
    let model = NONE;
    let family = NONE;
    for (let k = this.count - 1; k >= 0 && (model === NONE || family === NONE); k--) {
      if (leftOut.has(this.records[k])) continue;
      if (model === NONE) model = this.models[k];
      if (family === NONE) family = this.families[k];
    }
    return {
      ...(model === NONE ? {} : { model: this.names[model] }),
      ...(family === NONE ? {} : { family: this.names[family] }),
    };
  }
}
