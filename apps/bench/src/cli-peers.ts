/**
 * `pnpm bench:cli`: the utf8x command against the C tools people already have (isutf8, uconv, iconv,
 * GNU sort, uchardet), on inputs generated here from the corpora and a seeded generator, measured by
 * Python's `os.wait4` or `/usr/bin/time` (CPU time of the child, user + system, and its peak memory). Prints one table with the
 * ratios and the targets of issue 36. The arithmetic is `_cli-peers.ts`.
 *
 * @module
 */

import { spawnSync } from 'node:child_process'
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import process from 'node:process'
import { fileURLToPath } from 'node:url'
import {
  allMet,
  best,
  CLI_PEERS_HELP,
  type CliPeerOptions,
  CliPeerUsage,
  type Cost,
  formatTable,
  medianCost,
  parseCliPeerArgs,
  parseTime,
  type Row,
  savedRun,
  selected,
  type Target,
} from './_cli-peers.ts'
import { createRandom, type Random } from './_rng.ts'

const log = (text: string) => process.stderr.write(`${text}\n`)
const here = fileURLToPath(new URL('.', import.meta.url))
const root = join(here, '..', '..', '..')
/** Bump when the generators change, so that kept inputs are made again. */
const GENERATOR = 1
const SEED = 0x36c11

// ---------------------------------------------------------------- inputs

/** Each line of the corpora (lipsum, Mars), as text. */
function corpusLines(): string[] {
  const lines: string[] = []
  const base = join(root, 'apps', 'bench', 'corpora')
  for (const folder of ['lipsum', 'wikipedia_mars']) {
    for (const file of readdirSync(join(base, folder)).sort()) {
      if (!file.endsWith('.utf8.txt')) continue
      const text = readFileSync(join(base, folder, file), 'utf8').replace(/^\uFEFF/, '')
      for (const line of text.split('\n')) {
        const trimmed = line.replace(/\r$/, '')
        if (trimmed !== '') lines.push(trimmed)
      }
    }
  }
  return lines
}

/** CESU-8 of `text` (each UTF-16 unit on its own, surrogates as 3 bytes); MUTF-8 too when it has no NUL. */
function cesu8(text: string): Uint8Array {
  const out = new Uint8Array(text.length * 3)
  let n = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c < 0x80) out[n++] = c
    else if (c < 0x800) {
      out[n++] = 0xc0 | (c >> 6)
      out[n++] = 0x80 | (c & 63)
    } else {
      out[n++] = 0xe0 | (c >> 12)
      out[n++] = 0x80 | ((c >> 6) & 63)
      out[n++] = 0x80 | (c & 63)
    }
  }
  return out.subarray(0, n)
}

/** Writes a file through a large buffer, under a temporary name renamed into place at the end. */
class FileWriter {
  readonly #fd: number
  readonly #buffer = new Uint8Array(1 << 22)
  #used = 0
  written = 0
  constructor(readonly path: string) {
    this.#fd = openSync(`${path}.part`, 'w')
  }
  write(bytes: Uint8Array): void {
    if (this.#used + bytes.length > this.#buffer.length) this.#flush()
    if (bytes.length > this.#buffer.length) writeSync(this.#fd, bytes)
    else {
      this.#buffer.set(bytes, this.#used)
      this.#used += bytes.length
    }
    this.written += bytes.length
  }
  #flush(): void {
    let at = 0
    while (at < this.#used) at += writeSync(this.#fd, this.#buffer, at, this.#used - at)
    this.#used = 0
  }
  close(): void {
    this.#flush()
    closeSync(this.#fd)
    renameSync(`${this.path}.part`, this.path)
  }
}

interface Inputs {
  mixed: string
  mixedCesu: string
  ascii: string
  asciiCesu: string
  lines: string
  sortedLines: string
  latin1: string
  random: string
  smallDir: string
  smallFiles: string[]
}

/** Generates the inputs into `dir` (kept between runs: a file already there is not made again). */
function generate(dir: string, sizes: CliPeerOptions['sizes']): Inputs {
  mkdirSync(dir, { recursive: true })
  const name = (what: string, size: number, ext: string) => join(dir, `g${GENERATOR}-${what}-${size}.${ext}`)
  const inputs: Inputs = {
    mixed: name('mixed', sizes.mixed, 'utf8'),
    mixedCesu: name('mixed', sizes.mixed, 'cesu8'),
    ascii: name('ascii', sizes.ascii, 'utf8'),
    asciiCesu: name('ascii', sizes.ascii, 'cesu8'),
    lines: name('words', sizes.lines, 'utf8'),
    sortedLines: name('words-sorted', sizes.lines, 'utf8'),
    latin1: name('latin1', sizes.latin1, 'txt'),
    random: name('random', sizes.random, 'bin'),
    smallDir: name('small', sizes.smallFiles, 'd'),
    smallFiles: [],
  }
  let lines: string[] | null = null
  const pool = () => {
    lines ??= corpusLines()
    return lines
  }
  const lineBytes = () => {
    const all = pool()
    const utf8 = all.map((l) => new Uint8Array(Buffer.from(`${l}\n`)))
    const cesu = all.map((l) => cesu8(`${l}\n`))
    const asciiOnly = utf8.flatMap((b, i) => (b.every((x) => x < 0x80) ? [i] : []))
    return { utf8, cesu, asciiOnly }
  }
  let encoded: ReturnType<typeof lineBytes> | null = null
  const both = (
    utf8Path: string,
    cesuPath: string,
    size: number,
    pick: (r: Random) => number,
    seed: number,
  ) => {
    if (existsSync(utf8Path) && existsSync(cesuPath)) return
    encoded ??= lineBytes()
    const { utf8, cesu } = encoded
    log(`cli-peers: generating ${utf8Path} and its CESU-8`)
    const r = createRandom(seed)
    const a = new FileWriter(utf8Path)
    const b = new FileWriter(cesuPath)
    while (a.written < size) {
      const i = pick(r)
      a.write(utf8[i] as Uint8Array)
      b.write(cesu[i] as Uint8Array)
    }
    a.close()
    b.close()
  }
  both(inputs.mixed, inputs.mixedCesu, sizes.mixed, (r) => r.int(0, pool().length - 1), SEED)
  both(
    inputs.ascii,
    inputs.asciiCesu,
    sizes.ascii,
    (r) => {
      const { asciiOnly } = encoded as ReturnType<typeof lineBytes>
      // One line in 50 from any script, the rest ASCII.
      return r.int(0, 49) === 0
        ? r.int(0, pool().length - 1)
        : (asciiOnly[r.int(0, asciiOnly.length - 1)] as number)
    },
    SEED + 1,
  )
  if (!existsSync(inputs.lines) || !existsSync(inputs.sortedLines)) {
    log(`cli-peers: generating ${inputs.lines} and its sorted copy`)
    const words = pool().flatMap((l) => l.split(' ').filter((w) => w !== ''))
    const r = createRandom(SEED + 2)
    const all: Buffer[] = []
    for (let n = 0; n < sizes.lines; n++) {
      const count = r.int(1, 5)
      let line = words[r.int(0, words.length - 1)] as string
      for (let k = 1; k < count; k++) line += ` ${words[r.int(0, words.length - 1)]}`
      all.push(Buffer.from(`${line}\n`))
    }
    const w = new FileWriter(inputs.lines)
    for (const b of all) w.write(b)
    w.close()
    all.sort(Buffer.compare)
    const s = new FileWriter(inputs.sortedLines)
    for (const b of all) s.write(b)
    s.close()
  }
  if (!existsSync(inputs.latin1)) {
    // Words of Latin-1 letters: one byte in five is above 0x9F (é, ü, ß...), as ISO 8859-1 text.
    const r = createRandom(SEED + 3)
    const bytes = new Uint8Array(sizes.latin1)
    for (let i = 0; i < bytes.length; i++) {
      const x = r.int(0, 99)
      bytes[i] = i % 64 === 63 ? 0x0a : x < 20 ? r.int(0xa0, 0xff) : x < 35 ? 0x20 : r.int(0x61, 0x7a)
    }
    writeFileSync(inputs.latin1, bytes)
  }
  if (!existsSync(inputs.random)) {
    const r = createRandom(SEED + 4)
    const bytes = new Uint8Array(sizes.random)
    for (let i = 0; i < bytes.length; i++) bytes[i] = r.int(0, 255)
    writeFileSync(inputs.random, bytes)
  }
  if (!existsSync(inputs.smallDir)) {
    const r = createRandom(SEED + 5)
    mkdirSync(`${inputs.smallDir}.part`, { recursive: true })
    for (let n = 0; n < sizes.smallFiles; n++) {
      let text = ''
      while (text.length < 1500) text += `${pool()[r.int(0, pool().length - 1)]}\n`
      writeFileSync(join(`${inputs.smallDir}.part`, `f${String(n).padStart(5, '0')}.txt`), text)
    }
    renameSync(`${inputs.smallDir}.part`, inputs.smallDir)
  }
  inputs.smallFiles = readdirSync(inputs.smallDir)
    .sort()
    .map((f) => join(inputs.smallDir, f))
  return inputs
}

/** The U+FFFD a replacement decoding writes: the errors `validate --all` reports. */
function replacements(path: string): number {
  const text = new TextDecoder().decode(readFileSync(path))
  let n = 0
  for (let i = text.indexOf('\uFFFD'); i >= 0; i = text.indexOf('\uFFFD', i + 1)) n++
  return n
}

// ---------------------------------------------------------------- running

/** Whether `command` is on the PATH. */
function installed(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0
}

interface Run {
  argv: readonly string[]
  /** The statuses that mean it worked (default 0). */
  ok?: readonly number[]
  env?: Record<string, string>
}

const devNull = openSync('/dev/null', 'w')

/**
 * The timer: Python's `os.wait4` (the child's CPU time to the microsecond) where python3 is installed,
 * with the peak memory from `/usr/bin/time` inside it where that is installed (a child spawned by Python
 * starts from Python's memory, which its peak would count); else `/usr/bin/time` alone (CPU time to the
 * hundredth of a second). Each writes `wall user system peak-KiB`.
 */
const WAIT4 = `import os, sys, time
out, argv = sys.argv[1], sys.argv[2:]
timed = os.path.exists("/usr/bin/time")
if timed:
    argv = ["/usr/bin/time", "-q", "-f", "%M", "-o", out + ".rss"] + argv
t = time.monotonic()
pid = os.posix_spawnp(argv[0], argv, os.environ)
_, status, ru = os.wait4(pid, 0)
wall = time.monotonic() - t
rss = ru.ru_maxrss
if timed:
    with open(out + ".rss") as f:
        rss = int(f.read().split()[-1])
    os.remove(out + ".rss")
with open(out, "w") as f:
    f.write("%.6f %.6f %.6f %d\\n" % (wall, ru.ru_utime, ru.ru_stime, rss))
sys.exit(os.waitstatus_to_exitcode(status) & 255)
`
const timer: (file: string) => string[] = installed('python3')
  ? (file) => ['python3', '-c', WAIT4, file]
  : (file) => ['/usr/bin/time', '-f', '%e %U %S %M', '-o', file]

/** Runs once under the timer, output to /dev/null. */
function once(run: Run): Cost {
  const timeFile = join(tmpdir(), `utf8x-cli-peers-${process.pid}.time`)
  const [command, ...args] = [...timer(timeFile), ...run.argv] as [string, ...string[]]
  const child = spawnSync(command, args, {
    stdio: ['ignore', devNull, 'pipe'],
    env: { ...process.env, LC_ALL: 'C', ...run.env },
    maxBuffer: 1 << 26,
  })
  if (child.error) throw child.error
  const ok = run.ok ?? [0]
  if (!ok.includes(child.status ?? -1))
    throw new Error(
      `${run.argv.join(' ')}: exit status ${child.status}\n${String(child.stderr).slice(0, 2000)}`,
    )
  const cost = parseTime(readFileSync(timeFile, 'utf8'))
  rmSync(timeFile, { force: true })
  return cost
}

/** The least-CPU of `repeat` runs. */
function measure(run: Run, repeat: number): Cost {
  return best(Array.from({ length: repeat }, () => once(run)))
}

// ---------------------------------------------------------------- main

async function nodeBinary(spec: string | undefined): Promise<string> {
  if (spec === undefined) return process.execPath
  if (!/^\d+$/.test(spec)) return spec
  const lines = (await import(new URL('../../../tools/node-lines.mjs', import.meta.url).href)) as {
    ensureNode(spec: string, options?: { log?: (text: string) => void }): string
  }
  return lines.ensureNode(spec, { log })
}

async function main(): Promise<number> {
  let options: CliPeerOptions
  try {
    options = parseCliPeerArgs(process.argv.slice(2))
  } catch (error) {
    if (!(error instanceof CliPeerUsage)) throw error
    log(`cli-peers: ${error.message}\n\n${CLI_PEERS_HELP}`)
    return 2
  }
  if (options.help) {
    process.stdout.write(CLI_PEERS_HELP)
    return 0
  }
  if (!installed('python3') && !existsSync('/usr/bin/time')) {
    log('cli-peers: needs python3 or /usr/bin/time (Debian: apt-get install time) to time the processes')
    return 2
  }
  const cli = options.cli ?? join(root, 'packages', 'cli', 'dist', 'cli.cjs')
  if (!existsSync(cli)) {
    log(`cli-peers: ${cli} is missing: build the command first (pnpm --filter @utf8x/cli build)`)
    return 2
  }
  const bin = join(root, 'node_modules', '.bin')
  let utf8x: string[]
  let empty: string[]
  let runtimeName: string
  if (options.runtime === 'bun') {
    utf8x = [join(bin, 'bun'), cli]
    empty = [join(bin, 'bun'), '-e', '0']
    runtimeName = `bun ${spawnSync(join(bin, 'bun'), ['--version']).stdout.toString().trim()}`
  } else if (options.runtime === 'deno') {
    utf8x = [join(bin, 'deno'), 'run', '-A', cli]
    empty = [join(bin, 'deno'), 'eval', '0']
    runtimeName = spawnSync(join(bin, 'deno'), ['--version']).stdout.toString().split('\n')[0] ?? 'deno'
  } else {
    const node = await nodeBinary(options.node)
    utf8x = [node, cli]
    empty = [node, '-e', '0']
    runtimeName = `node ${spawnSync(node, ['--version']).stdout.toString().trim()}`
  }
  const dir = options.dir ?? join(tmpdir(), 'utf8x-cli-bench')
  log(`cli-peers: utf8x on ${runtimeName}; inputs in ${dir}`)
  const inputs = generate(dir, options.sizes)
  const started = new Date()
  const startLoad = loadavg()[0] as number
  const size = (path: string) => statSync(path).size
  const mb = (path: string) => `${(size(path) / 1e6).toFixed(0)} MB`
  const rows: Row[] = []
  const peer = (name: string, command: string) => (installed(command) ? name : null)

  /** Measures utf8x and a peer (when installed) and adds the row. */
  const item = (
    id: string,
    work: string,
    mine: Run,
    other: { name: string; command: string; run: Run; note?: string } | null,
    target: Target,
    repeat: number,
    units?: number,
  ) => {
    if (!selected(id, options.only)) return
    log(`cli-peers: ${id}: ${work}`)
    const row: Row = { id, work, utf8x: null, peer: null, target, ...(units === undefined ? {} : { units }) }
    try {
      row.utf8x = measure(mine, repeat)
    } catch (error) {
      row.note = (error instanceof Error ? error.message : String(error)).split('\n')[0] as string
      log(`cli-peers: ${id}: ${error instanceof Error ? error.message : String(error)}`)
    }
    if (other !== null) {
      const present = peer(other.name, other.command)
      row.peer = { name: other.name, cost: null, ...(other.note === undefined ? {} : { note: other.note }) }
      if (present === null) {
        row.peer.note = 'not installed, skipped'
        log(`cli-peers: ${id}: ${other.command} is not installed: skipped`)
      } else row.peer.cost = measure(other.run, repeat)
    }
    rows.push(row)
  }

  // --version against an empty script on the same runtime: the median of 15 runs each, after one that
  // fills the compile cache.
  if (selected('version', options.only)) {
    log('cli-peers: version')
    once({ argv: [...utf8x, '--version'] })
    // Taken in turns, so that a change in the machine's load falls on both.
    const mineRuns: Cost[] = []
    const baseRuns: Cost[] = []
    for (let k = 0; k < 15; k++) {
      mineRuns.push(once({ argv: [...utf8x, '--version'] }))
      baseRuns.push(once({ argv: empty }))
    }
    const mine = medianCost(mineRuns)
    const base = medianCost(baseRuns)
    rows.push({
      id: 'version',
      work: '--version (median of 15)',
      utf8x: mine,
      peer: { name: [(empty[0] as string).replace(/^.*\//, ''), ...empty.slice(1)].join(' '), cost: base },
      target: { kind: 'cpu', max: 1.3 },
    })
  }
  for (const [key, path] of [
    ['mixed', inputs.mixed],
    ['ascii', inputs.ascii],
  ] as const) {
    const label = key === 'mixed' ? 'mixed text' : 'mostly ASCII'
    item(
      `validate-${key}`,
      `validate ${mb(path)} ${label}`,
      { argv: [...utf8x, 'validate', path] },
      { name: 'isutf8', command: 'isutf8', run: { argv: ['isutf8', path] } },
      { kind: 'cpu', max: 1 },
      options.repeat,
    )
    item(
      `validate-${key}-iconv`,
      `validate ${mb(path)} ${label}`,
      { argv: [...utf8x, 'validate', path] },
      {
        name: 'iconv -f UTF-8 -t UTF-8',
        command: 'iconv',
        run: { argv: ['iconv', '-f', 'UTF-8', '-t', 'UTF-8', path] },
      },
      { kind: 'none' },
      options.repeat,
    )
  }
  for (const [key, utf8, cesu] of [
    ['mixed', inputs.mixed, inputs.mixedCesu],
    ['ascii', inputs.ascii, inputs.asciiCesu],
  ] as const) {
    const label = key === 'mixed' ? 'mixed' : 'ASCII'
    for (const [from, to, path] of [
      ['utf-8', 'cesu-8', utf8],
      ['cesu-8', 'utf-8', cesu],
      ['utf-8', 'mutf-8', utf8],
      ['mutf-8', 'utf-8', cesu],
    ] as const) {
      // uconv has no MUTF-8: on text without U+0000 (these inputs) MUTF-8 is CESU-8, its nearest.
      const icuFrom = from === 'mutf-8' ? 'cesu-8' : from
      const icuTo = to === 'mutf-8' ? 'cesu-8' : to
      item(
        `transcode-${key}-${from}-${to}`,
        `${from} → ${to}, ${mb(path)} ${label}`,
        { argv: [...utf8x, 'transcode', '-f', from, '-t', to, path] },
        {
          name: `uconv -f ${icuFrom} -t ${icuTo}`,
          command: 'uconv',
          run: { argv: ['uconv', '-f', icuFrom, '-t', icuTo, path] },
        },
        { kind: 'cpu', max: 1 },
        options.repeat,
      )
    }
  }
  for (const [key, path] of [
    ['latin1', inputs.latin1],
    ['random', inputs.random],
  ] as const) {
    if (!selected(`all-${key}`, options.only)) continue
    const errors = replacements(path)
    item(
      `all-${key}`,
      `validate --all, ${mb(path)} ${key === 'latin1' ? 'Latin-1' : 'random bytes'} (${errors} errors)`,
      { argv: [...utf8x, 'validate', '--all', path], ok: [1] },
      null,
      { kind: 'rate', min: 1e6, unit: 'errors' },
      options.repeat,
      errors,
    )
  }
  if (selected('all-memory', options.only)) {
    log('cli-peers: all-memory')
    const first = measure({ argv: [...utf8x, 'validate', inputs.random], ok: [1] }, 1)
    const all = measure({ argv: [...utf8x, 'validate', '--all', inputs.random], ok: [1] }, 1)
    rows.push({
      id: 'all-memory',
      work: `validate --all memory, ${mb(inputs.random)} random`,
      utf8x: all,
      peer: { name: 'utf8x validate (first error)', cost: first },
      target: { kind: 'rss-flat', extra: 32e6 },
    })
  }
  if (selected('all-head', options.only)) {
    const quoted = [...utf8x, 'validate', '--all', inputs.random].map((a) => `'${a.replace(/'/g, `'\\''`)}'`)
    item(
      'all-head',
      `validate --all ${mb(inputs.random)} random | head -1`,
      { argv: ['sh', '-c', `${quoted.join(' ')} | head -1`] },
      null,
      { kind: 'wall-seconds', max: 0.5 },
      options.repeat,
    )
  }
  const gnuSort = (args: string[]) => ({ argv: ['sort', '--parallel=1', ...args] })
  item(
    'sort-lines',
    `sort ${options.sizes.lines} lines (${mb(inputs.lines)})`,
    { argv: [...utf8x, 'sort', inputs.lines] },
    { name: 'LC_ALL=C sort --parallel=1', command: 'sort', run: gnuSort([inputs.lines]) },
    { kind: 'cpu+rss', max: 2, rss: 1 },
    options.repeat,
  )
  item(
    'sort-check',
    `sort --check, sorted ${options.sizes.lines} lines`,
    { argv: [...utf8x, 'sort', '--check', inputs.sortedLines] },
    { name: 'LC_ALL=C sort -c', command: 'sort', run: { argv: ['sort', '-c', inputs.sortedLines] } },
    { kind: 'cpu', max: 3 },
    options.repeat,
  )
  item(
    'sort-big',
    `sort ${mb(inputs.ascii)} mostly ASCII`,
    { argv: [...utf8x, 'sort', inputs.ascii] },
    { name: 'LC_ALL=C sort --parallel=1', command: 'sort', run: gnuSort([inputs.ascii]) },
    { kind: 'cpu+rss', max: 2, rss: 1 },
    1,
  )
  item(
    'detect-ascii',
    `detect ${mb(inputs.ascii)} mostly ASCII`,
    { argv: [...utf8x, 'detect', inputs.ascii] },
    { name: 'uchardet', command: 'uchardet', run: { argv: ['uchardet', inputs.ascii] } },
    { kind: 'rate', min: 1e9, unit: 'B' },
    options.repeat,
    size(inputs.ascii),
  )
  item(
    'small-files',
    `validate ${inputs.smallFiles.length} small files, one call`,
    { argv: [...utf8x, 'validate', ...inputs.smallFiles] },
    { name: 'isutf8', command: 'isutf8', run: { argv: ['isutf8', ...inputs.smallFiles] } },
    { kind: 'cpu-seconds', max: 0.2 },
    options.repeat,
  )

  process.stdout.write(
    `\nutf8x on ${runtimeName}${options.quick ? ' (--quick)' : ''}\n\n${formatTable(rows)}\n`,
  )
  if (options.save) {
    const [name, version] = runtimeName.split(' ') as [string, string]
    const runtime = name === 'node' ? `node${version.replace(/^v/, '').split('.')[0]}` : name
    const file = join(root, 'apps', 'bench', 'results', 'cli', `${runtime}.json`)
    mkdirSync(dirname(file), { recursive: true })
    const environment = {
      runtime: name,
      version: version.replace(/^v/, ''),
      date: started.toISOString(),
      loadAverage: [startLoad, loadavg()[0] as number] as [number, number],
    }
    writeFileSync(file, `${JSON.stringify(savedRun(rows, environment), null, 2)}\n`)
    log(`cli-peers: kept in ${file}; \`node tools/update-speed.mjs\` writes the README's table`)
  }
  const missed = rows.filter((r) => !allMet([r])).map((r) => r.id)
  process.stdout.write(`\n${missed.length === 0 ? 'every target met' : `missed: ${missed.join(', ')}`}\n`)
  return options.check && missed.length > 0 ? 1 : 0
}

main().then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    log(`cli-peers: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
    process.exitCode = 2
  },
)
