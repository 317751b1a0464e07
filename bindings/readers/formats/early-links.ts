// What the Claude Code and pi readers tell a sink that asks (sink.ts earlyLink): each id a line
// names in a link field before a line with that id was read, and a line's own id when a line read
// before had it. Each reader says which ids it has read (Claude Code's routing table, pi's set).

/**
 * A tree format's link fields, as its reader and its host adapter (host/adapter.ts TreeLink) name
 * them: the field naming a record and the one naming its parent.
 */
export interface LinkFields {
  readonly id: string;
  readonly parent: string;
  /** Other top-level fields naming a record: a left-out one becomes its nearest kept ancestor. */
  readonly refs?: readonly string[];
  /** Fields naming the first record of a range kept from there on: a left-out one becomes the
   * nearest kept record after it on its line of descent. */
  readonly rangeStarts?: readonly string[];
}

/** One format's early-link test, its naming fields listed once. */
export class EarlyLinks {
  private readonly naming: readonly string[];

  constructor(private readonly link: LinkFields) {
    this.naming = [link.parent, ...(link.refs ?? []), ...(link.rangeStarts ?? [])];
  }

  /** Reports the ids `line` names that `known` lacks, and its own id when `known` has it. */
  report(
    line: Record<string, unknown>,
    known: (id: string) => boolean,
    report: (id: string) => void,
  ): void {
    for (const field of this.naming) {
      const id = line[field];
      if (typeof id === "string" && !known(id)) report(id);
    }
    const own = line[this.link.id];
    if (typeof own === "string" && known(own)) report(own);
  }
}
