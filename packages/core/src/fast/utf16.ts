/**
 * UTF-16 code units to a string through the runtime's UTF-16LE `TextDecoder`, and the shared output
 * buffer the decoders write their code units into before they build a string.
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

/** Reused output buffer for decoders (see {@link scratchUnits}). */
let scratch = /* @__PURE__ */ new Uint16Array(4096)
/** Above this many units a decoder gets a buffer of its own, so a huge input's buffer is not kept. */
const SCRATCH_LIMIT = 1 << 20

/**
 * A `Uint16Array` of at least `size` units for a decoder to write into before it builds its string.
 * Up to a megaunit it is one shared buffer, reused: allocating a typed array costs more than decoding a
 * short input. Use it only between the start of a synchronous decode and its `unitsToString`.
 *
 * @example
 * ```ts
 * const out = scratchUnits(8)
 * out[0] = 0x48
 * out[1] = 0x69
 * console.assert(out.length >= 8 && unitsToString(out, 2) === 'Hi')
 * ```
 */
export function scratchUnits(size: number): Uint16Array {
  if (size <= scratch.length) return scratch
  if (size > SCRATCH_LIMIT) return new Uint16Array(size)
  let length = scratch.length * 2
  while (length < size) length *= 2
  scratch = new Uint16Array(length)
  return scratch
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
