/**
 * Which JavaScript runtime this is, and what its native UTF-8 codecs are good at: the codecs choose their
 * fastest routes by it, once, at module load. The measurements behind the flags are in the repository's fast/README
 * ("Routes per runtime").
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

/**
 * Node's major version (`process.versions.node`), or `null` in any other runtime (Bun and Deno report a
 * Node version too, for compatibility; they are not Node, so this is `null` there).
 */
export const nodeMajor: number | null = runtime === 'node' ? majorOf(globals.process?.versions?.node) : null

/**
 * Whether the runtime's `TextDecoder` decodes UTF-8 text that is not mostly ASCII faster than utf8x's own
 * kernels (the JS loops and the WebAssembly ones), so that a route through it wins: Node 24 and later,
 * Bun, Deno, and any other runtime (browsers). Not Node 20 and 22, whose `TextDecoder` goes through ICU
 * off ASCII, about ten times slower there.
 */
export const fastNativeDecode: boolean = runtime !== 'node' || (nodeMajor !== null && nodeMajor >= 24)

/**
 * Whether the runtime's `TextEncoder` encodes text that is not mostly ASCII faster than utf8x's own
 * kernels: Node 26 and later (Node 24's is as slow as Node 22's there), Bun, Deno, and any other runtime.
 */
export const fastNativeEncode: boolean = runtime !== 'node' || (nodeMajor !== null && nodeMajor >= 26)

/**
 * Whether the runtime's `TextEncoder` is slow on strings that hold a unit above U+00FF (V8 stores them two
 * bytes a unit) even where they are mostly ASCII: Deno, whose `encodeInto` takes as long as `encode`
 * there (0.9 G units/s on English text with a few curly quotes, against 36 G on an ASCII string). Lengths
 * of such text count its ASCII runs by a regular expression instead (`nativeUtf8Length`).
 */
export const slowWideEncode: boolean = runtime === 'deno'
