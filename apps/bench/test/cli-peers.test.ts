import { describe, expect, it } from 'vitest'
import {
  allMet,
  best,
  CliPeerUsage,
  FULL_SIZES,
  formatTable,
  judge,
  medianCost,
  parseCliPeerArgs,
  parseSize,
  parseTime,
  QUICK_SIZES,
  type Row,
  savedRun,
  selected,
} from '../src/_cli-peers.ts'

const cost = (cpu: number, rss = 1e6, wall = cpu) => ({ cpu, rss, wall })

describe('the command-line peer benchmark: options', () => {
  it('reads sizes with decimal and binary suffixes', () => {
    expect(parseSize('200M')).toBe(200_000_000)
    expect(parseSize('1G')).toBe(1_000_000_000)
    expect(parseSize('64Mi')).toBe(64 * 2 ** 20)
    expect(parseSize('1e6')).toBe(1_000_000)
    expect(parseSize('3mb')).toBe(3_000_000)
    expect(() => parseSize('lots')).toThrow(new CliPeerUsage('not a size: "lots"'))
    expect(() => parseSize('0')).toThrow(CliPeerUsage)
  })

  it('takes the full sizes by default, the quick ones with --quick, and --size over either', () => {
    expect(parseCliPeerArgs([]).sizes).toEqual(FULL_SIZES)
    const quick = parseCliPeerArgs(['--quick', '--size', 'lines=5k', '--size=random=2M'])
    expect(quick.sizes).toEqual({ ...QUICK_SIZES, lines: 5000, random: 2_000_000 })
    expect(quick.quick).toBe(true)
    expect(parseCliPeerArgs(['--size', 'small-files=10']).sizes.smallFiles).toBe(10)
    expect(() => parseCliPeerArgs(['--size', 'huge=1'])).toThrow(
      'NAME one of mixed, ascii, lines, latin1, random, small-files',
    )
  })

  it('reads the runtime, repeat, item filter and paths, and refuses what it does not know', () => {
    const o = parseCliPeerArgs([
      '--node',
      '24',
      '--repeat',
      '5',
      '--only',
      'sort, all-',
      '--dir',
      '/d',
      '--check',
    ])
    expect(o).toMatchObject({
      node: '24',
      runtime: 'node',
      repeat: 5,
      only: ['sort', 'all-'],
      dir: '/d',
      check: true,
    })
    expect(parseCliPeerArgs(['--runtime', 'bun']).runtime).toBe('bun')
    expect(() => parseCliPeerArgs(['--runtime', 'java'])).toThrow('--runtime: node, bun or deno, not "java"')
    expect(() => parseCliPeerArgs(['--node', '24', '--runtime', 'deno'])).toThrow('do not go together')
    expect(() => parseCliPeerArgs(['--repeat', '0'])).toThrow('--repeat')
    expect(() => parseCliPeerArgs(['--node'])).toThrow('--node needs a value')
    expect(() => parseCliPeerArgs(['--fast'])).toThrow('unknown option "--fast"')
    expect(selected('sort-check', ['sort'])).toBe(true)
    expect(selected('validate-mixed', ['sort', 'all-'])).toBe(false)
    expect(selected('anything', [])).toBe(true)
  })

  it('keeps a whole run only: --save refuses --quick, --only and --size', () => {
    expect(parseCliPeerArgs(['--save']).save).toBe(true)
    expect(parseCliPeerArgs([]).save).toBe(false)
    for (const extra of [['--quick'], ['--only', 'sort'], ['--size', 'mixed=1M']])
      expect(() => parseCliPeerArgs(['--save', ...extra])).toThrow(
        '--save keeps a whole run: not with --quick, --only or --size',
      )
  })
})

describe('the command-line peer benchmark: measurements', () => {
  it("reads the timer's last line (after /usr/bin/time's non-zero status line)", () => {
    expect(parseTime('1.50 0.25 0.05 2048\n')).toEqual({ wall: 1.5, cpu: 0.3, rss: 2048 * 1024 })
    expect(parseTime('Command exited with non-zero status 1\n0.10 0.012345 0.001 100\n')).toEqual({
      wall: 0.1,
      cpu: 0.013,
      rss: 102400,
    })
    expect(() => parseTime('garbage')).toThrow("cannot read /usr/bin/time's output")
  })

  it('keeps the least CPU time of several runs, or the median of each field', () => {
    expect(best([cost(3, 10), cost(1, 20), cost(2, 30)])).toEqual(cost(1, 20))
    expect(medianCost([cost(3, 10), cost(1, 30), cost(2, 20)])).toEqual(cost(2, 20))
    expect(medianCost([cost(4), cost(1), cost(3), cost(2)]).cpu).toBe(2.5)
    expect(() => best([])).toThrow('no measurement')
  })
})

describe('the command-line peer benchmark: verdicts and table', () => {
  const row = (over: Partial<Row>): Row => ({
    id: 'x',
    work: 'work',
    utf8x: cost(1),
    peer: { name: 'peer', cost: cost(1) },
    target: { kind: 'cpu', max: 1 },
    ...over,
  })

  it('judges CPU ratios, memory, rates, seconds and flat memory', () => {
    expect(judge(row({ utf8x: cost(0.9), peer: { name: 'p', cost: cost(1) } }))).toEqual({
      shown: '0.90×',
      verdict: 'met',
    })
    expect(judge(row({ utf8x: cost(1.1) })).verdict).toBe('MISSED')
    const both = { kind: 'cpu+rss', max: 2, rss: 1 } as const
    expect(
      judge(row({ utf8x: cost(1.5, 2e6), peer: { name: 'p', cost: cost(1, 1e6) }, target: both })),
    ).toEqual({
      shown: '1.50× CPU, 2.00× mem',
      verdict: 'MISSED',
    })
    expect(
      judge(row({ utf8x: cost(1.5, 1e6), peer: { name: 'p', cost: cost(1, 1e6) }, target: both })).verdict,
    ).toBe('met')
    const rate = { kind: 'rate', min: 1e6, unit: 'errors' } as const
    expect(judge(row({ utf8x: cost(0.5), peer: null, target: rate, units: 600_000 }))).toEqual({
      shown: '1.20 M errors/s',
      verdict: 'met',
    })
    expect(judge(row({ utf8x: cost(2), peer: null, target: rate, units: 600_000 })).verdict).toBe('MISSED')
    expect(judge(row({ utf8x: cost(0.25), peer: null, target: { kind: 'cpu-seconds', max: 0.2 } }))).toEqual({
      shown: '0.250 s',
      verdict: 'MISSED',
    })
    expect(
      judge(row({ utf8x: cost(9, 1e6, 0.4), peer: null, target: { kind: 'wall-seconds', max: 0.5 } })),
    ).toEqual({
      shown: '0.400 s wall',
      verdict: 'met',
    })
    const flat = { kind: 'rss-flat', extra: 32e6 } as const
    expect(
      judge(row({ utf8x: cost(1, 90e6), peer: { name: 'p', cost: cost(1, 70e6) }, target: flat })),
    ).toEqual({
      shown: '+20.0 MB',
      verdict: 'met',
    })
  })

  it('counts a row not measured, or a peer not installed, as not judged', () => {
    expect(judge(row({ utf8x: null, note: 'failed' })).verdict).toBe('n/a')
    expect(judge(row({ peer: { name: 'isutf8', cost: null } })).verdict).toBe('n/a')
    expect(allMet([row({ utf8x: null })])).toBe(false)
    expect(allMet([row({ utf8x: cost(0.5) }), row({ target: { kind: 'none' }, utf8x: cost(9) })])).toBe(true)
  })

  it('keeps, for --save, what the table shows of each row and the costs it comes from', () => {
    const environment = {
      runtime: 'node',
      version: '24.21.0',
      date: '2026-11-28T23:00:00.000Z',
      loadAverage: [0.5, 1.2] as [number, number],
    }
    const rows = [
      row({ id: 'a', work: 'w', utf8x: cost(0.9), peer: { name: 'p', cost: cost(1) } }),
      row({
        id: 'b',
        work: 'x',
        utf8x: cost(0.5),
        peer: null,
        target: { kind: 'rate', min: 1e6, unit: 'errors' },
        units: 400_000,
      }),
    ]
    expect(savedRun(rows, environment)).toEqual({
      environment,
      rows: [
        {
          id: 'a',
          work: 'w',
          peer: 'p',
          target: '≤ 1× CPU',
          shown: '0.90×',
          verdict: 'met',
          utf8x: cost(0.9),
          peerCost: cost(1),
        },
        {
          id: 'b',
          work: 'x',
          peer: null,
          target: '≥ 1.00 M errors/s',
          shown: '800.0 k errors/s',
          verdict: 'MISSED',
          utf8x: cost(0.5),
          peerCost: null,
        },
      ],
    })
  })

  it('prints a Markdown table with the target and verdict of each row', () => {
    const table = formatTable([
      row({ work: 'validate', utf8x: cost(0.5, 70e6), peer: { name: 'isutf8', cost: cost(1, 20e6) } }),
      row({ work: 'cesu', peer: { name: 'uconv', cost: null, note: 'not installed, skipped' } }),
    ])
    expect(table.split('\n')).toEqual([
      '| work     | utf8x CPU | utf8x mem | peer                           | peer CPU | peer mem | utf8x is | target   | verdict |',
      '| -------- | --------- | --------- | ------------------------------ | -------- | -------- | -------- | -------- | ------- |',
      '| validate | 0.500 s   | 70.0 MB   | isutf8                         | 1.000 s  | 20.0 MB  | 0.50×    | ≤ 1× CPU | met     |',
      '| cesu     | 1.000 s   | 1.0 MB    | uconv (not installed, skipped) | –        | –        | –        | ≤ 1× CPU | n/a     |',
    ])
  })
})
