/**
 * For core (shared by every UTF-8-compatible scheme): the runtime's own UTF-8 decoder as a fast path.
 * Input that is well-formed RFC 3629 UTF-8 means the same in UTF-8, WTF-8, RFC 2279, Barber's schemes and
 * UTF-∞-8, so a fatal native `TextDecoder` (BOM kept) decodes it at native speed; anything else falls back
 * to the JS kernels. Chosen once, on first use.
 *
 * @module
 */

let fatalDecoder: TextDecoder | null | undefined

/**
 * Decodes `bytes` with the native UTF-8 decoder when the whole input is well-formed RFC 3629 UTF-8, a
 * leading BOM kept as U+FEFF. Returns `null` when it is not (or when no native decoder can take the input,
 * for example a view of a `SharedArrayBuffer` in some runtimes): the caller then runs its own decoder.
 *
 * @example
 * ```ts
 * console.assert(nativeDecodeWellFormed(new Uint8Array([0xef, 0xbb, 0xbf, 0x41])) === '\uFEFFA')
 * console.assert(nativeDecodeWellFormed(new Uint8Array([0xc0, 0x80])) === null)
 * ```
 */
export function nativeDecodeWellFormed(bytes: Uint8Array): string | null {
  if (fatalDecoder === undefined) {
    fatalDecoder = null
    try {
      if (typeof TextDecoder === 'function')
        fatalDecoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })
    } catch {
      fatalDecoder = null
    }
  }
  if (fatalDecoder === null) return null
  try {
    return fatalDecoder.decode(bytes)
  } catch {
    return null
  }
}
