/**
 * Bit primitives for UTF-8-like schemes over units of any width (bytes, or Barber's hunks of 1–9 bits),
 * for `number` and `bigint` values: leading ones, continuation tests, masks, bit lengths, and packing
 * data bits into a lead unit plus extension units (Barber §2–§4, §8, §9; RFC 3629 §3).
 *
 * @module
 */

/**
 * Counts the leading one bits of a unit of `width` bits (8 by default).
 *
 * @example
 * ```ts
 * console.assert(leadingOnes(0xe2) === 3)
 * console.assert(leadingOnes(0xff) === 8)
 * console.assert(leadingOnes(0b110, 3) === 2)
 * ```
 */
export function leadingOnes(unit: number, width = 8): number {
  // Math.clz32 of the inverted unit, placed at the top of 32 bits.
  const inverted = ~(unit << (32 - width))
  return Math.min(Math.clz32(inverted), width)
}

/** Whether a byte is a UTF-8 continuation byte `10xxxxxx`. */
export function isContinuationByte(byte: number): boolean {
  return (byte & 0xc0) === 0x80
}

/** A mask of the `n` low bits as a number (`n` from 0 to 53). */
export function mask(n: number): number {
  return n >= 32 ? 2 ** n - 1 : n === 0 ? 0 : (0xffffffff >>> (32 - n)) >>> 0
}

/** A mask of the `n` low bits as a bigint (any `n` ≥ 0). */
export function maskBigInt(n: number): bigint {
  return (1n << BigInt(n)) - 1n
}

/**
 * The number of bits needed to write a non-negative value (0 for 0).
 *
 * @throws {RangeError} for a negative or non-integer value
 * @example
 * ```ts
 * console.assert(bitLength(0x7f) === 7)
 * console.assert(bitLength(2 ** 42 - 1) === 42)
 * console.assert(bitLength(2n ** 100n) === 101)
 * ```
 */
export function bitLength(value: number | bigint): number {
  if (typeof value === 'bigint') {
    if (value < 0n) throw new RangeError(`bitLength needs a non-negative value, received ${value}`)
    if (value <= 0xffffffffn) return 32 - Math.clz32(Number(value))
    // Hex digits give the length to within 4 bits; the leading digit settles it. Linear in the size.
    const hex = value.toString(16)
    return (hex.length - 1) * 4 + (32 - Math.clz32(Number.parseInt(hex[0] as string, 16)))
  }
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`bitLength needs a non-negative safe integer, received ${value}`)
  }
  if (value <= 0xffffffff) return 32 - Math.clz32(value)
  return 32 + bitLength(Math.floor(value / 2 ** 32))
}

/**
 * The layout of one sequence of a UTF-8-like scheme: a lead unit holding `leadDataBits` data bits under
 * the marker `leadMarker`, then `extensionCount` extension units each holding `extensionDataBits` under
 * `extensionMarker`. Data bits run most significant first, copied unchanged (Barber §4, table four).
 */
export interface SequenceLayout {
  /** Bits in one unit (8 for bytes). */
  readonly unitBits: number
  /** The structure bits of the lead unit, already in place (`0xE0` for `1110xxxx`). */
  readonly leadMarker: number
  /** How many low bits of the lead unit carry data. */
  readonly leadDataBits: number
  /** How many extension units follow. */
  readonly extensionCount: number
  /** The structure bits of an extension unit, in place (`0x80` for `10xxxxxx`). */
  readonly extensionMarker: number
  /** How many low bits of an extension unit carry data. */
  readonly extensionDataBits: number
}

/** How many data bits a layout holds ("net bits", Barber §3). */
export function layoutDataBits(layout: SequenceLayout): number {
  return layout.leadDataBits + layout.extensionCount * layout.extensionDataBits
}

/**
 * The classic UTF-8 layout of an `n`-unit sequence over `unitBits`-bit units (Barber §8): one unit is
 * `0` + data; an extension unit is `10` + data; an `n`-unit lead is `n` ones, a zero and data, and the
 * `unitBits`-unit lead is all ones.
 *
 * @throws {RangeError} when `n` is not from 1 to `unitBits` (or 1 for one-bit units)
 * @example
 * ```ts
 * const l = utf8Layout(3)
 * console.assert(l.leadMarker === 0xe0 && l.leadDataBits === 4 && l.extensionCount === 2)
 * ```
 */
export function utf8Layout(n: number, unitBits = 8): SequenceLayout {
  const maxLength = unitBits === 1 ? 1 : unitBits
  if (!Number.isInteger(n) || n < 1 || n > maxLength) {
    throw new RangeError(`A ${unitBits}-bit scheme has sequences of 1 to ${maxLength} units, not ${n}`)
  }
  const full = mask(unitBits)
  // One-bit units have no extension units at all (Barber §8: the only sequence is `z`).
  const extensionMarker = unitBits >= 2 ? 2 << (unitBits - 2) : 0
  const extensionDataBits = Math.max(unitBits - 2, 0)
  if (n === 1) {
    return {
      unitBits,
      leadMarker: 0,
      leadDataBits: unitBits - 1,
      extensionCount: 0,
      extensionMarker,
      extensionDataBits,
    }
  }
  const leadDataBits = Math.max(unitBits - n - 1, 0)
  const leadMarker = (full << (unitBits - n)) & full
  return {
    unitBits,
    leadMarker,
    leadDataBits,
    extensionCount: n - 1,
    extensionMarker,
    extensionDataBits,
  }
}

/**
 * Writes `value` in `layout` at `units[offset…]`, high bits first. The value must fit (see
 * {@link layoutDataBits}); bits above are dropped. Works on numbers up to 2^53 and on bigints.
 *
 * @returns the offset after the sequence
 * @example
 * ```ts
 * const out = new Uint8Array(2)
 * packBits(0xe9, utf8Layout(2), out, 0)
 * console.assert(out[0] === 0xc3 && out[1] === 0xa9)
 * ```
 */
export function packBits(
  value: number | bigint,
  layout: SequenceLayout,
  units: Uint8Array | Uint16Array,
  offset: number,
): number {
  const { extensionCount, extensionDataBits, extensionMarker } = layout
  const end = offset + extensionCount
  if (typeof value === 'bigint') {
    const m = maskBigInt(extensionDataBits)
    const shift = BigInt(extensionDataBits)
    let v = value
    for (let i = end; i > offset; i--) {
      units[i] = extensionMarker | Number(v & m)
      v >>= shift
    }
    units[offset] = layout.leadMarker | Number(v & maskBigInt(layout.leadDataBits))
    return end + 1
  }
  if (value <= 0x7fffffff) {
    // 31 bits or fewer: shifts (what nearly every code point takes).
    const m = (1 << extensionDataBits) - 1
    let v = value
    for (let i = end; i > offset; i--) {
      units[i] = extensionMarker | (v & m)
      v >>>= extensionDataBits
    }
    units[offset] = layout.leadMarker | (v & ((1 << layout.leadDataBits) - 1))
    return end + 1
  }
  const radix = 2 ** extensionDataBits
  let v = value
  for (let i = end; i > offset; i--) {
    const low = v % radix
    units[i] = extensionMarker | low
    v = (v - low) / radix
  }
  units[offset] = layout.leadMarker | (v % 2 ** layout.leadDataBits)
  return end + 1
}

/**
 * Reads the data bits of a sequence in `layout` at `units[offset…]` as a number. The caller checks the
 * structure bits; this only extracts data. Exact up to 53 data bits.
 *
 * @example
 * ```ts
 * console.assert(unpackBits(new Uint8Array([0xc3, 0xa9]), 0, utf8Layout(2)) === 0xe9)
 * ```
 */
export function unpackBits(units: ArrayLike<number>, offset: number, layout: SequenceLayout): number {
  const { extensionCount, extensionDataBits } = layout
  const radix = 2 ** extensionDataBits
  const extensionMask = radix - 1
  let v = (units[offset] as number) & mask(layout.leadDataBits)
  for (let i = 1; i <= extensionCount; i++) v = v * radix + ((units[offset + i] as number) & extensionMask)
  return v
}

/** As {@link unpackBits}, as a bigint of any size. */
export function unpackBitsBigInt(units: ArrayLike<number>, offset: number, layout: SequenceLayout): bigint {
  const { extensionCount, extensionDataBits } = layout
  const extensionMask = mask(extensionDataBits)
  let v = BigInt((units[offset] as number) & mask(layout.leadDataBits))
  // Gather up to 48 bits in a number before each bigint step: a handful of bigint operations a sequence.
  let chunk = 0
  let chunkBits = 0
  for (let i = 1; i <= extensionCount; i++) {
    chunk = chunk * 2 ** extensionDataBits + ((units[offset + i] as number) & extensionMask)
    chunkBits += extensionDataBits
    if (chunkBits + extensionDataBits > 48) {
      v = (v << BigInt(chunkBits)) | BigInt(chunk)
      chunk = 0
      chunkBits = 0
    }
  }
  if (chunkBits > 0) v = (v << BigInt(chunkBits)) | BigInt(chunk)
  return v
}
