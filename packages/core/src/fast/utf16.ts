/**
 * The speed route of core's string helpers (`stringKit`): `unitsToString` asks the runtime's UTF-16LE
 * `TextDecoder` first. It may decline (`null`); the helper then answers itself.
 *
 * @module
 */

/** Below this many units `String.fromCharCode` beats a native UTF-16 decoder call. */
const NATIVE_UTF16_MIN = 32

const littleEndian = /* @__PURE__ */ new Uint8Array(new Uint16Array([1]).buffer)[0] === 1
/** The runtime's UTF-16LE decoder, made on first use (`null`: none, or a big-endian platform). */
let utf16Decoder: TextDecoder | null | undefined

/**
 * Well-formed `units[0:length)` as a string by the runtime's UTF-16LE decoder; `null` below
 * {@link NATIVE_UTF16_MIN} units, without one (or big-endian), or when it refuses.
 *
 * @example
 * ```ts
 * const text = nativeUtf16Decode(new Uint16Array(40).fill(0x61), 40)
 * console.assert(text === null || text === 'a'.repeat(40))
 * console.assert(nativeUtf16Decode(new Uint16Array([0x48, 0x69]), 2) === null)
 * ```
 */
export function nativeUtf16Decode(units: Uint16Array, length: number): string | null {
  if (length < NATIVE_UTF16_MIN) return null
  if (utf16Decoder === undefined) {
    utf16Decoder = null
    try {
      // Only on little-endian platforms: Uint16Array memory is then UTF-16LE.
      if (littleEndian && typeof TextDecoder === 'function')
        utf16Decoder = new TextDecoder('utf-16le', { ignoreBOM: true })
    } catch {}
  }
  if (utf16Decoder !== null) {
    try {
      return utf16Decoder.decode(units.subarray(0, length))
    } catch {
      // Not expected below the length limit; the caller's JS route says what the engine refuses.
    }
  }
  return null
}

/**
 * The string helpers' route: `utf16Decode` ({@link nativeUtf16Decode}).
 *
 * @example
 * ```ts
 * const text = stringKit.utf16Decode(new Uint16Array(40).fill(0x61), 40)
 * console.assert(text === null || text === 'a'.repeat(40))
 * ```
 */
export const stringKit = { utf16Decode: nativeUtf16Decode } as const
