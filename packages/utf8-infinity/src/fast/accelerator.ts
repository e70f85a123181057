/**
 * UTF-∞-8's accelerator, the one door through which its speed routes reach core's engine (routes and
 * measurements in `README.md` beside this file). Well-formed RFC 3629 UTF-8 means the same in UTF-∞-8
 * (below 2^31 its bytes are RFC 2279's), so core's UTF-8 accelerator runs ordinary text: the runtime's
 * decoder and encoder where they are faster, core's UTF-8 kernels between the engine's steps. What it adds:
 * - `encodeCodePoints`: one pass, a length-field code point turned into hex once (see below).
 * - `validatePrefix`: past where the UTF-8 kernel stops, the sequences UTF-8 has not (5 to 7 bytes, values
 *   above U+10FFFF) through the engine's reader, and `FF` codes from their bytes alone (`wellFormedLength`),
 *   without building the bigint value the engine's step carries; it stops at the first ill-formed one,
 *   where the engine takes over and reports it.
 *
 * @module
 */

import {
  type Accelerator,
  checkCodePoint,
  newStep,
  readSequence,
  unitsFor,
  utf8Accelerator,
  writeValue,
} from '@utf8x/core/internal'
import { FIELD_LEAST, fieldCodeLength, newHeader, wellFormedLength, writeFieldCode } from '../_lead-rule.ts'
import { scheme } from '../_scheme.ts'

/** A copy of `out[0:used)` in an array of at least `used + more` bytes, twice as long at the least. */
function grown(out: Uint8Array, used: number, more: number): Uint8Array {
  let size = out.length * 2
  while (size < used + more) size *= 2
  const bigger = new Uint8Array(size)
  bigger.set(out.subarray(0, used))
  return bigger
}

/**
 * Encodes a list of code points in one pass into a buffer that grows: each checked as the engine checks
 * it (so with its errors) and written as the engine writes it, except that a length-field code point is
 * turned into hex digits once (the engine's two passes, length then bytes, would do it twice).
 */
function encodeCodePoints(list: readonly unknown[]): Uint8Array {
  let out: Uint8Array = new Uint8Array(3 * list.length + 16)
  let w = 0
  for (let k = 0; k < list.length; k++) {
    const value = checkCodePoint(list[k], k, scheme)
    if (typeof value === 'number' && value < 0x80) {
      if (w >= out.length) out = grown(out, w, 1)
      out[w++] = value
      continue
    }
    const hex = typeof value === 'bigint' && value >= FIELD_LEAST ? value.toString(16) : ''
    const length = hex === '' ? unitsFor(value, scheme) : fieldCodeLength(hex.length)
    if (w + length > out.length) out = grown(out, w, length)
    w = hex === '' ? writeValue(value, scheme, out, w) : writeFieldCode(hex, out, w)
  }
  return out.slice(0, w)
}

/**
 * The accelerator (see the module comment).
 *
 * @example
 * ```ts
 * const fast = infinityAccelerator()
 * const bytes = new Uint8Array([0x41, 0xfe, 0x82, 0x80, 0x80, 0x80, 0x80, 0x80, 0xff, 0xb5])
 * console.assert(fast.validatePrefix?.(bytes, 0, bytes.length) === 8)
 * ```
 */
export function infinityAccelerator(): Accelerator {
  const utf8 = utf8Accelerator()
  const utf8Prefix = utf8.validatePrefix as NonNullable<Accelerator['validatePrefix']>
  return {
    ...utf8,
    encodeCodePoints,
    validatePrefix(units, start, end) {
      const step = newStep()
      const head = newHeader()
      let i = start
      for (;;) {
        i = utf8Prefix(units, i, end)
        if (i >= end) return i
        // Where the UTF-8 kernel stops: one sequence here, and on while leads of 5 bytes or more follow.
        do {
          if (units[i] === 0xff) {
            const length = wellFormedLength(units, i, end, head)
            if (length === 0) return i
            i += length
          } else {
            if (!readSequence(scheme, units, i, end, step)) return i
            i += step.length
          }
        } while (i < end && (units[i] as number) >= 0xf8)
      }
    },
  }
}
