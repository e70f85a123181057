import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs script without types
import { label, packageSection, RUNTIMES, replaceSection, rootSection } from '../update-speed.mjs'

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
