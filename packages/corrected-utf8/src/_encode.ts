/**
 * The `unencodable` encode option: what becomes of C1 controls and lone surrogates (the engine encodes).
 *
 * @module
 */

import { EncodeError, type EncodeOptions } from '@utf8x/core'
import { type Accelerator, describeCodePoint, encodeText, encodeTextInto } from '@utf8x/core/internal'
import { SCHEME, scheme, unencodableKind } from './_scheme.ts'

/** What the engine's encoder writes instead of a code point the scheme cannot encode, at a UTF-16 index. */
type Substitute = (codePoint: number, index: number) => number

/**
 * What to do with a code point Corrected UTF-8 cannot encode: a C1 control (U+0080–U+009F) or a lone
 * surrogate in a string. `'throw'`: an `EncodeError` (`not-encodable` or `surrogate`); `'replace'`: write
 * U+FFFD; a function: write the code point it returns instead (for example
 * {@link privateUseMapping}`.map`), which must itself be encodable.
 */
export type UnencodablePolicy = 'throw' | 'replace' | ((codePoint: number, index: number) => number)

/** Encoding options of Corrected UTF-8: `fatal` as every codec, plus {@link UnencodablePolicy}. */
export interface CorrectedEncodeOptions extends EncodeOptions {
  /**
   * What to do with C1 controls and lone surrogates. Default: `'throw'`, or `'replace'` with
   * `fatal: false`. When given, it decides alone (`fatal` is then not read).
   */
  unencodable?: UnencodablePolicy
}

/** Reads the `unencodable` option (a `TypeError` naming it when it is neither of its forms). */
export function readPolicy(options: CorrectedEncodeOptions, fatal: boolean): UnencodablePolicy {
  const policy = options.unencodable
  if (policy === undefined) return fatal ? 'throw' : 'replace'
  if (policy === 'throw' || policy === 'replace' || typeof policy === 'function') return policy
  throw new TypeError(
    `The "options.unencodable" option must be 'throw', 'replace' or a function, received ${String(policy)}`,
  )
}

/**
 * The code point written for an unencodable one under `policy`.
 *
 * @throws {EncodeError} for `'throw'`, or when a mapping returns a code point that cannot be encoded
 */
export function substitute(policy: UnencodablePolicy, codePoint: number, index: number): number {
  if (policy === 'replace') return 0xfffd
  if (policy === 'throw') {
    throw new EncodeError(SCHEME, codePoint <= 0x9f ? 'not-encodable' : 'surrogate', index, codePoint)
  }
  const mapped = policy(codePoint, index)
  const kind = typeof mapped === 'number' ? unencodableKind(mapped) : 'out-of-range'
  if (kind !== null) {
    throw new EncodeError(SCHEME, kind, index, typeof mapped === 'number' ? mapped : Number.NaN, {
      reason: `the unencodable mapping returned ${typeof mapped === 'number' || typeof mapped === 'bigint' ? describeCodePoint(mapped) : `a ${mapped === null ? 'null' : typeof mapped}`} for ${describeCodePoint(codePoint)}, which cannot be encoded`,
    })
  }
  return mapped
}

/**
 * The engine's substitute for a mapping policy, for one call (`'throw'`, `'replace'`: the engine's
 * `fatal`). The mapping is called once per character, though the engine may measure before writing.
 */
function mapping(policy: UnencodablePolicy): Substitute | undefined {
  if (typeof policy !== 'function') return undefined
  const mapped = new Map<number, number>()
  return (codePoint, index) => {
    let value = mapped.get(index)
    if (value === undefined) {
      value = substitute(policy, codePoint, index)
      mapped.set(index, value)
    }
    return value
  }
}

const makeBytes = (length: number): Uint8Array => new Uint8Array(length)

/** Encodes a string; `fast` first (it declines wherever the policy could matter). */
export function encodeString(text: string, policy: UnencodablePolicy, fast: Accelerator): Uint8Array {
  return (
    fast.encode?.(text, true) ??
    encodeText(text, policy === 'throw', scheme, makeBytes, mapping(policy), fast.encodePrefix)
  )
}

/** `encodeInto` under `policy` (`'throw'`: the `EncodeError` once everything before is written). */
export function encodeStringInto(
  text: string,
  destination: Uint8Array,
  policy: UnencodablePolicy,
  fast: Accelerator,
): { read: number; written: number } {
  return (
    fast.encodeInto?.(text, destination) ??
    encodeTextInto(text, destination, scheme, policy === 'throw', mapping(policy), fast.encodePrefix)
  )
}
