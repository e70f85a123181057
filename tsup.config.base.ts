import { defineConfig, type Options } from 'tsup'

/** The one build every published package uses: ESM + CJS, .d.ts + .d.cts, sourcemaps, es2022. */
export function packageConfig(overrides: Options = {}) {
  return defineConfig({
    entry: ['src/index.ts'],
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    minify: false,
    splitting: false,
    treeshake: false,
    outDir: 'dist',
    ...overrides,
  })
}
