/**
 * `runtime.ts` as a browser has it, every name a literal: core's build for browsers (its `browser`
 * export condition, `dist/browser/`) puts this module in `runtime.ts`'s place (tools/browser-build.mjs),
 * so that its bundler folds each test of the runtime and leaves out the routes only Node, Bun or Deno
 * take. No import and nothing but literals (esbuild inlines such constants across modules); the same
 * names as `runtime.ts`, and its values in a browser (core's test/runtime.test.ts holds both).
 *
 * @module
 */

export const onNode: boolean = false
export const onBun: boolean = false
export const onDeno: boolean = false
export const nodeMajor: number | null = null
export const fastNativeDecode: boolean = true
export const fastNativeEncode: boolean = true
export const slowWideEncode: boolean = false
export const runtime: 'other' = 'other'
