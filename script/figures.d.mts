// Types of script/figures.mjs (plain JavaScript: CI runs it with node, no build).
export class FiguresError extends Error {}
export function targetsTable(results: string): string;
export function figuresOf(results: string): Record<string, string>;
export function cliLine(results: string): string;
export function fillPages(
  results: string,
  pages: Map<string, string>,
  options?: { blocksOnly?: boolean },
): Map<string, string>;
