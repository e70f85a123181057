/**
 * The seed's document rules ("Other legacy control characters"), checked with positions: U+0000 MUST
 * NOT appear outside the magic number; a document SHOULD end with U+000A and SHOULD NOT hold U+000D,
 * U+2028, U+2029 or the other C0 controls; a file SHOULD start with the magic number.
 *
 * @module
 */

import { type BufferSource, formatCodePoint } from '@utf8x/core'
import { newStep, readSequence, stepError, toBytes } from '@utf8x/core/internal'
import { ownBytes } from './_input.ts'
import { SCHEME, scheme } from './_scheme.ts'
import { hasMagic, MAGIC_LENGTH } from './document.ts'

/** Which rule a diagnostic is about. */
export type DocumentRule =
  | 'nul'
  | 'ill-formed'
  | 'final-newline'
  | 'carriage-return'
  | 'line-separator'
  | 'paragraph-separator'
  | 'control'
  | 'magic-number'

/** One finding of {@link checkDocument}. */
export interface DocumentDiagnostic {
  readonly rule: DocumentRule
  /** `error` for a MUST NOT (U+0000, ill-formed bytes), `warning` for a SHOULD / SHOULD NOT. */
  readonly severity: 'error' | 'warning'
  /** UTF-16 index for a string input, byte offset for a byte input (counted from the very start). */
  readonly position: number
  /** 1-based line (lines end at U+000A; the magic number is not part of the text). */
  readonly line: number
  /** 1-based column, in code points from the start of the line. */
  readonly column: number
  /** The offending code point, where there is one. */
  readonly codePoint?: number
  readonly message: string
}

/**
 * Which warnings {@link checkDocument} gives (each `true` by default; `false` turns it off). The U+0000
 * and ill-formed-byte errors are always given.
 */
export interface CheckDocumentOptions {
  /** A document that is not empty and does not end with U+000A. */
  finalNewline?: boolean
  /** U+000D CARRIAGE RETURN. */
  carriageReturn?: boolean
  /** U+2028 LINE SEPARATOR. */
  lineSeparator?: boolean
  /** U+2029 PARAGRAPH SEPARATOR. */
  paragraphSeparator?: boolean
  /** The C0 controls U+0001–U+001F other than U+000A and U+000D (tab included). */
  controls?: boolean
  /** A byte input (a file) that does not start with the magic number. */
  magicNumber?: boolean
}

const MAGIC_TEXT = '\u{10E7D}\u{ED4E}\u0000\n'

/**
 * Checks a document against the seed's rules and returns every finding in order (empty when it follows
 * them all). A string is checked as text (a leading U+10E7D U+ED4E U+0000 U+000A is taken as the magic
 * number); bytes are decoded first, a leading magic number removed, and each ill-formed sequence
 * reported as an error (`rule: 'ill-formed'`) and skipped.
 *
 * @param input - the text, or the file's bytes
 * @param options - warnings to turn off
 * @throws {TypeError} when `input` is neither a string nor a `BufferSource`
 * @example
 * ```ts
 * const found = checkDocument('a\r\nb\u0000')
 * console.assert(found.map((d) => d.rule).join() === 'carriage-return,nul,final-newline')
 * console.assert(found[1]?.severity === 'error' && found[1]?.position === 4 && found[1]?.line === 2)
 * console.assert(checkDocument(encodeDocument('fine\n')).length === 0)
 * ```
 */
export function checkDocument(
  input: string | BufferSource,
  options: CheckDocumentOptions = {},
): DocumentDiagnostic[] {
  if (options === null || typeof options !== 'object') {
    throw new TypeError(`The "options" argument must be an object, received ${String(options)}`)
  }
  const found: DocumentDiagnostic[] = []
  let line = 1
  let column = 1
  let last = -1
  let empty = true
  /** A finding: an error where the document is ill-formed (`nul`, `ill-formed`), else a warning. */
  const add = (rule: DocumentRule, position: number, message: string, codePoint?: number) => {
    const severity: DocumentDiagnostic['severity'] =
      rule === 'nul' || rule === 'ill-formed' ? 'error' : 'warning'
    const diagnostic = { rule, severity, position, line, column, message }
    found.push(codePoint === undefined ? diagnostic : { ...diagnostic, codePoint })
  }
  const visit = (codePoint: number, position: number) => {
    empty = false
    last = codePoint
    if (codePoint === 0x0a) {
      line++
      column = 1
      return
    }
    if (codePoint === 0) {
      add('nul', position, 'U+0000 must not appear in a document (only in the magic number)', 0)
    } else if (codePoint === 0x0d) {
      if (options.carriageReturn !== false) {
        add('carriage-return', position, 'U+000D should not appear: U+000A alone ends a line', 0x0d)
      }
    } else if (codePoint < 0x20) {
      if (options.controls !== false) {
        add('control', position, `${formatCodePoint(codePoint)}, a C0 control, should not appear`, codePoint)
      }
    } else if (codePoint === 0x2028) {
      if (options.lineSeparator !== false) {
        add('line-separator', position, 'U+2028 LINE SEPARATOR should not appear', codePoint)
      }
    } else if (codePoint === 0x2029) {
      if (options.paragraphSeparator !== false) {
        add('paragraph-separator', position, 'U+2029 PARAGRAPH SEPARATOR should not appear', codePoint)
      }
    }
    column++
  }
  let end: number
  if (typeof input === 'string') {
    end = input.length
    let i = input.startsWith(MAGIC_TEXT) ? MAGIC_TEXT.length : 0
    while (i < end) {
      const codePoint = input.codePointAt(i) as number
      visit(codePoint, i)
      i += codePoint > 0xffff ? 2 : 1
    }
  } else {
    const bytes = ownBytes(toBytes(input, 'input'))
    end = bytes.length
    let i = 0
    if (hasMagic(bytes)) i = MAGIC_LENGTH
    else if (options.magicNumber !== false) {
      add('magic-number', 0, `a ${SCHEME} file should start with the magic number EF B7 9D ED B2 AE 00 0A`)
    }
    const step = newStep()
    while (i < end) {
      if (readSequence(scheme, bytes, i, end, step)) visit(step.value as number, i)
      else {
        empty = false
        last = -1
        add('ill-formed', i, stepError(scheme, bytes, i, step).message)
        column++
      }
      // An ill-formed sequence: all of it (every prefix of a Corrected UTF-8 sequence may still complete).
      i += step.length
    }
  }
  if (!empty && last !== 0x0a && options.finalNewline !== false) {
    add('final-newline', end, 'a document should end with U+000A (a line terminator, not a separator)')
  }
  return found
}
