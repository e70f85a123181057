import { describe, expect, it } from 'vitest'
import {
  checkBytes,
  checkCodePoints,
  checkEncodeInto,
  checkSigns,
  checkSorted,
  checkString,
  checkValidity,
} from '../src/_check.ts'
import { type Entry, type EntryResult, measure } from '../src/_measure.ts'
import type { StreamMemoryResult } from '../src/_memory.ts'
import { withRatios } from '../src/_results.ts'
import { correctnessTarget, evaluateTargets } from '../src/_targets.ts'

const settings = { minBatchMs: 0.2, rounds: 3, warmupMs: 0 }

/** A measured result, as `measure` returns it, with a chosen time per call. */
const fake = (name: string, kind: Entry['kind'], ms: number, note?: string): EntryResult => ({
  name,
  kind,
  bytes: 1000,
  ms,
  mbps: 1,
  samples: [ms],
  batch: 1,
  ...(note === undefined ? {} : { note }),
})

describe('output checks', () => {
  it('finds the first differing UTF-16 unit of a string', () => {
    expect(checkString('abc', 'abc')).toBeNull()
    expect(checkString('abcd', 'abXd')).toBe(
      'string differs at UTF-16 index 2 (length 4, expected 4): got U+0058 U+0064, expected U+0063 U+0064',
    )
    expect(checkString('ab', 'abc')).toMatch(/^string differs at UTF-16 index 2 \(length 3, expected 2\)/)
    expect(checkString('a', 1)).toBe('expected a string, got 1')
  })

  it('compares bytes from any byte container', () => {
    const expected = Uint8Array.of(0xe2, 0x82, 0xac)
    expect(checkBytes(expected, Uint8Array.of(0xe2, 0x82, 0xac))).toBeNull()
    expect(checkBytes(expected, Uint8Array.of(0xe2, 0x82, 0xac).buffer)).toBeNull()
    expect(checkBytes(expected, new DataView(Uint8Array.of(0xe2, 0x82, 0xac).buffer))).toBeNull()
    expect(checkBytes(expected, Uint8Array.of(0xe2, 0x82))).toBe(
      'bytes differ at offset 2 (length 2, expected 3): got end, expected AC',
    )
    expect(checkBytes(expected, 'x')).toBe('expected bytes, got "x"')
  })

  it('checks code points with their type', () => {
    expect(checkCodePoints([1n, 2n], [1n, 2n])).toBeNull()
    expect(checkCodePoints([1n, 2n], [1n, 2])).toBe('code point 1 is 2, expected 2n')
    expect(checkCodePoints([1], [1, 2])).toBe('2 code points, expected 1')
  })

  it('reads validity from booleans, null and errors', () => {
    expect(checkValidity(true, true)).toBeNull()
    expect(checkValidity(true, null)).toBeNull()
    expect(checkValidity(true, new TypeError('bad'))).toBe('said invalid, expected valid')
    expect(checkValidity(false, null)).toBe('said valid, expected invalid')
    expect(checkValidity(true, 'yes')).toMatch(/^expected a boolean/)
  })

  it('checks encodeInto results and the bytes written', () => {
    const destination = Uint8Array.of(0x41, 0x42, 0)
    expect(checkEncodeInto(Uint8Array.of(0x41, 0x42), 2, destination, { read: 2, written: 2 })).toBeNull()
    expect(checkEncodeInto(Uint8Array.of(0x41, 0x42), 2, destination, 2)).toBeNull()
    expect(checkEncodeInto(Uint8Array.of(0x41, 0x42), 2, destination, { read: 1, written: 2 })).toBe(
      'read 1, expected 2',
    )
    expect(checkEncodeInto(Uint8Array.of(0x41, 0x43), 2, destination, 2)).toMatch(/^bytes differ at offset 1/)
  })

  it('checks comparison signs and sorted lists', () => {
    expect(checkSigns(Int8Array.of(-1, 0, 1), Int8Array.of(-1, 0, 1))).toBeNull()
    expect(checkSigns(Int8Array.of(-1, 0, 1), Int8Array.of(-1, 1, 1))).toBe('pair 1: sign 1, expected 0')
    expect(checkSorted(['a', 'b'], ['b', 'a'])).toBe('position 0 holds "b", expected "a"')
  })
})

describe('measure', () => {
  const text = 'héllo wörld '.repeat(50)
  const bytes = new TextEncoder().encode(text)
  const right: Entry = {
    name: 'right',
    kind: 'ours',
    bytes: bytes.length,
    run: () => new TextDecoder().decode(bytes),
    check: (o) => checkString(text, o),
  }
  // Decodes as Latin-1: right for ASCII, wrong for "é" and "ö".
  const wrong: Entry = {
    name: 'latin1',
    kind: 'peer',
    bytes: bytes.length,
    run: () => String.fromCharCode(...bytes),
    check: (o) => checkString(text, o),
  }
  const throwing: Entry = {
    name: 'thrower',
    kind: 'peer',
    bytes: bytes.length,
    run: () => {
      throw new RangeError('nope')
    },
    check: () => null,
  }

  it('catches a wrong implementation before timing it and times the right ones', () => {
    const [r, w, t] = measure([right, wrong, throwing], settings)
    expect(r!.failure).toBeUndefined()
    expect(r!.samples).toHaveLength(3)
    expect(r!.mbps).toBeGreaterThan(0)
    expect(w!.failure).toMatch(/^string differs at UTF-16 index 1 /)
    expect(w!.samples).toHaveLength(0)
    expect(w!.ms).toBeNaN()
    expect(t!.failure).toBe('threw RangeError: nope')
    expect(t!.samples).toHaveLength(0)
  })

  it('leaves a wrong contender out of the ratios and fails the correctness target for a wrong codec', () => {
    const results = measure(
      [
        { ...wrong, kind: 'ours' },
        { ...right, kind: 'native' },
      ],
      settings,
    )
    const c = withRatios({
      op: 'decode',
      scheme: 'utf8',
      corpus: 'x',
      group: 'lipsum',
      bytes: bytes.length,
      results,
    })
    expect(c.ratioNative).toBeNaN()
    const target = correctnessTarget([c])
    expect(target.status).toBe('fail')
    expect(target.detail).toMatch(/^1 wrong, first: utf8 decode on x: string differs/)
  })

  it('picks the fastest pure-JS peer that does the whole job', () => {
    const c = withRatios({
      op: 'decode-replace',
      scheme: 'utf8',
      corpus: 'x',
      group: 'lipsum',
      bytes: 1000,
      results: [
        fake('ours', 'ours', 2),
        fake('native', 'native', 1),
        fake('lax', 'peer', 0.5, 'lenient: no WHATWG replacement'),
        fake('slow', 'peer', 4),
        fake('hand-off', 'peer-native', 0.1),
      ],
    })
    expect(c.bestPeer).toBe('slow')
    expect(c.ratioBestPeer).toBe(2)
    expect(c.ratioNative).toBe(0.5)
  })

  it('takes ours/native as the median of per-round ratios when both were timed in the same rounds', () => {
    const base = { op: 'decode', scheme: 'utf8', corpus: 'x', group: 'lipsum', bytes: 1000 } as const
    // Round by round the native codec takes twice our time, though the machine slows down in rounds 3 to 5:
    // the ratio of the medians (4 / 2) would say 2 too here, but not when the slow rounds fall unevenly.
    const ours = { ...fake('ours', 'ours', 2), samples: [1, 1, 4, 4, 4] }
    const native = { ...fake('native', 'native', 4), samples: [2, 2, 8, 8, 8] }
    expect(withRatios({ ...base, results: [ours, native] }).ratioNative).toBe(2)
    const skewed = { ...fake('native', 'native', 2), samples: [2, 2, 2, 8, 8] }
    // Medians 4 and 2 would give 0.5; per round the ratios are 2, 2, 0.5, 2, 2.
    expect(withRatios({ ...base, results: [ours, skewed] }).ratioNative).toBe(2)
    // Different numbers of samples (one was timed in fewer rounds): the ratio of the medians.
    const short = { ...fake('native', 'native', 3), samples: [3, 3, 3] }
    expect(withRatios({ ...base, results: [ours, short] }).ratioNative).toBe(1.5)
  })

  it('times ours and the native reference back to back in every round', () => {
    const log: string[] = []
    const entry = (name: string, kind: Entry['kind']): Entry => ({
      name,
      kind,
      bytes: 1,
      run: () => {
        log.push(name)
        return ''
      },
      check: () => null,
    })
    measure([entry('p', 'peer'), entry('o', 'ours'), entry('q', 'peer'), entry('n', 'native')], {
      minBatchMs: 0,
      rounds: 4,
      warmupMs: 0,
    })
    // The last 4 rounds of one call each (after the checks, calibration and warm-up calls).
    const rounds = log.slice(-16).join('')
    expect(rounds).toBe('onpq' + 'noqp' + 'onpq' + 'noqp')
  })
})

/** A run's environment on Node `version`. */
const node = (version: string) =>
  ({
    runtime: 'node',
    version,
    engine: 'V8',
    cpu: 'x',
    cores: 2,
    memoryGiB: 1,
    os: 'x',
    loadAverage: 0,
    date: '',
  }) as const
/** Every target's scheme and operation ran; no streams. */
const all = { ran: () => true, memoryRan: false, expectedStreams: [] }

describe('targets', () => {
  const env = node('20')
  const decodeCase = (corpus: string, oursMs: number, nativeMs: number) =>
    withRatios({
      op: 'decode',
      scheme: 'utf8',
      corpus,
      group: 'lipsum',
      bytes: 1000,
      results: [fake('utf8x', 'ours', oursMs), fake('TextDecoder', 'native', nativeMs)],
    })

  it('passes the utf8 decode targets when we are fast enough on every corpus', () => {
    const results = evaluateTargets([decodeCase('a', 1, 1.4), decodeCase('b', 1, 1.4)], [], env, all)
    const byName = new Map(results.map((t) => [t.target, t.status]))
    expect(byName.get('utf8 decode ≥ 0.95× native on every corpus')).toBe('pass')
    expect(byName.get('utf8 decode ≥ 1.3× native, geometric mean (Node 20, 22)')).toBe('pass')
    expect(byName.get('utf8 encode ≥ 0.95× TextEncoder (geometric mean), ≥ 0.9× on every corpus')).toBe(
      'not measured',
    )
  })

  it('fails them when one corpus is slower, and says by how much', () => {
    const results = evaluateTargets([decodeCase('a', 1, 2), decodeCase('b', 2, 1)], [], env, all)
    const every = results.find((t) => t.target === 'utf8 decode ≥ 0.95× native on every corpus')!
    expect(every.status).toBe('fail')
    expect(every.detail).toBe('min 0.5× (need ≥ 0.95×; worst 0.5× on b) over 2 corpora')
    const mean = results.find((t) => t.target === 'utf8 decode ≥ 1.3× native, geometric mean (Node 20, 22)')!
    expect(mean.status).toBe('fail')
    expect(mean.detail).toBe('geometric mean 1× (need ≥ 1.3×) over 2 corpora')
  })

  it('skips what was filtered out', () => {
    const results = evaluateTargets([], [], env, { ...all, ran: (scheme) => scheme !== 'utf8' })
    expect(results.find((t) => t.target === 'utf8 decode ≥ 0.95× native on every corpus')!.status).toBe(
      'skipped',
    )
    expect(results.find((t) => t.target.startsWith('every DecoderStream'))!.status).toBe('skipped')
  })
})

describe('targets per runtime (issue 17)', () => {
  /** A case whose ours/native ratio is `ratio` (native time / our time). */
  const at = (scheme: string, op: 'decode' | 'decode-replace' | 'encode', corpus: string, ratio: number) =>
    withRatios({
      op,
      scheme,
      corpus,
      group: 'mars',
      bytes: 1000,
      results: [fake('utf8x', 'ours', 1), fake('native', 'native', ratio)],
    })
  /** Cases on corpora `a` and `b` with these ratios. */
  const two = (scheme: string, op: 'decode' | 'encode', a: number, b: number) => [
    at(scheme, op, 'a', a),
    at(scheme, op, 'b', b),
  ]
  /** The targets of a run on Node `version` that measured `cases`. */
  const on = (version: string, ...cases: ReturnType<typeof at>[]) =>
    evaluateTargets(cases, [], node(version), all)
  const find = (targets: ReturnType<typeof evaluateTargets>, prefix: string) => {
    const found = targets.find((t) => t.target.startsWith(prefix))
    if (found === undefined) throw new Error(`no target ${prefix}`)
    return found
  }

  it('asks 1.3× of utf8 decode, strict and with replacement, on Node 20 and 22 only', () => {
    const cases = [at('utf8', 'decode', 'a', 1.4), at('utf8', 'decode-replace', 'a', 1.2)]
    for (const version of ['20.20.2', '22.23.3']) {
      const targets = on(version, ...cases)
      expect(find(targets, 'utf8 decode ≥ 1.3×').status).toBe('pass')
      const replace = find(targets, 'utf8 decode-replace ≥ 1.3×')
      expect(replace.status).toBe('fail')
      expect(replace.detail).toBe('geometric mean 1.2× (need ≥ 1.3×) over 1 corpora')
    }
    for (const version of ['24.21.0', '26.10.0']) {
      const t = find(on(version, ...cases), 'utf8 decode ≥ 1.3×')
      expect(t.status).toBe('skipped')
      expect(t.detail).toBe(
        `Node 20 and 22 only, whose TextDecoder is slow off ASCII (this is Node ${version})`,
      )
    }
    // The 0.95× floor holds everywhere, for replacement decoding too.
    const low = on('26.10.0', at('utf8', 'decode-replace', 'a', 0.9))
    expect(find(low, 'utf8 decode-replace ≥ 0.95×').status).toBe('fail')
  })

  it('asks 0.9× of every scheme that reads ordinary text as UTF-8 bytes', () => {
    for (const scheme of ['eightByte', 'utfInfinity8', 'sevenByte', 'utf8Rfc2279', 'wtf8']) {
      const targets = on('24.21.0', ...two(scheme, 'decode', 1, 0.85))
      const t = find(targets, `${scheme} decode of ordinary text ≥ 0.9×`)
      expect(t.status, scheme).toBe('fail')
      expect(t.detail).toBe('min 0.85× (need ≥ 0.9×; worst 0.85× on b) over 2 corpora')
    }
  })

  it('asks correctedUtf8 decode 0.5× (geometric mean) and 0.3× (every corpus) everywhere, 1.0× on Node 20, 22', () => {
    const on24 = on('24.21.0', ...two('correctedUtf8', 'decode', 1.2, 0.25))
    const everywhere = find(on24, 'correctedUtf8 decode ≥ 0.5×')
    expect(everywhere.status).toBe('fail')
    expect(everywhere.detail).toBe(
      'min 0.25× (need ≥ 0.3×; worst 0.25× on b); geometric mean 0.548× (need ≥ 0.5×) over 2 corpora',
    )
    expect(find(on24, 'correctedUtf8 decode ≥ 1.0×').status).toBe('skipped')
    const on20 = on('20.20.2', ...two('correctedUtf8', 'decode', 1.1, 0.95))
    expect(find(on20, 'correctedUtf8 decode ≥ 0.5×').status).toBe('pass')
    expect(find(on20, 'correctedUtf8 decode ≥ 1.0×').status).toBe('pass')
  })

  it('asks correctedUtf8 encode 0.7× of TextEncoder (it was 0.5×)', () => {
    const t = find(on('20.20.2', at('correctedUtf8', 'encode', 'a', 0.6)), 'correctedUtf8 encode')
    expect(t.target).toBe('correctedUtf8 encode ≥ 0.7× TextEncoder (geometric mean)')
    expect(t.status).toBe('fail')
  })

  it('asks cesu8 and mutf8 to keep within 0.8× of utf8 on the corpora both ran', () => {
    const targets = on(
      '24.21.0',
      ...two('utf8', 'decode', 1.2, 1.0),
      at('utf8', 'decode', 'only-utf8', 5),
      ...two('cesu8', 'decode', 1.2, 0.7),
      ...two('mutf8', 'decode', 1.2, 0.9),
    )
    const cesu = find(targets, 'cesu8 decode within 0.8× of utf8')
    expect(cesu.status).toBe('pass')
    expect(cesu.detail).toBe(
      "geometric mean 0.837× of utf8's speed (need ≥ 0.8×; worst 0.7× on b) over 2 corpora",
    )
    expect(find(targets, 'mutf8 decode within 0.8× of utf8').status).toBe('pass')
    const slower = on('20.20.2', at('utf8', 'encode', 'a', 1.5), at('mutf8', 'encode', 'a', 1.0))
    expect(find(slower, 'mutf8 encode within 0.8× of utf8').status).toBe('fail')
    expect(find(slower, 'cesu8 encode within 0.8× of utf8').status).toBe('not measured')
  })

  it('asks every DecoderStream 0.9× of TextDecoderStream for the same text', () => {
    const stream = (name: string, unitsPerSecond: number) => ({
      name,
      note: '',
      streamBytes: 32 * 2 ** 20,
      seconds: 1,
      mbps: 1,
      unitsPerSecond,
      peakRssMiB: 1,
      peakHeapMiB: 1,
      retainedQuarterMiB: 0,
      retainedMiB: 0,
      bounded: true,
    })
    const selection = { ...all, memoryRan: true, expectedStreams: ['utf8 DecoderStream', 'cesu8 via core'] }
    const speed = (list: StreamMemoryResult[]) =>
      find(evaluateTargets([], list, node('24.21.0'), selection), 'every DecoderStream ≥ 0.9×')
    const fast = speed([
      stream('TextDecoderStream', 100),
      stream('utf8 DecoderStream', 95),
      stream('cesu8 via core', 120),
    ])
    expect(fast.status).toBe('pass')
    const slow = speed([
      stream('TextDecoderStream', 100),
      stream('utf8 DecoderStream', 95),
      stream('cesu8 via core', 50),
    ])
    expect(slow.status).toBe('fail')
    expect(slow.detail).toBe('min 0.5× (need ≥ 0.9×; worst 0.5× on cesu8 via core) over 2 streams of 32 MiB')
    const missing = speed([stream('TextDecoderStream', 100), stream('utf8 DecoderStream', 95)])
    expect(missing.status).toBe('not measured')
    expect(missing.detail).toMatch(/missing: cesu8 via core$/)
    expect(speed([stream('utf8 DecoderStream', 95)]).status).toBe('not measured')
    // The paired ratio, where measured, decides over the long stream's throughput.
    const paired = (ratio: number) => ({ ratio, rounds: 7, passBytes: 4 * 2 ** 20 })
    const pairedSlow = speed([
      stream('TextDecoderStream', 100),
      { ...stream('utf8 DecoderStream', 150), paired: paired(0.85) },
      { ...stream('cesu8 via core', 50), paired: paired(1.25) },
    ])
    expect(pairedSlow.status).toBe('fail')
    expect(pairedSlow.detail).toBe(
      'min 0.85× (need ≥ 0.9×; worst 0.85× on utf8 DecoderStream) over 2 streams of 32 MiB',
    )
  })
})

describe('slow contenders', () => {
  it('are reported from their first call alone when it exceeds maxCallMs', () => {
    let calls = 0
    const slow: Entry = {
      name: 'slow',
      kind: 'peer',
      bytes: 10,
      run: () => {
        calls++
        const end = performance.now() + 3
        while (performance.now() < end) {}
        return 'x'
      },
      check: (o) => checkString('x', o),
    }
    const [r] = measure([slow], { minBatchMs: 1, rounds: 5, warmupMs: 0, maxCallMs: 1 })
    expect(calls).toBe(1)
    expect(r!.samples).toHaveLength(1)
    expect(r!.failure).toBeUndefined()
    expect(r!.ms).toBeGreaterThanOrEqual(3)
  })
})
