/**
 * Which JavaScript runtime this is: the codecs choose their fastest routes by it.
 *
 * @module
 */

/** The runtime, detected once. */
export type Runtime = 'node' | 'bun' | 'deno' | 'other'

function detectRuntime(): Runtime {
  const g = globalThis as { Bun?: unknown; Deno?: unknown; process?: { versions?: { node?: string } } }
  if (typeof g.Bun !== 'undefined') return 'bun'
  if (typeof g.Deno !== 'undefined') return 'deno'
  if (typeof g.process?.versions?.node === 'string') return 'node'
  return 'other'
}

/** The runtime this module was loaded in. */
export const runtime: Runtime = detectRuntime()
