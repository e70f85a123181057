/**
 * The one door for speed. Each member may decline (`null`, or no progress) and never disagrees with the
 * engine, errors included; the engine calls it first and carries on where it stops. Every `units` it is
 * given is a plain `Uint8Array` core made over the caller's memory: reading it runs no caller code.
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
   * A codec's whole `decode`, asked first on every call: the call's one runtime decision (declined, the
   * engine does not ask `decode`). `input` is the caller's argument (read only through internal slots);
   * `undefined` to be asked again with a plain view of it. `stripBom`: strip a leading BOM or decline.
   * `null` to decline.
   */
  readonly quickDecode?: (input: unknown, fatal: boolean, stripBom: boolean) => string | null | undefined
  /** A codec's whole strict `encode` of short `text`, asked first; `null` to decline. */
  readonly quickEncode?: (text: string) => Uint8Array | null
  /** The whole decoding of `units` to a string, or `null` to decline (where no `quickDecode` was asked). */
  readonly decode?: (units: Uint8Array, fatal: boolean) => string | null
  /** Decodes the well-formed prefix of `units[progress.read:end)` into `out`, moving `progress`. */
  readonly decodePrefix?: (units: Uint8Array, end: number, out: Uint16Array, progress: Progress) => void
  /** Where the well-formed prefix of `units[start:end)` ends (at least `start`). */
  readonly validatePrefix?: (units: Uint8Array, start: number, end: number) => number
  /** The whole encoding of `text`, or `null` to decline. */
  readonly encode?: (text: string, fatal: boolean) => Uint8Array | null
  /**
   * Encodes `text` from `progress.read` into `out`, moving `progress`: never part of a character, nor one
   * strict encoding refuses; it may stop anywhere.
   */
  readonly encodePrefix?: (text: string, out: Uint8Array, progress: Progress) => void
  /** Replacing `encodeInto`, or `null` to decline. */
  readonly encodeInto?: (text: string, destination: Uint8Array) => Progress | null
  /** `byteLength(text)`, or `-1` to decline. */
  readonly byteLength?: (text: string) => number
  /** The encoding of a list of code points, or `null`; throws the engine's error for a refused item. */
  readonly encodeCodePoints?: (codePoints: readonly unknown[]) => Uint8Array | null
  /** Transcoding in: well-formed UTF-8 `units` (checked) in this scheme, a new array; or `null`. */
  readonly fromUtf8?: (units: Uint8Array) => Uint8Array | null
  /** Transcoding out: `units` as UTF-8, a new array, when well-formed scalar values; else `null`. */
  readonly toUtf8?: (units: Uint8Array) => Uint8Array | null
}
