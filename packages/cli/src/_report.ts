/**
 * The text of `validate`'s report: a problem as `file:line:column: message`, then the bytes around it.
 * {@link problemText} makes it from a {@link Problem}; a {@link TextReport} writes the same bytes straight
 * into an output buffer, number by number and byte by byte, so that `validate --all` on dense errors
 * builds no string or object per error (the checker writes its common errors into it directly).
 *
 * @module
 */

import { Buffer } from 'node:buffer'
import type { Problem } from './_check.ts'
import type { Paint } from './_color.ts'

/** A problem as text: `file:line:column: message`, then the bytes around it. */
export function problemText(file: string, problem: Problem, paint: Paint): string {
  const where = `${file}:${problem.line}:${problem.column}:`
  // The bytes shown after the run end the range (a long run shows only its ends).
  const shown = problem.context.hex.length - problem.context.hex.lastIndexOf(']') - 1
  const last = problem.end - 1 + shown / 3
  const range = `bytes ${problem.context.offset}-${last}:`
  return `${paint.bold(where)} ${paint.error(problem.message)}\n  ${paint.dim(range)} ${problem.context.hex}\n`
}

const PLAIN: Paint = {
  enabled: false,
  structure: (t) => t,
  data: (t) => t,
  error: (t) => t,
  dim: (t) => t,
  bold: (t) => t,
}

/** Each byte value's two hex digits (upper case), as character codes. */
const HEX_HIGH = new Uint8Array(256)
const HEX_LOW = new Uint8Array(256)
for (let byte = 0; byte < 256; byte++) {
  const text = byte.toString(16).toUpperCase().padStart(2, '0')
  HEX_HIGH[byte] = text.charCodeAt(0)
  HEX_LOW[byte] = text.charCodeAt(1)
}

const SPACE = 0x20
const COLON = 0x3a
const NEWLINE = 0x0a
/** `\n  bytes ` */
const BYTES = Buffer.from('\n  bytes ', 'latin1')

/** Report bytes gathered before they are handed to the output. */
export const REPORT_BATCH = 1 << 20

/**
 * One file's text report (without colour), written into one reused buffer.
 */
export class TextReport {
  #buffer: Buffer
  /** Bytes written. */
  length = 0
  /** `file:` */
  readonly #name: Uint8Array
  readonly #file: string

  constructor(file: string) {
    this.#file = file
    this.#name = Buffer.from(`${file}:`, 'utf8')
    this.#buffer = Buffer.allocUnsafe(REPORT_BATCH + (1 << 12))
  }

  /**
   * The bytes written since the last {@link TextReport.clear}: a view of the buffer, which the next
   * writes reuse once it is cleared (so the caller clears it only when the output is done with it).
   */
  view(): Uint8Array {
    return this.#buffer.subarray(0, this.length)
  }

  /** Starts again at the start of the buffer. */
  clear(): void {
    this.length = 0
  }

  /** Starts again in a new buffer (the one written so far is the caller's). */
  detach(): void {
    this.#buffer = Buffer.allocUnsafe(REPORT_BATCH + (1 << 12))
    this.length = 0
  }

  /** Room for `count` more bytes. */
  room(count: number): void {
    const needed = this.length + count
    if (needed <= this.#buffer.length) return
    const bigger = Buffer.allocUnsafe(Math.max(needed, this.#buffer.length * 2))
    bigger.set(this.#buffer.subarray(0, this.length))
    this.#buffer = bigger
  }

  /** A problem made whole (the rare kinds): as {@link problemText} writes it. */
  problem(problem: Problem): void {
    const text = problemText(this.#file, problem, PLAIN)
    this.room(text.length * 3)
    this.length += this.#buffer.write(text, this.length, 'utf8')
  }

  /**
   * A problem from its parts, as {@link problemText} writes it: the message is `before`, the offset,
   * ` (` and the hex of `inWindow[at:read]` (when `read > at`), `after` and `ending` (already bytes); the bytes shown are `recent[recentFrom:]` and
   * `inWindow[from:at]` before the run `inWindow[at:runEnd]` (at most 32 bytes), `inWindow[runEnd:to]` after it.
   */
  parts(
    line: number,
    column: number,
    before: Uint8Array,
    offset: number,
    read: number,
    after: Uint8Array,
    ending: Uint8Array | null,
    contextOffset: number,
    recent: Uint8Array,
    recentFrom: number,
    inWindow: Uint8Array,
    from: number,
    at: number,
    runEnd: number,
    to: number,
  ): void {
    const shown = recent.length - recentFrom + (to - from)
    const name = this.#name
    const most =
      name.length +
      80 +
      3 * (read - at) +
      before.length +
      after.length +
      (ending === null ? 0 : ending.length) +
      3 * shown
    if (this.length + most > this.#buffer.length) this.room(most)
    const out = this.#buffer
    let n = this.length
    out.set(name, n)
    n += name.length
    n = writeNumber(out, n, line)
    out[n++] = COLON
    n = writeNumber(out, n, column)
    out[n++] = COLON
    out[n++] = SPACE
    out.set(before, n)
    n += before.length
    n = writeNumber(out, n, offset)
    if (read > at) {
      out[n++] = SPACE
      out[n++] = 0x28 // (
      for (let i = at; i < read; i++) {
        const byte = inWindow[i] as number
        if (i > at) out[n++] = SPACE
        out[n++] = HEX_HIGH[byte] as number
        out[n++] = HEX_LOW[byte] as number
      }
    }
    out.set(after, n)
    n += after.length
    if (ending !== null) {
      out.set(ending, n)
      n += ending.length
    }
    for (let i = 0; i < BYTES.length; i++) out[n++] = BYTES[i] as number
    n = writeNumber(out, n, contextOffset)
    out[n++] = 0x2d // -
    n = writeNumber(out, n, offset + (runEnd - at) - 1 + (to - runEnd))
    out[n++] = COLON
    n = writeSpacedHex(out, n, recent, recentFrom, recent.length)
    n = writeSpacedHex(out, n, inWindow, from, at)
    out[n++] = SPACE
    out[n++] = 0x5b // [
    for (let i = at; i < runEnd; i++) {
      const byte = inWindow[i] as number
      if (i > at) out[n++] = SPACE
      out[n++] = HEX_HIGH[byte] as number
      out[n++] = HEX_LOW[byte] as number
    }
    out[n++] = 0x5d // ]
    n = writeSpacedHex(out, n, inWindow, runEnd, to)
    out[n++] = NEWLINE
    this.length = n
  }
}

/** Writes a whole number ≥ 0 (a safe integer) in decimal at `out[n]`; returns the end. */
function writeNumber(out: Uint8Array, n: number, value: number): number {
  if (value < 10) {
    out[n] = 0x30 + value
    return n + 1
  }
  let digits = 1
  for (let p = 10; p <= value; p *= 10) digits++
  if (value <= 0x7fffffff) {
    // Integer division, which the compiler turns into a multiplication.
    let v = value | 0
    for (let i = n + digits - 1; i >= n; i--) {
      const q = (v / 10) | 0
      out[i] = 0x30 + v - q * 10
      v = q
    }
  } else {
    let v = value
    for (let i = n + digits - 1; i >= n; i--) {
      const q = Math.floor(v / 10)
      out[i] = 0x30 + (v - q * 10)
      v = q
    }
  }
  return n + digits
}

/** Writes ` XX` for each of `bytes[from:to]` at `out[n]`; returns the index after it. */
function writeSpacedHex(out: Uint8Array, n: number, bytes: Uint8Array, from: number, to: number): number {
  for (let i = from; i < to; i++) {
    const byte = bytes[i] as number
    out[n++] = SPACE
    out[n++] = HEX_HIGH[byte] as number
    out[n++] = HEX_LOW[byte] as number
  }
  return n
}
