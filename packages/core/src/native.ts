/**
 * The runtime's own UTF-8 decoder as a fast path, shared by every UTF-8-compatible scheme (well-formed
 * RFC 3629 text means the same in UTF-8, WTF-8, RFC 2279, Barber's schemes and UTF-∞-8). It gives exactly
 * our answer on well-formed input, and in replacement mode it follows the same WHATWG rule, so the only question is speed, decided once per
 * runtime at module load and cheaply per input:
 *
 * - Node (V8 with ICU): its decoder is very fast on pure ASCII and no faster than the JS kernel on text
 *   with a quarter or more non-ASCII bytes, so a sample of the input (three 128-byte windows) decides.
 * - Bun, Deno, browsers: their decoders beat any JS loop on every corpus, so they are always used.
 * - Strict decoding on Node and Deno runs the replacing decoder and scans its output for U+FFFD (their
 *   `fatal: true` decoders are slower, several times so on Deno); only when one is found does the JS
 *   decoder look at the input, to report the error or to accept a genuine U+FFFD.
 *
 * @module
 */

/** The runtime, detected once. */
export type Runtime = 'node' | 'bun' | 'deno' | 'other'

function detectRuntime(): Runtime {
  const g = globalThis as { Bun?: unknown; Deno?: unknown; process?: { versions?: { node?: string } } }
  if (typeof g.Bun !== 'undefined') return 'bun'
  if (typeof g.Deno !== 'undefined') return 'deno'
  if (typeof g.process?.versions?.node === 'string') return 'node'
  return 'other'
}

/** The runtime this module was loaded in. */
export const runtime: Runtime = detectRuntime()

/** How strict native decoding is checked: a `fatal` decoder, or a replacement decoder plus a U+FFFD scan. */
const strictByScan = runtime === 'deno' || runtime === 'node'

let fatalDecoder: TextDecoder | null | undefined
let replacingDecoder: TextDecoder | null | undefined

function makeDecoder(fatal: boolean): TextDecoder | null {
  try {
    return typeof TextDecoder === 'function' ? new TextDecoder('utf-8', { fatal, ignoreBOM: true }) : null
  } catch {
    return null
  }
}

/**
 * Decodes well-formed input natively: the string, or `null` when the input is not well-formed RFC 3629
 * UTF-8 (or may not be: the caller then runs the JS decoder, which decides). Never strips a BOM.
 */
export function nativeDecodeStrict(bytes: Uint8Array): string | null {
  if (strictByScan) {
    const text = nativeDecodeReplacing(bytes)
    return text === null || text.indexOf('\uFFFD') >= 0 ? null : text
  }
  if (fatalDecoder === undefined) fatalDecoder = makeDecoder(true)
  if (fatalDecoder === null) return null
  try {
    return fatalDecoder.decode(bytes)
  } catch {
    return null
  }
}

/** Decodes with WHATWG replacement natively, or `null` when there is no native decoder. Keeps a BOM. */
export function nativeDecodeReplacing(bytes: Uint8Array): string | null {
  if (replacingDecoder === undefined) replacingDecoder = makeDecoder(false)
  if (replacingDecoder === null) return null
  try {
    return replacingDecoder.decode(bytes)
  } catch {
    // Views of shared memory are refused by TextDecoder: the JS decoder takes them.
    return null
  }
}

/** Below this many bytes the JS decoder wins on every runtime (a native call has a fixed cost). */
const NATIVE_MIN_LENGTH = 32
/** Bytes looked at, at each of the sample points, on Node. */
const SAMPLE = 128

/**
 * The share of ASCII bytes in a sample of `bytes[start:]`: the whole input when it is short, else three
 * windows (start, middle, end). Every other byte is read: each byte of a multi-byte UTF-8 character is
 * ≥ 0x80, so the share is the same and the cost half.
 */
function asciiShare(bytes: Uint8Array, start: number): number {
  const end = bytes.length
  const length = end - start
  let ascii = 0
  let total = 0
  if (length <= 3 * SAMPLE) {
    for (let i = start; i < end; i += 2) ascii += ((bytes[i] as number) >> 7) ^ 1
    return ascii / Math.ceil(length / 2)
  }
  for (const from of [start, start + (length >> 1) - (SAMPLE >> 1), end - SAMPLE]) {
    const to = from + SAMPLE
    for (let i = from; i < to; i += 2) ascii += ((bytes[i] as number) >> 7) ^ 1
    total += SAMPLE >> 1
  }
  return ascii / total
}

/** On Node, the share of ASCII bytes from which its decoder beats the JS kernel (measured on the corpora). */
const NODE_ASCII_SHARE = 0.75

/** Whether to try the runtime's decoder on `bytes[start:]` before the JS one. */
export function preferNative(bytes: Uint8Array, start: number): boolean {
  if (bytes.length - start < NATIVE_MIN_LENGTH) return false
  return runtime === 'node' ? asciiShare(bytes, start) >= NODE_ASCII_SHARE : true
}
