// Loading two builds of the library side by side (script/ab-bundle.mjs makes them), each initialized.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

export type Library = typeof import("../bindings/index.js");

/** The build bundled at `path`, its engine initialized. */
export async function loadBuild(path: string): Promise<Library> {
  const library: Library = await import(pathToFileURL(resolve(path)).href);
  library.initSync();
  return library;
}
