/**
 * The runtime, its version and the machine, printed with every result.
 *
 * @module
 */

import * as os from 'node:os'

/** Where the numbers were measured. */
export interface Environment {
  readonly runtime: 'node' | 'bun' | 'deno'
  readonly version: string
  /** The JS engine and its version. */
  readonly engine: string
  readonly cpu: string
  readonly cores: number
  readonly memoryGiB: number
  readonly os: string
  /** 1-minute load average when the run started (other work on the machine makes numbers noisy). */
  readonly loadAverage: number
  readonly date: string
}

/** Detects the runtime and describes the machine. */
export function environment(): Environment {
  const g = globalThis as {
    Bun?: { version: string; revision?: string }
    Deno?: { version: { deno: string; v8: string } }
  }
  const versions = (globalThis as { process?: { versions?: Record<string, string> } }).process?.versions ?? {}
  let runtime: Environment['runtime'] = 'node'
  let version = versions['node'] ?? 'unknown'
  let engine = `V8 ${versions['v8'] ?? '?'}`
  if (g.Bun) {
    runtime = 'bun'
    version = g.Bun.version
    engine = 'JavaScriptCore'
  } else if (g.Deno) {
    runtime = 'deno'
    version = g.Deno.version.deno
    engine = `V8 ${g.Deno.version.v8}`
  }
  const cpus = os.cpus()
  return {
    runtime,
    version,
    engine,
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    os: `${os.platform()} ${os.release()} ${os.arch()}`,
    loadAverage: os.loadavg()[0] ?? Number.NaN,
    date: new Date().toISOString(),
  }
}

/** One line for the report header. */
export function describeEnvironment(env: Environment): string {
  return `${env.runtime} ${env.version} (${env.engine}) on ${env.cpu}, ${env.cores} cores, ${env.memoryGiB} GiB, ${env.os}; load average ${env.loadAverage.toFixed(2)} at start; ${env.date}`
}
