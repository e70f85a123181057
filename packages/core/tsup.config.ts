import { packageConfig } from '../../tsup.config.base.ts'

// Two entries, one copy of each module: `@utf8x/core` and `@utf8x/core/internal` share their code
// through chunks (splitting), so a scheme package that imports both never loads two `DecodeError`
// classes, two scratch buffers or two WebAssembly instances.
//
// Built twice: dist/ for every runtime, and dist/browser/ (ESM, the `browser` export condition) with
// `__UTF8X_BROWSER__` defined, which leaves out the routes only Node takes (src/fast/README.md, "The
// build for browsers"). The same types serve both.
export default [
  packageConfig({ entry: ['src/index.ts', 'src/internal.ts'], splitting: true }),
  packageConfig({
    entry: ['src/index.ts', 'src/internal.ts'],
    splitting: true,
    format: ['esm'],
    dts: false,
    clean: false,
    outDir: 'dist/browser',
    define: { __UTF8X_BROWSER__: 'true' },
    // Local names shortened (a third less, for the tarball: tools/tarball-contents.mjs); no more than
    // that: esbuild's whitespace and syntax minifying drop `/* @__PURE__ */`, which an app's bundler needs
    // to leave out what it does not import.
    esbuildOptions(options) {
      options.minifyIdentifiers = true
    },
  }),
]
