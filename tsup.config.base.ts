import { defineConfig, type Options } from 'tsup'

/**
 * The one build every published package uses: ESM + CJS, .d.ts + .d.cts, es2022, not minified. No source
 * maps: the tarball ships no sources for them to point at (the TypeScript sources are on JSR), and the
 * built files read as they are (tools/tarball-contents.mjs refuses a map without its sources).
 */
export function packageConfig(overrides: Options = {}) {
  return defineConfig({
    entry: ['src/index.ts'],
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: false,
    clean: true,
    target: 'es2022',
    minify: false,
    splitting: false,
    treeshake: false,
    outDir: 'dist',
    ...overrides,
  })
}
