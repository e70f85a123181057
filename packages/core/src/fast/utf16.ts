/**
 * UTF-16 code units to a string through the runtime's UTF-16LE `TextDecoder` (the shared output buffer
 * the decoders write their code units into is core's `scratchUnits`, code-points.ts: correctness, not speed).
 *
 * @module
 */

/** Below this many units `String.fromCharCode` beats a native UTF-16 decoder call. */
const NATIVE_UTF16_MIN = 32

const littleEndian = /* @__PURE__ */ new Uint8Array(new Uint16Array([1]).buffer)[0] === 1
let utf16Decoder: TextDecoder | null | undefined

function nativeUtf16(): TextDecoder | null {
  if (utf16Decoder === undefined) {
    utf16Decoder = null
    try {
      // Only on little-endian platforms: Uint16Array memory is then UTF-16LE.
      if (littleEndian && typeof TextDecoder === 'function')
        utf16Decoder = new TextDecoder('utf-16le', { ignoreBOM: true })
    } catch {
      utf16Decoder = null
    }
  }
  return utf16Decoder
}

/**
 * `units[0:length)`, well-formed UTF-16 (no lone surrogate: the native decoder would replace it), as a
 * string by the runtime's UTF-16LE decoder; `null` when that does not pay (fewer than
 * {@link NATIVE_UTF16_MIN} units), there is none (or the platform is big-endian), or it refuses: the
 * caller then builds the string itself.
 *
 * @example
 * ```ts
 * const text = nativeUtf16Decode(new Uint16Array(40).fill(0x61), 40)
 * console.assert(text === null || text === 'a'.repeat(40))
 * console.assert(nativeUtf16Decode(new Uint16Array([0x48, 0x69]), 2) === null)
 * ```
 */
export function nativeUtf16Decode(units: Uint16Array, length: number): string | null {
  const native = length < NATIVE_UTF16_MIN ? null : nativeUtf16()
  if (native !== null) {
    try {
      return native.decode(units.subarray(0, length))
    } catch {
      // Not expected below the length limit; the caller's JS route says what the engine refuses.
    }
  }
  return null
}
