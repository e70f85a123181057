import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  CLI_MARKS,
  cliTable,
  label,
  packageSection,
  RUNTIMES,
  readCliRuns,
  readRuns,
  replaceBetween,
  replaceSection,
  rootSection,
  STREAMS_MARKS,
  streamsTable,
  // @ts-expect-error: a plain .mjs script without types
} from '../update-speed.mjs'

const environment = (runtime: string, version: string) => ({
  runtime,
  version,
  cpu: 'CPU',
  cores: 2,
  loadAverage: 0.5,
})
const row = (op: string, mbps: number, native: number | null, peer: number | null) => ({
  package: 'utf8-classic',
  scheme: 'utf8',
  op,
  corpora: 2,
  mbps,
  native,
  peer,
  peers: [],
})
const run = (runtime: string, version: string, ratio: number, status: string) => ({
  environment: environment(runtime, version),
  speed: [row('decode', 200, ratio * 2, 2), row('decodeCodePoints (generated)', 50, null, null)],
  targets: [
    { target: 'utf8 decode ≥ 0.95× native on every corpus', status, detail: `min ${ratio}× (need ≥ 0.95×)` },
    {
      target: 'utf8 encode ≥ 0.95× TextEncoder (geometric mean), ≥ 0.9× on every corpus',
      status,
      detail: `min ${ratio}× (need ≥ 0.9×; worst ${ratio}× on b); geometric mean ${ratio * 3}× (need ≥ 0.95×) over 2 corpora`,
    },
    {
      target: 'utf8 decode ≥ 1.3× native, geometric mean (Node 20, 22)',
      status:
        runtime === 'node' && version.startsWith('2') && Number(version.split('.')[0]) <= 22
          ? status
          : 'skipped',
      detail: `geometric mean ${ratio * 2}× (need ≥ 1.3×)`,
    },
  ],
})

describe('update-speed', () => {
  const results = [
    ['node20', run('node', '20.20.2', 1, 'pass')],
    ['node26', run('node', '26.10.0', 0.5, 'fail')],
    ['chromium', run('chromium', '156.0.8078.79', 2, 'pass')],
  ]

  it('has one column per runtime, in a fixed order, headed by the exact version', () => {
    expect(RUNTIMES).toEqual(['node20', 'node22', 'node24', 'node26', 'bun', 'deno', 'chromium'])
    expect(label(results[1]![1])).toBe('Node 26.10.0')
    expect(label(results[2]![1])).toBe('Chromium 156.0.8078.79')
  })

  it('writes each package table with a column per runtime, – where a run has no figure', () => {
    const section = packageSection('utf8-classic', results)
    expect(section).toContain('`pnpm bench --quick --node N` for N = 20, 26, `pnpm bench:chromium --quick`')
    expect(section).toContain(
      '| codec | operation | Node 20.20.2 | Node 26.10.0 | Chromium 156.0.8078.79 |\n| --- | --- | ---: | ---: | ---: |\n| `utf8` | decode | 2× | 1× | 4× |',
    )
    // One table: no row twice; no ratio for generated code points, so their MB/s, marked.
    expect(section.match(/\| `utf8` \| decode \|/g)).toHaveLength(1)
    expect(section).toContain('| `utf8` | decodeCodePoints (generated) | 50 MB/s | 50 MB/s | 50 MB/s |')
    expect(section.match(/decodeCodePoints/g)).toHaveLength(1)
    expect(packageSection('collation', results)).toBeNull()
  })

  it('marks a ratio against the best peer where the runtime has no codec for the job', () => {
    const peerOnly = [
      ['node20', { ...run('node', '20.20.2', 1, 'pass'), speed: [row('compare', 90, null, 1.5)] }],
    ]
    expect(packageSection('utf8-classic', peerOnly)).toContain('| `utf8` | compare | 1.5× peer |')
  })

  it('writes the root targets table with a column per runtime, – where a target does not apply', () => {
    const section = rootSection(results)
    expect(section).toContain('| target | Node 20.20.2 | Node 26.10.0 | Chromium 156.0.8078.79 |')
    expect(section).toContain(
      '| utf8 decode ≥ 0.95× native on every corpus | pass (1×) | **miss** (0.5×) | pass (2×) |',
    )
    expect(section).toContain(
      '| utf8 decode ≥ 1.3× native, geometric mean (Node 20, 22) | pass (2×) | – | – |',
    )
  })

  it('replaces a Speed section up to the next heading, or adds one before the anchor', () => {
    const text = '# x\n\n## Speed\n\nold\n\n## Licence\n\nMIT\n'
    expect(replaceSection(text, '## Speed\n\nnew\n')).toBe('# x\n\n## Speed\n\nnew\n\n## Licence\n\nMIT\n')
    expect(replaceSection('# x\n\n## Licence\n', '## Speed\n\nnew\n', /^## Licence/m)).toBe(
      '# x\n\n## Speed\n\nnew\n\n## Licence\n',
    )
  })
})

describe('update-speed: the stream table of core', () => {
  const stream = (name: string, ratio: number | undefined) => ({
    name,
    ...(ratio === undefined ? {} : { paired: { ratio, rounds: 7, passBytes: 4_348_708 } }),
  })
  const withStreams = (runtime: string, version: string, ratios: number[]) => ({
    environment: environment(runtime, version),
    options: { streamBytes: 33_554_432 },
    memory: [
      stream('TextDecoderStream', undefined),
      stream('utf8 DecoderStream', ratios[0]),
      stream('cesu8 via core DecoderStream', ratios[1]),
    ],
  })

  it('has a row per stream and a column per runtime, each the paired ratio against TextDecoderStream', () => {
    const table = streamsTable([
      ['node24', withStreams('node', '24.21.0', [0.98244, 0.72177])],
      ['bun', withStreams('bun', '1.4.5', [0.928, 0.816])],
    ])
    expect(table).toContain(
      [
        '| stream | Node 24.21.0 | Bun 1.4.5 |',
        '| --- | ---: | ---: |',
        '| `utf8` | 0.982× | 0.928× |',
        '| `cesu8` | 0.722× | 0.816× |',
      ].join('\n'),
    )
    expect(table).toContain('median of\n7 interleaved pairs of 4.15 MiB passes')
    expect(table).toContain('a 32 MiB stream per codec')
  })

  it('replaces only what stands between the marks', () => {
    const [open, close] = STREAMS_MARKS
    const text = `a\n${open}\nold\n${close}\nb\n`
    expect(replaceBetween(text, 'new\n', STREAMS_MARKS)).toBe(`a\n${open}\nnew\n${close}\nb\n`)
    expect(() => replaceBetween('a\n', 'new\n', STREAMS_MARKS)).toThrow()
  })

  it("core's README has the table the stored results give, one figure per stream and runtime", () => {
    const readme = readFileSync(
      fileURLToPath(new URL('../../packages/core/README.md', import.meta.url)),
      'utf8',
    )
    const runs = readRuns()
    expect(runs.length).toBeGreaterThan(0)
    const [open, close] = STREAMS_MARKS
    const stored = readme.slice(readme.indexOf(open) + open.length + 1, readme.indexOf(close))
    expect(readme.indexOf(open)).toBeGreaterThan(0)
    expect(stored).toBe(streamsTable(runs))
  })

  it("writes the command's table: one column per kept run, each row's figure as the bench judged it", () => {
    const kept = (runtime: string, version: string, shown: string, verdict: string) => ({
      environment: { runtime, version, date: '2026-11-28T23:05:09.000Z', loadAverage: [0.42, 1.5] },
      rows: [
        { id: 'validate', work: 'validate, 200 MB', peer: 'isutf8', target: '≤ 1× CPU', shown, verdict },
        ...(runtime === 'bun'
          ? []
          : [
              {
                id: 'all',
                work: '--all | head -1',
                peer: null,
                target: '≥ 1.00 M errors/s',
                shown: '1.10 M errors/s',
                verdict: 'met',
              },
            ]),
      ],
    })
    expect(
      cliTable([
        ['node24', kept('node', '24.21.0', '0.60×', 'met')],
        ['bun', kept('bun', '1.4.5', '1.20×', 'MISSED')],
      ]).split('\n'),
    ).toEqual([
      'Written by `node tools/update-speed.mjs` from the runs `pnpm bench:cli --save` kept in',
      "`apps/bench/results/cli/`: Node 24.21.0 2026-11-28 23:05 UTC (load 0.4 → 1.5); Bun 1.4.5 2026-11-28 23:05 UTC (load 0.4 → 1.5). Each figure is utf8x's CPU time over the peer's (the least",
      'of three runs, one for the 1 GB sort), or its rate or time; memory is peak resident memory.',
      '',
      '| work (peer) | Node 24.21.0 | Bun 1.4.5 | target |',
      '| --- | --- | --- | --- |',
      '| validate, 200 MB (isutf8) | 0.60× | 1.20× **missed** | ≤ 1× CPU |',
      '| --all \\| head -1 | 1.10 M errors/s |  | ≥ 1.00 M errors/s |',
      '',
    ])
  })

  it("the command's README has the table the kept runs of `pnpm bench:cli --save` give", () => {
    const readme = readFileSync(
      fileURLToPath(new URL('../../packages/cli/README.md', import.meta.url)),
      'utf8',
    )
    const runs = readCliRuns()
    expect(runs.map(([name]: [string]) => name)).toEqual(['node22', 'node24', 'node26', 'bun'])
    const [open, close] = CLI_MARKS
    expect(readme.indexOf(open)).toBeGreaterThan(0)
    expect(readme.slice(readme.indexOf(open) + open.length + 1, readme.indexOf(close))).toBe(cliTable(runs))
  })
})
