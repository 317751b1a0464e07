// Splits text chunks into lines without ever joining the whole input into one string.

/** Receives each line: its text (no `\n`, no trailing `\r`), 1-based number, and whether a newline ended it. */
export type LineHandler = (text: string, line: number, terminated: boolean) => void;

/** Splits pushed chunks into lines; `end()` flushes the last, unterminated line. */
export class LineSplitter {
  private rest = "";
  private line = 0;

  constructor(private readonly onLine: LineHandler) {}

  push(chunk: string): void {
    let start = 0;
    let text = chunk;
    if (this.rest !== "") {
      const nl = chunk.indexOf("\n");
      if (nl < 0) {
        this.rest += chunk;
        return;
      }
      this.emit(this.rest + chunk.slice(0, nl), true);
      this.rest = "";
      start = nl + 1;
      text = chunk;
    }
    for (let nl = text.indexOf("\n", start); nl >= 0; nl = text.indexOf("\n", start)) {
      this.emit(text.slice(start, nl), true);
      start = nl + 1;
    }
    this.rest = text.slice(start);
  }

  end(): void {
    if (this.rest !== "") this.emit(this.rest, false);
    this.rest = "";
  }

  private emit(text: string, terminated: boolean): void {
    this.line++;
    this.onLine(text.endsWith("\r") ? text.slice(0, -1) : text, this.line, terminated);
  }
}
