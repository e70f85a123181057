import { BROWSER_TERSER, browserOptions } from '../../tools/browser-build.mjs'
import { packageConfig } from '../../tsup.config.base.ts'

// Two entries, one copy of each module: `@utf8x/core` and `@utf8x/core/internal` share their code
// through chunks (splitting), so a scheme package that imports both never loads two `DecodeError`
// classes, two scratch buffers or two WebAssembly instances.
//
// Built twice: dist/ for every runtime, and dist/browser/ (ESM, the `browser` export condition) with
// src/fast/runtime-browser.ts's literals in place of runtime.ts's flags, so that the routes only Node, Bun
// or Deno take are left out (tools/browser-build.mjs). The same types serve both.
const { plugins, ...browser } = browserOptions()
const entry = ['src/index.ts', 'src/internal.ts']

export default [
  packageConfig({ entry, splitting: true }),
  packageConfig({
    entry,
    splitting: true,
    format: ['esm'],
    dts: false,
    clean: false,
    outDir: 'dist/browser',
    esbuildPlugins: plugins,
    esbuildOptions(options) {
      Object.assign(options, browser)
    },
    minify: 'terser',
    terserOptions: { ...BROWSER_TERSER, format: { ...BROWSER_TERSER.format } },
  }),
]
