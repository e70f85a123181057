/**
 * The utf8x benchmark runner on Node, Bun and Deno. Bundled by `build.mjs` into `dist/bench.mjs`, which
 * runs unchanged on the three. `--node N` starts the pinned binary of Node line N (tools/node-lines.mjs)
 * on the same arguments, unless this process already is it. See the README for how to read the numbers.
 *
 * @module
 */

import { spawnSync } from 'node:child_process'
import { realpathSync } from 'node:fs'
import process from 'node:process'
import { fileURLToPath } from 'node:url'
import { parseArgs, UsageError } from './_args.ts'
import { detectRuntime } from './_env.ts'
import { environment, loadFileCorpora, runMain, saveFiles } from './_node.ts'
import { runBench } from './_run.ts'

const log = (text: string) => process.stderr.write(`${text}\n`)

/** tools/node-lines.mjs, loaded at run time from the repository (it is not bundled). */
interface NodeLines {
  ensureNode(spec: string, options?: { log?: (text: string) => void }): string
}

/**
 * With `--node N` on another binary than line N's pinned one: runs this script on that binary (installed
 * into the cache first if needed) and returns its exit status; otherwise undefined.
 */
async function onNodeLine(argv: readonly string[]): Promise<number | undefined> {
  const options = parseArgs(argv)
  if (options.node === undefined || options.help) return undefined
  const here = detectRuntime()
  if (here.runtime !== 'node') return undefined // runBench says why --node does not apply
  const url = new URL('../../../tools/node-lines.mjs', import.meta.url)
  const lines = (await import(url.href)) as NodeLines
  let bin: string
  try {
    bin = lines.ensureNode(options.node, { log })
  } catch (error) {
    // An unpinned line, or one that cannot be installed: the message says which and what to do.
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
  if (realpathSync(bin) === realpathSync(process.execPath)) return undefined
  log(`bench: running on ${bin}`)
  const script = fileURLToPath(import.meta.url)
  const child = spawnSync(bin, ['--expose-gc', script, ...argv], { stdio: 'inherit' })
  if (child.error) throw child.error
  return child.status ?? 2
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2)
  const relaunched = await onNodeLine(argv)
  if (relaunched !== undefined) return relaunched
  const outcome = await runBench(argv, {
    environment: environment(),
    corpora: () => loadFileCorpora(),
    print: (text) => process.stdout.write(`${text}\n`),
    log,
  })
  if (outcome.files.length > 0) saveFiles(outcome.options.out, outcome.name, outcome.files)
  return outcome.code
}

runMain(main)
