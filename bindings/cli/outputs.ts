// Where each input of a rewriting command is written: `-o FILE` for one input, and for several
// (or `-o` an existing folder) the folder, each output under its input's name.
import { statSync } from "node:fs";
import { basename, extname, join } from "node:path";
import type { WriteFormat } from "../readers/write.js";
import { UsageError } from "./failure.js";

const isFolder = (path: string) => {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
};

const EXTENSION: Record<WriteFormat, string> = {
  jsonl: ".jsonl",
  json: ".json",
  msgpack: ".msgpack",
  chat: ".json",
  anthropic: ".json",
  responses: ".json",
};

// The input's name, with the extension of `to` when `--to` names the output format.
function outputName(input: string, to: WriteFormat | undefined): string {
  const name = basename(input);
  return to === undefined
    ? name
    : name.slice(0, name.length - extname(name).length) + EXTENSION[to];
}

/**
 * The output path of each of `inputs`: `output` itself for one input, or for an `output` that is
 * an existing folder, the input's name in it (its extension that of `to` when given).
 * @throws {UsageError} for an empty `output`, several inputs and an `output` that is no folder, stdin among several
 * inputs, or two inputs of the same output name.
 */
export function outputsFor(
  inputs: readonly string[],
  output: string,
  to: WriteFormat | undefined,
): string[] {
  if (output === "") throw new UsageError("-o needs a file, a folder or - for stdout");
  const folder = output !== "-" && isFolder(output);
  if (!folder) {
    if (inputs.length === 1) return [output];
    throw new UsageError(
      `${inputs.length} inputs: -o must be an existing folder (each output under its input's name), or fix them with --in-place`,
    );
  }
  if (inputs.includes("-"))
    throw new UsageError("stdin (-) has no name to write under in -o FOLDER");
  const outputs = inputs.map((input) => join(output, outputName(input, to)));
  const seen = new Map<string, string>();
  inputs.forEach((input, i) => {
    const earlier = seen.get(outputs[i]);
    if (earlier !== undefined)
      throw new UsageError(`${earlier} and ${input} would both be written to ${outputs[i]}`);
    seen.set(outputs[i], input);
  });
  return outputs;
}
