/**
 * Which runtime this is, and where its native UTF-8 codecs beat utf8x's kernels off ASCII (fast/README,
 * "Routes per runtime"): decided at load; core's only runtime tests (tools/browser-build.mjs folds them).
 *
 * @module
 */

/** The runtime, detected once. */
export type Runtime = 'node' | 'bun' | 'deno' | 'other'

interface RuntimeGlobals {
  Bun?: unknown
  Deno?: unknown
  process?: { versions?: { node?: unknown } }
}

function detectRuntime(g: RuntimeGlobals): Runtime {
  if (typeof g.Bun !== 'undefined') return 'bun'
  if (typeof g.Deno !== 'undefined') return 'deno'
  if (typeof g.process?.versions?.node === 'string') return 'node'
  return 'other'
}

/** The major version in a `process.versions.node` string (`'24.21.0'` → 24), or `null`. */
function majorOf(version: unknown): number | null {
  if (typeof version !== 'string') return null
  const major = Number.parseInt(version, 10)
  return Number.isSafeInteger(major) && major > 0 ? major : null
}

const globals = globalThis as RuntimeGlobals

/** The runtime this module was loaded in. */
export const runtime: Runtime = /* @__PURE__ */ detectRuntime(globals)

/** The runtime as flags, one test each. */
export const onNode: boolean = runtime === 'node'
export const onBun: boolean = runtime === 'bun'
export const onDeno: boolean = runtime === 'deno'
/** Node's major version, or `null` in any other runtime (Bun and Deno report a Node version too). */
export const nodeMajor: number | null = onNode ? majorOf(globals.process?.versions?.node) : null

/** `TextDecoder` beats utf8x's kernels off ASCII: not on Node 20 and 22 (ICU off ASCII). */
export const fastNativeDecode: boolean = !onNode || (nodeMajor !== null && nodeMajor >= 24)

/** `TextEncoder` beats utf8x's kernels off ASCII: not on Node before 26. */
export const fastNativeEncode: boolean = !onNode || (nodeMajor !== null && nodeMajor >= 26)

/** `encodeInto` is slow on strings stored two bytes a unit, even mostly ASCII (Deno): `nativeUtf8Length`. */
export const slowWideEncode: boolean = onDeno
