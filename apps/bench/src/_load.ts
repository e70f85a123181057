/**
 * Loads the six utf8x packages one by one, so that a package that is missing, does not build, or throws
 * while loading is reported and skipped instead of stopping the run.
 *
 * @module
 */

/** The packages under test. */
export const PACKAGES = [
  'core',
  'utf8-classic',
  'utf8-eight-byte',
  'utf8-infinity',
  'corrected-utf8',
  'collation',
] as const

/** One package under test. */
export type PackageName = (typeof PACKAGES)[number]

/** A loaded package: its exports, or why it could not be loaded. */
export interface LoadedPackage {
  readonly name: PackageName
  readonly exports: Record<string, unknown> | null
  readonly problem: string | null
}

type Importer = () => Promise<Record<string, unknown>>

// The `as string` keeps TypeScript from resolving the packages at type-check time (some may not exist
// yet); esbuild sees plain string literals and bundles each package lazily, so a package whose module
// code throws fails only its own import.
const IMPORTERS: Record<PackageName, Importer> = {
  core: () => import('@utf8x/core' as string),
  'utf8-classic': () => import('@utf8x/utf8-classic' as string),
  'utf8-eight-byte': () => import('@utf8x/utf8-eight-byte' as string),
  'utf8-infinity': () => import('@utf8x/utf8-infinity' as string),
  'corrected-utf8': () => import('@utf8x/corrected-utf8' as string),
  collation: () => import('@utf8x/collation' as string),
}

/** Loads every package; never throws. */
export async function loadPackages(): Promise<Record<PackageName, LoadedPackage>> {
  const loaded = {} as Record<PackageName, LoadedPackage>
  for (const name of PACKAGES) {
    try {
      const exports = await IMPORTERS[name]()
      const stub = exports['__benchStub']
      loaded[name] =
        typeof stub === 'string'
          ? { name, exports: null, problem: stub }
          : { name, exports: { ...exports }, problem: null }
    } catch (error) {
      loaded[name] = {
        name,
        exports: null,
        problem: `failed to load: ${error instanceof Error ? error.message : String(error)}`,
      }
    }
  }
  return loaded
}

/** `exports[key]` when it is a function. */
export function functionExport(pkg: LoadedPackage, key: string): ((...args: never[]) => unknown) | undefined {
  const value = pkg.exports?.[key]
  return typeof value === 'function' ? (value as (...args: never[]) => unknown) : undefined
}
