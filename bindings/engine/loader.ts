// Loads the wasm core once: compile (or adopt a precompiled module), instantiate, rebuild after a trap.
import { TranscriptError, type TranscriptErrorCode } from "../errors.js";
import type { WasmModule } from "../host-types.js";
import type { CoreExports } from "./abi.js";
import { decodeBase64 } from "./base64.js";
import { WASM_BASE64 } from "./wasm-bytes.generated.js";

/** What `init` / `initSync` accept: a compiled module (any realm), wasm bytes, or nothing (inlined bytes). */
export type WasmSource = WasmModule | ArrayBuffer | ArrayBufferView;

/** Thrown by the core's `abort` import; turned into a TranscriptError by the caller. */
class CoreAbort extends Error {}

let compiled: WebAssembly.Module | undefined;
let core: CoreExports | undefined;
let pending: Promise<void> | undefined;

function tag(value: unknown): string {
  return Object.prototype.toString.call(value);
}

/** A WebAssembly.Module from this or another realm (no instanceof). */
function isModule(value: unknown): value is WebAssembly.Module {
  return tag(value) === "[object WebAssembly.Module]";
}

function inlineBytes(): Uint8Array<ArrayBuffer> {
  // The edge build carries no inlined copy: its core comes in as a module file.
  if (!WASM_BASE64)
    throw new TranscriptError(
      "wasm-failure",
      "this build inlines no wasm: pass the module to init",
    );
  return decodeBase64(WASM_BASE64);
}

/** Bytes to compile; views are copied so a shared or foreign buffer is accepted too. */
function toBytes(source: ArrayBuffer | ArrayBufferView | undefined): Uint8Array<ArrayBuffer> {
  if (source === undefined) return inlineBytes();
  if (ArrayBuffer.isView(source)) {
    return new Uint8Array(source.buffer, source.byteOffset, source.byteLength).slice();
  }
  if (tag(source) === "[object ArrayBuffer]") return new Uint8Array(source as ArrayBuffer);
  throw new TranscriptError(
    "invalid-argument",
    "init expects a WebAssembly.Module, wasm bytes or nothing",
  );
}

/** Reads an AssemblyScript string (UTF-16, byte length just before it) from memory. */
function readString(memory: WebAssembly.Memory, ptr: number): string {
  if (!ptr) return "";
  const units = Math.min(new Uint32Array(memory.buffer, ptr - 4, 1)[0] >>> 1, 1024);
  const codes = new Uint16Array(memory.buffer, ptr, units);
  let text = "";
  for (let i = 0; i < units; i++) text += String.fromCharCode(codes[i]);
  return text;
}

function instantiate(module: WebAssembly.Module): CoreExports {
  let memory: WebAssembly.Memory | undefined;
  const imports = {
    env: {
      abort(messagePtr: number, filePtr: number, line: number, column: number): never {
        const message = memory ? readString(memory, messagePtr) : "abort";
        const file = memory ? readString(memory, filePtr) : "";
        throw new CoreAbort(`${message} (${file}:${line}:${column})`);
      },
    },
  };
  const exports = new WebAssembly.Instance(module, imports).exports as unknown as CoreExports;
  memory = exports.memory;
  return exports;
}

function adopt(module: WebAssembly.Module): void {
  const instance = instantiate(module);
  compiled = module;
  core = instance;
}

function wasmFailure(message: string, cause: unknown): TranscriptError {
  return new TranscriptError("wasm-failure", message, { cause });
}

/**
 * Compiles and instantiates the core once; concurrent callers share one promise.
 * `source` may be a precompiled `WebAssembly.Module` (required on workerd / Vercel Edge) or wasm bytes;
 * without it the inlined bytes are used. Resolves immediately when already initialized.
 */
export function init(source?: WasmSource): Promise<void> {
  if (core) return Promise.resolve();
  if (!pending) {
    const attempt = compileAndAdopt(source);
    pending = attempt;
    // A failed attempt is forgotten, so a later init can retry.
    attempt.catch(() => {
      if (pending === attempt) pending = undefined;
    });
  }
  return pending;
}

async function compileAndAdopt(source: WasmSource | undefined): Promise<void> {
  try {
    const module = isModule(source) ? source : await WebAssembly.compile(toBytes(source));
    if (!core) adopt(module);
  } catch (error) {
    if (error instanceof TranscriptError) throw error;
    throw wasmFailure("the wasm core could not be compiled or instantiated", error);
  }
}

/** Compiles and instantiates synchronously (Node, workers). A no-op when already initialized. */
export function initSync(source?: WasmSource): void {
  if (core) return;
  try {
    adopt(isModule(source) ? source : new WebAssembly.Module(toBytes(source)));
  } catch (error) {
    if (error instanceof TranscriptError) throw error;
    throw wasmFailure("the wasm core could not be compiled or instantiated", error);
  }
}

/** Is the wasm core ready? */
export function isInitialized(): boolean {
  return core !== undefined;
}

/** The live core, or a `not-initialized` TranscriptError. */
export function requireCore(): CoreExports {
  if (core) return core;
  throw new TranscriptError(
    "not-initialized",
    "call init() (or initSync() in Node) before using the wasm engine",
  );
}

/** Did this error come out of the core (an abort or a trap) rather than from host code? */
function isCoreError(error: unknown): boolean {
  return error instanceof CoreAbort || error instanceof WebAssembly.RuntimeError;
}

const ABORT_CODES: readonly TranscriptErrorCode[] = ["limit-exceeded", "wasm-failure"];

/**
 * Turns a failure inside the core (abort or trap) into a TranscriptError, after rebuilding the
 * instance from the cached module: its memory and globals can no longer be trusted.
 */
function coreFailure(error: unknown): TranscriptError {
  if (compiled) core = instantiate(compiled);
  if (error instanceof CoreAbort) {
    const code = ABORT_CODES.find((c) => error.message.startsWith(`${c}: `));
    const detail = code ? error.message.slice(code.length + 2) : error.message;
    return new TranscriptError(code ?? "wasm-failure", `the wasm core aborted: ${detail}`, {
      cause: error,
    });
  }
  return wasmFailure("the wasm core trapped; it has been rebuilt", error);
}

/** `limit-exceeded` because the core's memory is full (not a caller's limit): worth a retry. */
export function coreMemoryError(message: string): TranscriptError {
  return new TranscriptError("limit-exceeded", message, { reason: "core-memory" });
}

/** Frees state that can be rebuilt (resident indexes) when the core runs out of memory. */
type Reliever = () => boolean;
const relievers: Reliever[] = [];

/** Registers a reliever; it returns whether it freed anything. Part of the instance cache. */
export function onCoreMemoryPressure(reliever: Reliever): void {
  relievers.push(reliever);
}

/** Inputs loaded into the core: a planning call that sees it move was re-entered from a host predicate. */
let loads = 0;

/** Counts one input loaded into the core; returns the count so far. */
export function countLoad(): number {
  return ++loads;
}

/** Inputs loaded into the core so far. */
export function loadsSoFar(): number {
  return loads;
}

function relieve(): boolean {
  let freed = false;
  for (const reliever of relievers) freed = reliever() || freed;
  return freed;
}

function runCore<T>(body: (core: CoreExports) => T, release: boolean): T {
  try {
    return body(requireCore());
  } catch (error) {
    if (isCoreError(error)) throw coreFailure(error);
    throw error;
  } finally {
    if (release) core?.release();
  }
}

/**
 * Runs `body` against the live core and releases the call's memory afterwards. A trap or abort
 * inside rebuilds the instance and becomes a TranscriptError; host errors pass through untouched.
 * When the core's memory is full, rebuildable state is freed and `body` runs once more.
 * `release: false` is for calls that hold no per-call blocks (the resident index), so one made from
 * inside another call's callback never frees that call's blocks.
 */
export function withCore<T>(body: (core: CoreExports) => T, release = true): T {
  try {
    return runCore(body, release);
  } catch (error) {
    const full = error instanceof TranscriptError && error.reason === "core-memory";
    if (!full || !relieve()) throw error;
    return runCore(body, release);
  }
}
