/**
 * The one shape of a speed path: what a codec may ask before it runs its plain JavaScript path, and
 * what the accelerator may answer. An accelerator only ever says "I already know the answer"; it never
 * decides one.
 *
 * @module
 */

/** How far {@link Accelerator.decodePrefix} got: input index `read`, output index `written`. */
export interface PrefixDecoded {
  readonly read: number
  readonly written: number
}

/**
 * A speed path for one scheme (`scheme`, its codec's name): the runtime's native codecs, WebAssembly, or
 * a specialised JS loop. Each method either declines, with `null`, or gives exactly what the scheme's
 * plain path gives for the same input: the same string, the same index, the same bytes. Declining is
 * always allowed (no native codec here, input too short to pay, input it cannot answer for); answering
 * differently never is, and the property tests (`test/fast-*.test.ts`) hold every accelerator to that.
 * Nothing an accelerator returns is a view of memory it reuses: strings, fresh arrays and indexes only
 * (a prefix goes into the caller's `out`).
 */
export interface Accelerator {
  /** The name of the scheme whose answers it gives (a codec's `name`, such as `'utf-8'`). */
  readonly scheme: string
  /**
   * `units` decoded as a whole: with `fatal`, the text of well-formed input (`null` for anything else:
   * the plain path then reports the error); without, the text with each maximal subpart of an
   * ill-formed sequence replaced by U+FFFD. Never strips a BOM.
   */
  decode(units: Uint8Array, fatal: boolean): string | null
  /**
   * Decodes the longest well-formed prefix of `units[start:end)` (complete sequences only) into UTF-16
   * code units at `out[at…]` (room for `end - start` units): where it stopped, or `null`.
   */
  decodePrefix(
    units: Uint8Array,
    start: number,
    end: number,
    out: Uint16Array,
    at: number,
  ): PrefixDecoded | null
  /**
   * The index of the first unit of `units[start:end)` that does not start a complete well-formed
   * sequence inside the range (`end` when all of it is well-formed), or `null`.
   */
  validatePrefix(units: Uint8Array, start: number, end: number): number | null
  /**
   * `text` encoded, a new array: with `fatal`, `null` for text the scheme cannot encode (the plain path
   * then reports it); without, what the scheme writes for it when replacing (U+FFFD for a lone
   * surrogate). `null` also when it declines.
   */
  encode(text: string, fatal: boolean): Uint8Array | null
}
