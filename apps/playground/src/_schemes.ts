/**
 * The schemes the page shows and where each comes from. Every codec explains itself (`codec.explain`,
 * one type for every scheme), so the page has no per-scheme code. Packages are imported one by one, so a
 * package that is missing or broken leaves its schemes "not available yet" and the rest of the page works.
 *
 * @module
 */

import type { Codec } from '@utf8x/core'

/** A codec whatever its code point type (the page treats numbers and bigints alike). */
export type AnyCodec = Codec<number | bigint>

/** One scheme of the page. */
export interface Scheme {
  /** The codec id (SEMANTICS.md), also used in the URL and as `data-scheme` in the page. */
  readonly id: string
  /** A readable name. */
  readonly label: string
  /** The workspace package that exports it. */
  readonly packageName: string
  /** The codec's export name. */
  readonly exportName: string
  /** The loaded codec, or `null` when the package does not export it (yet). */
  codec: AnyCodec | null
  /** Why the codec is missing (shown in the page). */
  missing: string
}

function scheme(id: string, label: string, packageName: string, exportName: string): Scheme {
  return { id, label, packageName, exportName, codec: null, missing: 'not loaded' }
}

/** Every scheme, in the order of the page. */
export const SCHEMES: readonly Scheme[] = [
  scheme('utf-8', 'UTF-8 (RFC 3629)', '@utf8x/utf8-classic', 'utf8'),
  scheme('utf-8-rfc2279', 'UTF-8 (RFC 2279, 1–6 bytes)', '@utf8x/utf8-classic', 'utf8Rfc2279'),
  scheme('cesu-8', 'CESU-8', '@utf8x/utf8-classic', 'cesu8'),
  scheme('mutf-8', 'Modified UTF-8 (Java)', '@utf8x/utf8-classic', 'mutf8'),
  scheme('wtf-8', 'WTF-8', '@utf8x/utf8-classic', 'wtf8'),
  scheme('utf-8-eight-byte', 'Eight-byte UTF-8 (Barber)', '@utf8x/utf8-eight-byte', 'eightByte'),
  scheme('utf-8-seven-byte', 'Seven-byte UTF-8 (Barber)', '@utf8x/utf8-eight-byte', 'sevenByte'),
  scheme('utf-8-65', '65-bit UTF-8 (Barber §9)', '@utf8x/utf8-eight-byte', 'sixtyFiveBit'),
  scheme('utf-infinity-8', 'UTF-∞-8', '@utf8x/utf8-infinity', 'utfInfinity8'),
  scheme('corrected-utf-8', 'Corrected UTF-8', '@utf8x/corrected-utf8', 'correctedUtf8'),
]

/** The code point order functions of `@utf8x/collation`, once loaded. */
export interface Collation {
  compareByCodePoint: ((a: string, b: string) => number) | null
  sortByCodePoint: ((strings: readonly string[]) => string[]) | null
  missing: string
}

/** What `@utf8x/collation` gave (filled by {@link loadSchemes}). */
export const collation: Collation = { compareByCodePoint: null, sortByCodePoint: null, missing: 'not loaded' }

type Module = Record<string, unknown>

// One loader per package, each a literal import so Vite resolves it (to the package's sources).
const LOADERS: Record<string, () => Promise<Module>> = {
  '@utf8x/utf8-classic': () => import('@utf8x/utf8-classic') as Promise<Module>,
  '@utf8x/utf8-eight-byte': () => import('@utf8x/utf8-eight-byte') as Promise<Module>,
  '@utf8x/utf8-infinity': () => import('@utf8x/utf8-infinity') as Promise<Module>,
  '@utf8x/corrected-utf8': () => import('@utf8x/corrected-utf8') as Promise<Module>,
  '@utf8x/collation': () => import('@utf8x/collation') as Promise<Module>,
}

async function load(packageName: string): Promise<Module | string> {
  const loader = LOADERS[packageName]
  if (loader === undefined) return `${packageName} is not known to the page`
  try {
    const module = await loader()
    if (module['pending'] === true) return `${packageName} has no sources yet`
    return module
  } catch (error) {
    return `${packageName} failed to load: ${error instanceof Error ? error.message : String(error)}`
  }
}

function isCodec(value: unknown): value is AnyCodec {
  const codec = value as Partial<AnyCodec> | null
  return (
    typeof codec === 'object' &&
    codec !== null &&
    typeof codec.name === 'string' &&
    typeof codec.encode === 'function' &&
    typeof codec.encodeCodePoints === 'function' &&
    typeof codec.decodeCodePoints === 'function' &&
    typeof codec.validate === 'function' &&
    typeof codec.explain === 'function'
  )
}

/** Imports every package and fills in {@link SCHEMES} and {@link collation}. Never throws. */
export async function loadSchemes(): Promise<void> {
  const names = [...new Set([...SCHEMES.map((s) => s.packageName), '@utf8x/collation'])]
  const modules = new Map(await Promise.all(names.map(async (name) => [name, await load(name)] as const)))
  for (const s of SCHEMES) {
    const module = modules.get(s.packageName)
    if (typeof module === 'string' || module === undefined) {
      s.codec = null
      s.missing = module ?? 'not loaded'
      continue
    }
    const codec = module[s.exportName]
    if (isCodec(codec)) {
      s.codec = codec
      s.missing = ''
    } else {
      s.codec = null
      s.missing = `${s.packageName} does not export ${s.exportName} yet`
    }
  }
  const module = modules.get('@utf8x/collation')
  if (typeof module === 'string' || module === undefined) {
    collation.missing = module ?? 'not loaded'
  } else {
    const compare = module['compareByCodePoint']
    const sort = module['sortByCodePoint']
    collation.compareByCodePoint =
      typeof compare === 'function' ? (compare as Collation['compareByCodePoint']) : null
    collation.sortByCodePoint = typeof sort === 'function' ? (sort as Collation['sortByCodePoint']) : null
    collation.missing = collation.compareByCodePoint
      ? ''
      : '@utf8x/collation does not export compareByCodePoint yet'
  }
}

/** The scheme with this id, or `undefined`. */
export function schemeById(id: string): Scheme | undefined {
  return SCHEMES.find((s) => s.id === id)
}
