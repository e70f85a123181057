/**
 * The Order view: lines sorted by JavaScript's `<` (UTF-16 code units) and by code point order, and
 * which lines land in different places.
 *
 * @module
 */

/** One line in a sorted column. */
export interface OrderedLine {
  readonly text: string
  /** Its position in the input (tells equal lines apart). */
  readonly source: number
  /** Whether it sits at a different position in the other column. */
  readonly moved: boolean
}

/** Both orders of some lines. */
export interface Orders {
  readonly utf16: readonly OrderedLine[]
  readonly codePoint: readonly OrderedLine[]
}

/** The lines of a text box (a final empty line is dropped). */
export function readLines(text: string): string[] {
  const lines = text.split(/\r\n|\n|\r/)
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop()
  return lines
}

/** JavaScript's default order: `<` on strings compares UTF-16 code units. */
export function compareUtf16(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/**
 * Sorts the lines both ways. `compareByCodePoint` comes from `@utf8x/collation`; equal lines keep their
 * input order in both columns, so a line is "moved" only when the two orders disagree about it.
 *
 * @example
 * ```ts
 * const o = orders(['\uFF61', '😀'], (a, b) => (a.codePointAt(0) ?? 0) - (b.codePointAt(0) ?? 0))
 * console.assert(o.utf16[0]?.text === '😀' && o.codePoint[0]?.text === '\uFF61' && o.utf16[0].moved)
 * ```
 */
export function orders(
  lines: readonly string[],
  compareByCodePoint: (a: string, b: string) => number,
): Orders {
  const indices = lines.map((_, i) => i)
  const byUtf16 = [...indices].sort((a, b) => compareUtf16(lines[a] as string, lines[b] as string) || a - b)
  const byCodePoint = [...indices].sort(
    (a, b) => compareByCodePoint(lines[a] as string, lines[b] as string) || a - b,
  )
  const at16 = new Map(byUtf16.map((source, i) => [source, i]))
  const atCp = new Map(byCodePoint.map((source, i) => [source, i]))
  const column = (order: number[]): OrderedLine[] =>
    order.map((source) => ({
      text: lines[source] as string,
      source,
      moved: at16.get(source) !== atCp.get(source),
    }))
  return { utf16: column(byUtf16), codePoint: column(byCodePoint) }
}
