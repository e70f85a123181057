/**
 * Colour on standard output: only when it is a terminal and `NO_COLOR` is unset or empty
 * (https://no-color.org), never in a pipe or a file.
 *
 * @module
 */

import type { Io } from './_io.ts'

/** Paints text, or leaves it alone. */
export interface Paint {
  readonly enabled: boolean
  /** Structure bits (`w`, `z`, and the units' framing). */
  structure(text: string): string
  /** Data bits. */
  data(text: string): string
  /** What is wrong. */
  error(text: string): string
  /** Less important text. */
  dim(text: string): string
  /** Headings. */
  bold(text: string): string
}

const sgr = (code: string) => (text: string) => (text === '' ? '' : `\x1b[${code}m${text}\x1b[0m`)
const plain = (text: string) => text

/** The paint for `io.stdout`. */
export function paintFor(io: Io): Paint {
  const enabled = io.stdout.isTTY === true && (io.env.NO_COLOR ?? '') === ''
  if (!enabled) return { enabled, structure: plain, data: plain, error: plain, dim: plain, bold: plain }
  return {
    enabled,
    structure: sgr('36'),
    data: sgr('33;1'),
    error: sgr('31;1'),
    dim: sgr('2'),
    bold: sgr('1'),
  }
}

/** A diagram's text (`wwz0'0010 wz00'0000`): `w`/`z` as structure, `0`/`1` as data, the rest plain. */
export function paintDiagram(text: string, paint: Paint): string {
  if (!paint.enabled) return text
  return text.replace(/[wz]+|[01]+/g, (run) =>
    run[0] === 'w' || run[0] === 'z' ? paint.structure(run) : paint.data(run),
  )
}
