/**
 * The one door for speed: what a faster route may do for the engine. Each member may decline (`null`,
 * or no progress) and never disagrees with the engine's own answer, errors included; the engine's loops
 * call it first and carry on exactly where it stops. A scheme without one is complete and correct.
 *
 * @module
 */

/** Where a prefix decoder stopped: units read, UTF-16 units written. */
export interface Progress {
  read: number
  written: number
}

/** A faster route for some of a scheme's work (see the module comment). */
export interface Accelerator {
  /**
   * A codec's whole `decode` by the runtime's route, asked before anything else (before the argument is
   * read as bytes), for every call: it makes the call's one runtime decision, so when it declines the
   * engine does not ask {@link Accelerator.decode} for that call. `input` is the caller's argument as
   * given, read only through its internal slots when it is a genuine `Uint8Array`; `undefined` for any
   * other (the codec then asks again with a plain view of its memory). With `stripBom` a leading BOM is
   * stripped (by a route that strips it itself) or the input declined. `null` to decline; the codec's full
   * path then decides.
   */
  readonly quickDecode?: (input: unknown, fatal: boolean, stripBom: boolean) => string | null | undefined
  /**
   * A codec's whole strict `encode` of short `text` (a string) by the shortest route, asked before
   * anything else; `null` to decline.
   */
  readonly quickEncode?: (text: string) => Uint8Array | null
  /** The whole decoding of `units` to a string, or `null` to decline (where no `quickDecode` was asked). */
  readonly decode?: (units: Uint8Array, fatal: boolean) => string | null
  /**
   * Decodes the well-formed prefix of `units[progress.read:end)` into `out` from `progress.written`, and
   * moves `progress` on. It may stop early; it writes only what the engine would.
   */
  readonly decodePrefix?: (units: Uint8Array, end: number, out: Uint16Array, progress: Progress) => void
  /** Where the well-formed prefix of `units[start:end)` ends (at least `start`). */
  readonly validatePrefix?: (units: Uint8Array, start: number, end: number) => number
  /** The whole encoding of `text`, or `null` to decline. */
  readonly encode?: (text: string, fatal: boolean) => Uint8Array | null
  /**
   * Encodes the characters of `text` from `progress.read` into `out` from `progress.written`, and moves
   * `progress` on. It stops before a character that does not fit whole and may stop before any other; it
   * writes only characters the scheme encodes as they are (never one that strict encoding refuses).
   */
  readonly encodePrefix?: (text: string, out: Uint8Array, progress: Progress) => void
  /** Replacing `encodeInto`, or `null` to decline. */
  readonly encodeInto?: (text: string, destination: Uint8Array) => Progress | null
  /** `byteLength(text)`, or `-1` to decline. */
  readonly byteLength?: (text: string) => number
  /**
   * The whole encoding of a list of code points, or `null` to decline; it throws the engine's error for
   * the first item the engine refuses.
   */
  readonly encodeCodePoints?: (codePoints: readonly unknown[]) => Uint8Array | null
  /**
   * For transcoding into this scheme: the encoding of `units`, which are well-formed RFC 3629 UTF-8 (the
   * caller checked), as a new array; or `null` to decline (the engine then transcodes them itself, and
   * gives any error).
   */
  readonly fromUtf8?: (units: Uint8Array) => Uint8Array | null
  /**
   * For transcoding out of this scheme: `units` as RFC 3629 UTF-8, a new array, when they are well-formed
   * and every value is a Unicode scalar value; else `null` (the engine decides).
   */
  readonly toUtf8?: (units: Uint8Array) => Uint8Array | null
}
