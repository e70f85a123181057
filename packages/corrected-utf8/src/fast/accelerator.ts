/**
 * Corrected UTF-8's accelerator, the one door through which its speed routes reach core's engine (routes,
 * the bench target each holds, and measurements in `README.md` beside this file). Each member answers
 * only what the engine would answer, or declines; the engine's own loop does everything else:
 * - `decode`: mostly-ASCII input straight through the runtime's strict decoder, and well-formed input
 *   rewritten as UTF-8 in WebAssembly, decoded by the runtime's decoder where it is fast and by core's
 *   UTF-8 kernel elsewhere; anything else declines.
 * - `encode`, `encodeInto`: the runtime's UTF-8 rewritten as Corrected UTF-8; they decline at a C1 control
 *   or a U+FFFD (which may stand for a lone surrogate), where strict and replacing differ.
 * - `fromUtf8`: UTF-8 rewritten as Corrected UTF-8 without a string (transcoding).
 * - `byteLength`: the runtime's UTF-8 of the text, counted in WebAssembly where the seed's offsets change it.
 *
 * @module
 */

import type { Accelerator } from '@utf8x/core/internal'
import {
  fastNativeDecode,
  type LengthTiers,
  NATIVE_FROM,
  nativeDecodeStrict,
  nativeEncoder,
  tieredLength,
} from '@utf8x/core/internal'
import { ownBytes, ownDestination } from '../_input.ts'
import { wasmByteLength, wasmDecode, wasmEncode, wasmEncodeInto, wasmFromUtf8 } from './_wasm.ts'

/** Below this many bytes the engine's loop wins (a WebAssembly and a native call each cost). */
const WASM_MIN_LENGTH = 64
/** The most bytes handed to the native decoder in one call (longer output may pass the longest string). */
const NATIVE_PIECE = 1 << 24
/** Below this many UTF-16 units the engine's encoder beats a native call. */
const NATIVE_MIN = 24
/** The same for `encodeInto`, which adds a copy into the destination. */
const INTO_MIN = 64

/**
 * Whether the first 64 bytes and every 256th byte after them are ASCII (a cheap look before trying
 * natively: a closer one costs as much as the native decoder's whole pass on ASCII text).
 */
function looksAscii(bytes: Uint8Array): boolean {
  const n = bytes.length
  // Text that is not ASCII mostly shows it at once.
  for (let i = 0; i < 64; i++) if ((bytes[i] as number) >= 0x80) return false
  let any = 0
  for (let i = 64; i < n; i += 256) any |= bytes[i] as number
  return (any & 0x80) === 0
}

/** What {@link correctedAccelerator} takes: which decoder makes the string of the rewritten UTF-8. */
export interface CorrectedAcceleratorOptions {
  /**
   * `true`: the runtime's; `false`: core's UTF-8 kernel. Default: the runtime's where it is fast on every
   * script (Node 24 on, Bun, Deno, browsers).
   */
  readonly native?: boolean
}

/**
 * The accelerator (see the module comment).
 *
 * @example
 * ```ts
 * const fast = correctedAccelerator({ native: false })
 * console.assert(fast.decode?.(new Uint8Array([0xc0, 0xaf]), true) === null)
 * ```
 */
export function correctedAccelerator(options: CorrectedAcceleratorOptions = {}): Accelerator {
  const native = options.native ?? fastNativeDecode
  return {
    decode(units) {
      // A plain view of the same memory: no accessor of the caller's runs while the WebAssembly memory
      // is filled and read back.
      const bytes = ownBytes(units)
      const length = bytes.length
      if (length < WASM_MIN_LENGTH) return null
      if (length <= NATIVE_PIECE && looksAscii(bytes)) {
        // Well-formed UTF-8 gives as many units as bytes only when it is ASCII, the same in both schemes
        // (any other sequence is shorter as UTF-16); the strict native decoder refuses most Corrected
        // UTF-8 quickly.
        const text = nativeDecodeStrict(bytes)
        if (text !== null && text.length === length) return text
      }
      // Well-formed input decodes the same strict or replacing; the rewrite declines anything else.
      return wasmDecode(bytes, native)
    },
    encode(text) {
      const encoder = text.length >= NATIVE_MIN ? nativeEncoder() : null
      // `undefined`: the rewrite does not apply (no WebAssembly, above 4 MiB).
      return encoder === null ? null : (wasmEncode(text, encoder) ?? null)
    },
    encodeInto(text, destination) {
      // A plain view of the caller's memory, as for `decode`; anything else (a Proxy) is the engine's. At
      // least a byte per unit: a smaller destination never pays for encoding all of the text.
      const own = ownDestination(destination)
      const encoder =
        own !== null && text.length >= INTO_MIN && own.length >= text.length ? nativeEncoder() : null
      const written = encoder === null ? -1 : wasmEncodeInto(text, encoder, own as Uint8Array)
      return written < 0 ? null : { read: text.length, written }
    },
    // Transcoding: the kernel rewrites UTF-8 as Corrected UTF-8 without a string.
    fromUtf8: (units) => (units.length < WASM_MIN_LENGTH ? null : wasmFromUtf8(ownBytes(units))),
    byteLength: (text) =>
      // Short text: one loop over its units costs less than a call into the runtime's encoder.
      text.length < NATIVE_FROM ? tieredLength(text, TIERS) : wasmByteLength(text),
  }
}

/**
 * Corrected UTF-8's lengths by UTF-16 unit: U+0080–U+009F take 3 bytes, U+00A0–U+089F 2, the rest of the
 * BMP and U+10000–U+1109F 3, the other supplementary characters 4.
 */
const TIERS: LengthTiers = {
  bmp1: 0xa0,
  len1: 3,
  bmp2: 0x8a0,
  len2: 2,
  len3: 3,
  pairSplit: 0x110a0,
  pairLow: 3,
  pairHigh: 4,
}
