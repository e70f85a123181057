/**
 * The runtime, its version and the machine, printed with every result and naming its results folder.
 *
 * @module
 */

/** The runtimes the runner runs on. */
export type Runtime = 'node' | 'bun' | 'deno' | 'chromium'

/** The machine: what `node:os` says (for Chromium, what the driver's `node:os` says of the same machine). */
export interface Machine {
  readonly cpu: string
  readonly cores: number
  readonly memoryGiB: number
  readonly os: string
  /** 1-minute load average when the run started (other work on the machine makes numbers noisy). */
  readonly loadAverage: number
}

/** Where the numbers were measured. */
export interface Environment extends Machine {
  readonly runtime: Runtime
  /** The exact version: `24.21.0` for Node, `1.4.5` for Bun, Chromium's full version. */
  readonly version: string
  /** The JS engine and its version. */
  readonly engine: string
  readonly date: string
}

/** The runtime that runs this code (Node, Bun or Deno; the Chromium page says so itself). */
export function detectRuntime(g: object = globalThis): Pick<Environment, 'runtime' | 'version' | 'engine'> {
  const host = g as {
    Bun?: { version: string }
    Deno?: { version: { deno: string; v8: string } }
    process?: { versions?: Record<string, string> }
  }
  if (host.Bun) return { runtime: 'bun', version: host.Bun.version, engine: 'JavaScriptCore' }
  if (host.Deno)
    return { runtime: 'deno', version: host.Deno.version.deno, engine: `V8 ${host.Deno.version.v8}` }
  const versions = host.process?.versions ?? {}
  return { runtime: 'node', version: versions['node'] ?? 'unknown', engine: `V8 ${versions['v8'] ?? '?'}` }
}

/** The major version of `24.21.0` (NaN when it has none). */
export function majorVersion(version: string): number {
  const match = /^v?(\d+)(?:\.|$)/.exec(version)
  return match ? Number(match[1]) : Number.NaN
}

/**
 * The name of a run's results folder and column: `node20`, `node22`, `node24`, `node26` (one per Node
 * line, as their codecs differ), `bun`, `deno`, `chromium`.
 */
export function resultsName(env: Pick<Environment, 'runtime' | 'version'>): string {
  if (env.runtime !== 'node') return env.runtime
  const major = majorVersion(env.version)
  return Number.isFinite(major) ? `node${major}` : 'node'
}

/** How a runtime is named in tables: `Node 24.21.0`, `Bun 1.4.5`, `Deno 2.9.6`, `Chromium 141.0.…`. */
export function runtimeLabel(env: Pick<Environment, 'runtime' | 'version'>): string {
  const name = { node: 'Node', bun: 'Bun', deno: 'Deno', chromium: 'Chromium' }[env.runtime]
  return `${name} ${env.version}`
}

/** One line for the report header. */
export function describeEnvironment(env: Environment): string {
  return `${env.runtime} ${env.version} (${env.engine}) on ${env.cpu}, ${env.cores} cores, ${env.memoryGiB} GiB, ${env.os}; load average ${env.loadAverage.toFixed(2)} at start; ${env.date}`
}
