/**
 * UTF-16 code units to a string, keeping a leading U+FEFF.
 *
 * For core: `unitsToString` in `packages/core/src/code-points.ts` (line 25) builds its native decoder as
 * `new TextDecoder('utf-16le')`, which strips a leading U+FEFF, so a well-formed run that starts with a
 * ZERO WIDTH NO-BREAK SPACE loses it (`unitsToString(units, 100, true)` with `units[0] = 0xFEFF` returns
 * 99 units). The fix is `{ ignoreBOM: true }`; until core has it, this package uses this copy.
 *
 * @module
 */

/** Below this many units `String.fromCharCode` beats a native UTF-16 decoder call. */
const NATIVE_MIN = 96
const CHUNK = 0x2000

const littleEndian = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1
let native: TextDecoder | null | undefined

function utf16Decoder(): TextDecoder | null {
  if (native === undefined) {
    native = null
    try {
      if (littleEndian && typeof TextDecoder === 'function')
        native = new TextDecoder('utf-16le', { ignoreBOM: true })
    } catch {
      native = null
    }
  }
  return native
}

/**
 * `units[0:length)` as a string. With `wellFormed` (no lone surrogate) a native UTF-16 decoder may be used.
 */
export function unitsToString(units: Uint16Array, length: number, wellFormed: boolean): string {
  if (length <= 0) return ''
  if (wellFormed && length >= NATIVE_MIN) {
    const decoder = utf16Decoder()
    if (decoder !== null) return decoder.decode(units.subarray(0, length))
  }
  let result = ''
  for (let i = 0; i < length; i += CHUNK) {
    result += String.fromCharCode.apply(
      null,
      units.subarray(i, Math.min(i + CHUNK, length)) as unknown as number[],
    )
  }
  return result
}
