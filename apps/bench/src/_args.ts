/**
 * Command-line options of the runner.
 *
 * @module
 */

import { type Environment, majorVersion } from './_env.ts'

/** Parsed options. */
export interface Options {
  readonly quick: boolean
  readonly check: boolean
  readonly help: boolean
  /** Schemes to run (`utf8`, `eightByte`, …, `collation`); empty: all. */
  readonly schemes: readonly string[]
  /** Operations to run (`decode`, …, `memory`); empty: all. */
  readonly ops: readonly string[]
  /** Corpus name fragments (`lipsum`, `mars/english`, `size`, `gen`, `corrupt`); empty: all. */
  readonly corpora: readonly string[]
  /** Bytes of each long stream (default 1 GiB, 32 MiB with `--quick`). */
  readonly streamBytes: number | undefined
  /** Where to write the JSON and SVG files (default `results/<runtime>`: `node24`, `bun`, `chromium`, …). */
  readonly out: string | undefined
  /**
   * The Node line to run on (`--node 24`): the runner starts the pinned binary of that line
   * (tools/node-lines.mjs), installing it first if needed. Node only.
   */
  readonly node: string | undefined
  /** `--no-wasm`: `WebAssembly` is deleted before anything is measured, so every kernel takes its JS route. */
  readonly noWasm: boolean
}

export const USAGE = `utf8x bench: our codecs against the runtime's native codecs and the npm peers.

usage: node dist/bench.mjs [options]      (pnpm bench / bench:bun / bench:deno / bench:chromium)

  --quick              a run of a minute or two: fewer corpora and sizes, shorter timing, 32 MiB streams
  --check              exit with status 1 when a target of issues 8 and 17 is missed
  --node N             run on the pinned Node line N (20, 22, 24 or 26; tools/node-lines.mjs installs it
                       into the cache on first use); Node only
  --scheme a,b         only these schemes: utf8 utf8Rfc2279 cesu8 mutf8 wtf8 eightByte sevenByte
                       sixtyFiveBit utfInfinity8 correctedUtf8 hunkCodec collation
  --op a,b             only these operations: decode decode-replace encode encodeInto validate stream
                       decodeCodePoints encodeCodePoints compare sort compareBytes transcode memory
  --corpus a,b         only corpora whose name contains one of these: lipsum mars short size gen corrupt
                       words, or a file such as mars/english
  --stream-bytes N     length of each long stream (suffix K, M or G for KiB, MiB, GiB)
  --out DIR            write results.json and the SVG charts there (default results/<runtime>: node20,
                       node22, node24, node26, bun, deno, chromium)
  --no-wasm            delete WebAssembly before the run: every utf8x kernel takes its JS route (what the
                       WebAssembly kernels win is the difference against a run without it)
  --help               this text
`

/** A bad command line: the runner prints its message alone, without a stack. */
export class UsageError extends Error {
  override readonly name = 'UsageError'
}

function parseSize(text: string): number {
  const match = /^(\d+(?:\.\d+)?)([KMG]?)i?B?$/i.exec(text.trim())
  if (!match) throw new UsageError(`bad size: ${text}`)
  const scale = { '': 1, K: 2 ** 10, M: 2 ** 20, G: 2 ** 30 }[match[2]!.toUpperCase() as '' | 'K' | 'M' | 'G']
  return Math.round(Number(match[1]) * scale)
}

/** Parses `argv` (without the runtime and script). Throws on an unknown option. */
export function parseArgs(argv: readonly string[]): Options {
  let quick = false
  let noWasm = false
  let check = false
  let help = false
  const schemes: string[] = []
  const ops: string[] = []
  const corpora: string[] = []
  let streamBytes: number | undefined
  let out: string | undefined
  let node: string | undefined
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=')
        ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
        : [arg, undefined]
    const value = (): string => {
      const v = inline ?? argv[++i]
      if (v === undefined) throw new UsageError(`${flag} needs a value`)
      return v
    }
    const list = (): string[] =>
      value()
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s.length > 0)
    switch (flag) {
      case '--quick':
        quick = true
        break
      case '--check':
        check = true
        break
      case '--no-wasm':
        noWasm = true
        break
      case '--help':
      case '-h':
        help = true
        break
      case '--scheme':
        schemes.push(...list())
        break
      case '--op':
        ops.push(...list())
        break
      case '--corpus':
        corpora.push(...list())
        break
      case '--stream-bytes':
        streamBytes = parseSize(value())
        break
      case '--out':
        out = value()
        break
      case '--node': {
        const spec = value().trim()
        if (!/^(?:node)?v?\d+(?:\.\d+\.\d+)?$/i.test(spec))
          throw new UsageError(`--node takes a Node line such as 24 or node24, not ${JSON.stringify(spec)}`)
        node = spec
        break
      }
      default:
        throw new UsageError(`unknown option ${arg}\n\n${USAGE}`)
    }
  }
  return { quick, check, help, schemes, ops, corpora, streamBytes, out, node, noWasm }
}

/**
 * Checks that a run asked for Node line `--node N` is on it (the Node host starts the pinned binary of
 * that line first); throws otherwise.
 */
export function checkNodeLine(options: Options, env: Pick<Environment, 'runtime' | 'version'>): void {
  if (options.node === undefined) return
  const wanted = Number(/\d+/.exec(options.node)?.[0])
  if (env.runtime !== 'node' || majorVersion(env.version) !== wanted)
    throw new UsageError(
      `--node ${options.node} asks for Node ${wanted}, but this is ${env.runtime} ${env.version}`,
    )
}
