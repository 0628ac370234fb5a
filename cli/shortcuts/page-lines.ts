import type { Point, Position } from 'unist';

/** Where the lines of a page start, and a point or span of it as the parser gives them. */
export class Lines {
  readonly starts: number[] = [];
  private readonly lengths: number[];
  constructor(lines: string[]) {
    let offset = 0;
    for (const line of lines) {
      this.starts.push(offset);
      offset += line.length + 1;
    }
    this.lengths = lines.map((line) => line.length);
  }
  /** Where the page ends. */
  get end(): Point {
    const last = this.starts.length - 1;
    return this.point(last, this.lengths[last]!);
  }
  point(line: number, column: number): Point {
    return { line: line + 1, column: column + 1, offset: this.starts[line]! + column };
  }
  span(line: number, from: number, to: number, endLine = line): Position {
    return { start: this.point(line, from), end: this.point(endLine, to) };
  }
  /**
   * A JavaScript syntax node from column `from` to `to` of `line` (to of `endLine`), positioned
   * as MDX gives them: offsets, and lines with columns from 0.
   */
  js(type: string, fields: object, line: number, from: number, to: number, endLine = line) {
    const start = this.starts[line]! + from;
    const end = this.starts[endLine]! + to;
    const loc = {
      start: { line: line + 1, column: from, offset: start },
      end: { line: endLine + 1, column: to, offset: end },
    };
    return { type, start, end, loc, ...fields, range: [start, end] };
  }
}
