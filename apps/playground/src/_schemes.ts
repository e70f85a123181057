/**
 * The schemes the page shows, from `@utf8x/codecs`: its `codecs` (the ten byte codecs, in the order of
 * the project's scheme table) and the hunk codecs its `labels` name (`utf-8-hunk-1` … `-9`, Barber §8).
 * Every codec explains itself (`codec.explain`, core's one `Explanation` type), so the page has no
 * per-scheme code. The packages are imported when the page starts, so a package that fails to load is
 * reported in the page instead of leaving it blank.
 *
 * @module
 */

import type { BufferSource, DecodeError, Explanation } from '@utf8x/core'

/** Units of a scheme: bytes, or hunks (`Uint16Array`) for `utf-8-hunk-N`. */
export type Units = Uint8Array | Uint16Array

/**
 * What the page uses of a codec, byte or hunk codec alike (both have these methods, on their own unit
 * type: the page gives each scheme its {@link Scheme.toUnits}); code points are numbers or bigints.
 */
export interface AnyCodec {
  readonly name: string
  readonly maxCodePoint: number | bigint | null
  encode(text: string): Units
  encodeCodePoints(codePoints: Iterable<number | bigint>): Units
  decode(units: BufferSource, options?: { fatal?: boolean }): string
  decodeCodePoints(units: BufferSource, options?: { fatal?: boolean }): (number | bigint)[]
  validate(units: BufferSource): DecodeError | null
  encodedLength(codePoint: number | bigint): number
  explain(input: number | bigint | BufferSource): Explanation
  /** The longest prefix of whole sequences (decoding steps) with at most `max` units: a view. */
  truncate(units: BufferSource, max: number): Units
}

/** One scheme of the page. */
export interface Scheme {
  /** The codec id (`codec.name`, SEMANTICS.md), also used in links and as `data-scheme` in the page. */
  readonly id: string
  /** A readable name. */
  readonly label: string
  /** Bits per unit: 8, or N for `utf-8-hunk-N`. */
  readonly unitBits: number
  /** `byte`, or `hunk` for the hunk codecs. */
  readonly unit: 'byte' | 'hunk'
  readonly codec: AnyCodec
  /** The scheme's units for some bytes: the bytes themselves, or one hunk per byte. */
  toUnits(bytes: Uint8Array): Units
}

/** Readable names of the byte schemes, by id; the page shows the id beside each. */
const NAMES: Record<string, string> = {
  'utf-8': 'UTF-8 (RFC 3629)',
  'utf-8-rfc2279': 'UTF-8 (RFC 2279, 1–6 bytes)',
  'cesu-8': 'CESU-8',
  'mutf-8': 'Modified UTF-8 (Java)',
  'wtf-8': 'WTF-8',
  'utf-8-eight-byte': 'Eight-byte UTF-8 (Barber)',
  'utf-8-seven-byte': 'Seven-byte UTF-8 (Barber)',
  'utf-8-65': '65-bit UTF-8 (Barber §9)',
  'utf-infinity-8': 'UTF-∞-8',
  'corrected-utf-8': 'Corrected UTF-8',
}

/** Every scheme, in the order of the page (filled by {@link loadSchemes}). */
export const SCHEMES: Scheme[] = []

/** Why `@utf8x/codecs` could not be loaded, or `''`. */
export const status = { codecs: 'not loaded', collation: 'not loaded' }

/** The code point order functions of `@utf8x/collation`, once loaded. */
export interface Collation {
  compareByCodePoint: ((a: string, b: string) => number) | null
  sortByCodePoint: ((strings: readonly string[]) => string[]) | null
}

/** What `@utf8x/collation` gave (filled by {@link loadSchemes}). */
export const collation: Collation = { compareByCodePoint: null, sortByCodePoint: null }

/** `@utf8x/codecs`'s `sniffBOM` and `schemesAccepting` (filled by {@link loadSchemes}). */
export const registry: {
  sniffBOM: typeof import('@utf8x/codecs').sniffBOM | null
  schemesAccepting: typeof import('@utf8x/codecs').schemesAccepting | null
} = { sniffBOM: null, schemesAccepting: null }

const asBytes = (bytes: Uint8Array): Units => bytes
const asHunks = (bytes: Uint8Array): Units => new Uint16Array(bytes)

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** Imports `@utf8x/codecs` and `@utf8x/collation` and fills in {@link SCHEMES}. Never throws. */
export async function loadSchemes(): Promise<void> {
  if (SCHEMES.length > 0) return
  const [codecs, order] = await Promise.allSettled([import('@utf8x/codecs'), import('@utf8x/collation')])
  if (codecs.status === 'fulfilled') {
    const { codecs: list, getCodec, labels, schemesAccepting, sniffBOM } = codecs.value
    for (const codec of list) {
      SCHEMES.push({
        id: codec.name,
        label: NAMES[codec.name] ?? codec.name,
        unitBits: 8,
        unit: 'byte',
        codec: codec as unknown as AnyCodec,
        toUnits: asBytes,
      })
    }
    for (const label of Object.keys(labels).filter((l) => /^utf-8-hunk-\d$/.test(l))) {
      const bits = Number(label.slice('utf-8-hunk-'.length))
      SCHEMES.push({
        id: label,
        label: `Hunks of ${bits} bit${bits === 1 ? '' : 's'} (Barber §8)`,
        unitBits: bits,
        unit: 'hunk',
        codec: getCodec(label) as unknown as AnyCodec,
        toUnits: asHunks,
      })
    }
    registry.sniffBOM = sniffBOM
    registry.schemesAccepting = schemesAccepting
    status.codecs = ''
  } else {
    status.codecs = `@utf8x/codecs failed to load: ${describe(codecs.reason)}`
  }
  if (order.status === 'fulfilled') {
    collation.compareByCodePoint = order.value.compareByCodePoint
    collation.sortByCodePoint = order.value.sortByCodePoint
    status.collation = ''
  } else {
    status.collation = `@utf8x/collation failed to load: ${describe(order.reason)}`
  }
}

/** The scheme with this id, or `undefined`. */
export function schemeById(id: string): Scheme | undefined {
  return SCHEMES.find((s) => s.id === id)
}
