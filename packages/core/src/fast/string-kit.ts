/**
 * The speed routes of core's string helpers outside fast/, as the one name the door passes on for them:
 * `unitsToString` (code-points.ts) asks the runtime's UTF-16 decoder first (`utf16.ts`), and the check
 * against the longest string (string-length.ts) counts continuation bytes in WebAssembly (`wasm-scan.ts`).
 * Each may decline (`null`, -1); the helper then answers itself.
 *
 * @module
 */

import { nativeUtf16Decode } from './utf16.ts'
import { countContinuationsWasm } from './wasm-scan.ts'

/**
 * The string helpers' routes: `utf16Decode(units, length)`, well-formed UTF-16 as a string by the
 * runtime's decoder from 32 units, or `null`; `countContinuations(bytes, start, end, wide)`, the
 * continuation bytes (`10xxxxxx`, with `wide` `100xxxxx`) of `bytes[start:end)`, or -1 without WebAssembly.
 *
 * @example
 * ```ts
 * const text = stringKit.utf16Decode(new Uint16Array(40).fill(0x61), 40)
 * console.assert(text === null || text === 'a'.repeat(40))
 * const count = stringKit.countContinuations(new Uint8Array([0x61, 0xc3, 0xa9]), 0, 3, false)
 * console.assert(count === -1 || count === 1)
 * ```
 */
export const stringKit = {
  utf16Decode: nativeUtf16Decode,
  countContinuations: countContinuationsWasm,
} as const
