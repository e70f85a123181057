/**
 * The two error classes every utf8x codec throws, and their kinds (README, "Semantics": strict decoding).
 *
 * @module
 */

import { describe, describeCodePoint } from './messages.ts'

/**
 * Why a strict decoder rejected its input, in the order the kinds are decided (`@utf8x/core`'s README,
 * "Semantics").
 */
export type DecodeErrorKind =
  | 'unexpected-continuation'
  | 'invalid-lead'
  | 'truncated'
  | 'overlong'
  | 'surrogate'
  | 'out-of-range'
  | 'non-canonical-length'
  | 'reserved'
  | 'unrepresentable'

/** Why an encoder rejected a code point. */
export type EncodeErrorKind = 'out-of-range' | 'surrogate' | 'not-encodable'

/** Units an error keeps of its sequence: a copy, so it never holds a view of (nor keeps alive) the input. */
const KEPT_UNITS = 32

/** A copy of the first {@link KEPT_UNITS} units (a `Uint8Array` or `Uint16Array` stays one). */
function copyUnits(units: ArrayLike<number>): ArrayLike<number> {
  const n = Math.min(units.length, KEPT_UNITS)
  const copy =
    units instanceof Uint16Array
      ? new Uint16Array(n)
      : units instanceof Uint8Array
        ? new Uint8Array(n)
        : new Array<number>(n)
  for (let i = 0; i < n; i++) copy[i] = Number(units[i])
  return copy
}

/** Facts a codec may add to a {@link DecodeError} so its message can say exactly what went wrong. */
export interface DecodeErrorDetails {
  /** Exclusive end of the offending run (Corrected UTF-8 reserved runs carry it as `end`). */
  readonly end?: number
  /** The units of the offending sequence, shown in hex in the message (at most 16 are shown). */
  readonly units?: ArrayLike<number>
  /** How many units the lead announced (for "overlong 2-byte sequence"). */
  readonly length?: number
  /** The decoded value, for `surrogate`, `out-of-range` and `unrepresentable`. */
  readonly codePoint?: number | bigint
  /** Word for one unit in the message: `byte` (default) or `hunk`. */
  readonly unit?: 'byte' | 'hunk'
  /** Bits a unit has, for the width of its hex in the message (default: 8, or 9 for hunks). */
  readonly unitBits?: number
  /** Replaces the generated description of the problem (the part before "at byte N"). */
  readonly reason?: string
  /** Why the rule broke, after the units: `… at byte 0 (C0 80): U+0000 takes 1 byte`. */
  readonly why?: string
}

/**
 * The brands that mark utf8x errors: a getter of this name on each error class's prototype, a string so
 * that every copy of core in a program (its ESM and CommonJS builds, two versions side by side, another
 * realm) agrees on it, and so that the classes stay plain declarations a bundler drops when unused (a
 * symbol-keyed member, or a call that sets one up after the class, would be kept in every bundle).
 */
const DECODE_ERROR_BRAND = 'utf8x.DecodeError'
const ENCODE_ERROR_BRAND = 'utf8x.EncodeError'

/** Sets `name` on one error (the prototype's `name` is a getter; writing it gives the error its own). */
function setOwnName(error: Error, value: unknown): void {
  Object.defineProperty(error, 'name', { value, writable: true, configurable: true })
}

/** `instanceof` for a subclass of an error class: the ordinary prototype-chain test. */
function prototypeChainHas(target: unknown, value: unknown): boolean {
  return Function.prototype[Symbol.hasInstance].call(target, value)
}

/**
 * Whether `value` is a {@link DecodeError} from any copy of `@utf8x/core` (its ESM and CommonJS builds
 * loaded side by side, or two installed versions): a brand check, as `Array.isArray` is.
 *
 * @example
 * ```ts
 * console.assert(isDecodeError(new DecodeError('utf-8', 'truncated', 0)))
 * console.assert(!isDecodeError(new TypeError('x')))
 * ```
 */
export function isDecodeError(value: unknown): value is DecodeError {
  return hasBrand(value, DECODE_ERROR_BRAND)
}

/**
 * Whether `value` is an object whose `brand` reads `true`; `false`, never a throw, for anything else: a
 * revoked `Proxy`, a `Proxy` whose traps throw, an accessor that throws (a type guard used in `catch`).
 */
function hasBrand(value: unknown, brand: string): boolean {
  if (typeof value !== 'object' || value === null) return false
  try {
    return (value as Record<string, unknown>)[brand] === true
  } catch {
    return false
  }
}

/**
 * Whether `value` is an {@link EncodeError} from any copy of `@utf8x/core` (see {@link isDecodeError}).
 *
 * @example
 * ```ts
 * console.assert(isEncodeError(new EncodeError('utf-8', 'surrogate', 0, 0xd800)))
 * console.assert(!isEncodeError(new RangeError('x')))
 * ```
 */
export function isEncodeError(value: unknown): value is EncodeError {
  return hasBrand(value, ENCODE_ERROR_BRAND)
}

/**
 * A strict decoder's report of the first ill-formed sequence. A `TypeError`, as TextDecoder's fatal mode
 * throws, with the facts: `scheme`, `kind`, `offset` (first unit of the sequence, counted from the start
 * of the whole input or stream) and, for Corrected UTF-8 reserved runs, `end`. `instanceof DecodeError`
 * and {@link isDecodeError} recognise the errors of every copy of core loaded (ESM and CommonJS builds
 * side by side).
 *
 * @example
 * ```ts
 * const error = new DecodeError('utf-8', 'overlong', 3, { units: [0xc0, 0x80], length: 2 })
 * console.assert(error.message === 'Cannot decode utf-8: overlong 2-byte sequence at byte 3 (C0 80)')
 * ```
 */
export class DecodeError extends TypeError {
  // The class's name, its prototype's `name` and the brand are members, whatever a bundler calls the class
  // binding (esbuild may write `class _DecodeError`), so `String(error)` and stack traces say DecodeError.
  static override get name(): string {
    return 'DecodeError'
  }
  /** `instanceof DecodeError` is the brand check, so it holds across copies; a subclass's is the usual one. */
  static override [Symbol.hasInstance](value: unknown): boolean {
    // biome-ignore lint/complexity/noThisInStatic: `this` is the class `instanceof` asks about (a subclass)
    return this === DecodeError ? isDecodeError(value) : prototypeChainHas(this, value)
  }
  override get name(): string {
    return 'DecodeError'
  }
  override set name(value: string) {
    setOwnName(this, value)
  }
  /** @internal The brand {@link isDecodeError} reads. */
  get ['utf8x.DecodeError'](): true {
    return true
  }
  /** The scheme id (`codec.name`), for example `utf-8`. */
  readonly scheme: string
  /** What is wrong (`@utf8x/core`'s README, "Semantics"). */
  readonly kind: DecodeErrorKind
  /** Index of the first unit of the ill-formed sequence. */
  readonly offset: number
  /** Exclusive end of a reserved run (Corrected UTF-8); absent otherwise. */
  readonly end?: number
  /** The decoded value, where one was decoded (`surrogate`, `out-of-range`, `unrepresentable`). */
  readonly codePoint?: number | bigint
  /** The details the error was built from (kept so a stream can move the error to its own offsets). */
  readonly details: DecodeErrorDetails

  /**
   * @param details - facts for the message; its `units` are copied (at most 32 of them), so the error
   *   never holds a view of the input
   */
  constructor(scheme: string, kind: DecodeErrorKind, offset: number, details: DecodeErrorDetails = {}) {
    if (details.units !== undefined) details = { ...details, units: copyUnits(details.units) }
    super(`Cannot decode ${scheme}: ${describe(kind, offset, details)}`)
    this.scheme = scheme
    this.kind = kind
    this.offset = offset
    this.details = details
    if (details.end !== undefined) this.end = details.end
    if (details.codePoint !== undefined) this.codePoint = details.codePoint
  }

  /** The same error, `by` units further on (used by streams and by decoders that start mid-buffer). */
  shifted(by: number): DecodeError {
    if (by === 0) return this
    const details: DecodeErrorDetails =
      this.details.end === undefined ? this.details : { ...this.details, end: this.details.end + by }
    return new DecodeError(this.scheme, this.kind, this.offset + by, details)
  }
}

/**
 * An encoder's report of a code point its scheme cannot encode. A `RangeError`.
 * `index` is the position in the code point list (the UTF-16 index for a string input).
 * `instanceof EncodeError` and {@link isEncodeError} recognise the errors of every copy of core loaded.
 *
 * @example
 * ```ts
 * const error = new EncodeError('utf-8', 'surrogate', 1, 0xd800)
 * console.assert(error.message === 'Cannot encode U+D800 in utf-8: surrogate at index 1')
 * ```
 */
export class EncodeError extends RangeError {
  // As DecodeError's: the names and the brand are members of the class.
  static override get name(): string {
    return 'EncodeError'
  }
  /** `instanceof EncodeError` is the brand check, so it holds across copies; a subclass's is the usual one. */
  static override [Symbol.hasInstance](value: unknown): boolean {
    // biome-ignore lint/complexity/noThisInStatic: `this` is the class `instanceof` asks about (a subclass)
    return this === EncodeError ? isEncodeError(value) : prototypeChainHas(this, value)
  }
  override get name(): string {
    return 'EncodeError'
  }
  override set name(value: string) {
    setOwnName(this, value)
  }
  /** @internal The brand {@link isEncodeError} reads. */
  get ['utf8x.EncodeError'](): true {
    return true
  }
  /** The scheme id (`codec.name`). */
  readonly scheme: string
  readonly kind: EncodeErrorKind
  readonly index: number
  readonly codePoint: number | bigint
  /** For a byte-to-byte conversion: the input offset of the code point that could not be written. */
  readonly offset?: number

  constructor(
    scheme: string,
    kind: EncodeErrorKind,
    index: number,
    codePoint: number | bigint,
    options: { offset?: number; reason?: string } = {},
  ) {
    const shown = describeCodePoint(codePoint)
    const what =
      options.reason ??
      (kind === 'out-of-range' ? 'out of range' : kind === 'surrogate' ? 'surrogate' : 'not encodable')
    const where =
      options.offset === undefined ? `index ${index}` : `index ${index} (input byte ${options.offset})`
    super(`Cannot encode ${shown} in ${scheme}: ${what} at ${where}`)
    this.scheme = scheme
    this.kind = kind
    this.index = index
    this.codePoint = codePoint
    if (options.offset !== undefined) this.offset = options.offset
  }
}
