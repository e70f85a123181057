// Core's build for browsers (its `browser` export condition, packages/core/dist/browser/), written once
// for the three builds that make it: tsup's (packages/core/tsup.config.ts), tools/bundle-size.mjs's in
// memory from the sources (so its numbers are the published ones), and the bench's Chromium page
// (apps/bench/build.mjs, so that it measures what a browser app gets).
//
// The same sources with src/fast/runtime.ts's flags replaced by a browser's values ({@link BROWSER_FLAGS}):
// each module of core's src/fast/ that imports runtime.ts is read without that import, with each flag's
// literal where it reads it (esbuild's `define`) and its constant branches folded (`minifySyntax`, on
// that module alone: over the whole build it would also merge declarations and drop the pure marks an
// app's bundler needs to leave out what it does not import). So no test of the runtime is left, and
// what only an untaken branch called is left out of the bundle: no look at `Bun`, `Deno` or `process`,
// none of the routes only Node, Bun or Deno take.
//
// Written small, for the tarball (tools/tarball-contents.mjs: `@utf8x/core` within 700 kB with it):
// local names shortened by esbuild, then whitespace left out by terser, which keeps the `/* @__PURE__ */`
// marks an app's bundler needs (esbuild's own whitespace minifying drops them, and then an app that
// imports `DecodeError` alone bundled every codec's scheme).
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { transform } from 'esbuild'
import { minify } from 'terser'

/** Core's src/fast/ folder. */
const coreFast = fileURLToPath(new URL('../packages/core/src/fast/', import.meta.url))

/** An import of runtime.ts's names (`import { a, b } from './runtime.ts'`, over lines too). */
const RUNTIME_IMPORT = /^import\s*(?:type\s*)?\{[^}]*\}\s*from\s*'\.\/runtime\.ts'\s*;?[ \t]*$/gm

/**
 * Every name of core's src/fast/runtime.ts, with its value in a browser (tools/test/bundle-size.test.ts
 * holds the names to runtime.ts's).
 */
export const BROWSER_FLAGS = Object.freeze({
  runtime: 'other',
  onNode: false,
  onBun: false,
  onDeno: false,
  nodeMajor: null,
  fastNativeDecode: true,
  fastNativeEncode: true,
  slowWideEncode: false,
})

/**
 * An esbuild plugin: each module of core's src/fast/ that imports runtime.ts, read without that import,
 * its flags replaced by their literals and its constant branches folded.
 */
export function browserRuntime() {
  // As esbuild's `define` takes them: JSON.
  const define = Object.fromEntries(Object.entries(BROWSER_FLAGS).map(([k, v]) => [k, JSON.stringify(v)]))
  return {
    name: 'utf8x-browser-runtime',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
        if (!path.startsWith(coreFast)) return undefined
        const source = readFileSync(path, 'utf8')
        if (!source.includes("'./runtime.ts'")) return undefined
        const stripped = source.replace(RUNTIME_IMPORT, '')
        if (stripped.includes("'./runtime.ts'"))
          throw new Error(`${path}: an import of ./runtime.ts the browser build cannot replace`)
        const { code } = await transform(stripped, {
          loader: 'ts',
          define,
          minifySyntax: true,
          sourcefile: path,
        })
        return { contents: code, loader: 'js' }
      })
    },
  }
}

/** The esbuild options of the build for browsers: the plugin, and local names shortened. */
export function browserOptions() {
  return { minifyIdentifiers: true, plugins: [browserRuntime()] }
}

/**
 * terser's options for each file esbuild wrote (tsup's `terserOptions`): whitespace and comments left
 * out, nothing else changed, the pure marks kept.
 */
export const BROWSER_TERSER = Object.freeze({
  module: true,
  compress: false,
  mangle: false,
  format: { comments: false, preserve_annotations: true },
})

/** One file of the build for browsers as tsup writes it after esbuild: through terser ({@link BROWSER_TERSER}). */
export async function compact(code) {
  return (await minify(code, { ...BROWSER_TERSER, format: { ...BROWSER_TERSER.format } })).code
}
