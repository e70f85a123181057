import { describe, expect, test } from 'vitest'
import { growth } from '../../../tools/testing/chunks.ts'
import { eightByte, sevenByte, sixtyFiveBit } from '../src/index.ts'
import { REF_65, REF_EIGHT, REF_SEVEN, type RefScheme, refDecode, refEncode } from './reference.ts'

const repeat = (period: number[], times: number) =>
  Uint8Array.from({ length: period.length * times }, (_, k) => period[k % period.length] as number)

// Inputs of n and 16n bytes: linear work grows 16× (a little more with cache effects); work that rescans
// (quadratic) grows 256×. The bound, 64, leaves room for a busy machine and tells the two apart.
const N = 4_096
const STREAM_N = 1_024

type AnyCodec = typeof eightByte | typeof sevenByte | typeof sixtyFiveBit

interface Hostile {
  readonly name: string
  readonly codec: AnyCodec
  readonly ref: RefScheme
  readonly period: number[]
}

const max65 = refEncode(REF_65, 2n ** 65n - 1n)
const hostile: Hostile[] = [
  { name: 'continuation bytes', codec: eightByte, ref: REF_EIGHT, period: [0x80] },
  { name: 'FE leads', codec: eightByte, ref: REF_EIGHT, period: [0xfe] },
  { name: 'FF leads', codec: eightByte, ref: REF_EIGHT, period: [0xff] },
  { name: 'FF (invalid) in seven-byte', codec: sevenByte, ref: REF_SEVEN, period: [0xff] },
  { name: 'FE FF alternating', codec: eightByte, ref: REF_EIGHT, period: [0xfe, 0xff] },
  {
    name: '8-byte sequences missing their last byte',
    codec: eightByte,
    ref: REF_EIGHT,
    period: [0xff, 0xbf, 0xbf, 0xbf, 0xbf, 0xbf, 0xbf],
  },
  {
    name: 'truncated 2- to 7-byte sequences, alternating',
    codec: eightByte,
    ref: REF_EIGHT,
    period: [0xc3, 0xe2, 0x82, 0xf4, 0x8f, 0xbf, 0xfc, 0xbf, 0xbf, 0xbf],
  },
  { name: '65-bit leads FF', codec: sixtyFiveBit, ref: REF_65, period: [0xff] },
  { name: '65-bit continuation bytes', codec: sixtyFiveBit, ref: REF_65, period: [0x9f] },
  {
    name: '65-bit sequences missing their last byte',
    codec: sixtyFiveBit,
    ref: REF_65,
    period: max65.slice(0, -1),
  },
]

/** Decodes `bytes` one byte at a time through the incremental decoder (replacing). */
function streamed(codec: AnyCodec, bytes: Uint8Array): string {
  const decoder = codec.createDecoder({ fatal: false })
  let text = ''
  for (let i = 0; i < bytes.length; i++) text += decoder.decode(bytes.subarray(i, i + 1), { stream: true })
  return text + decoder.decode()
}

describe('hostile input takes work linear in its length', () => {
  for (const { name, codec, ref, period } of hostile) {
    test(name, () => {
      const times = Math.ceil(N / period.length)
      const small = repeat(period, times)
      const large = repeat(period, 16 * times)
      // Exact results: each period decodes alone (it ends where the next starts).
      const one = refDecode(ref, period, false)
      if (!one.ok) throw new Error('replacement never fails')
      const perPeriod = one.values.length
      const got = codec.decodeCodePoints(small, { fatal: false }) as (number | bigint)[]
      expect(got.map(BigInt)).toEqual(Array.from({ length: times }, () => one.values).flat())
      expect(codec.decodeCodePoints(large, { fatal: false }).length).toBe(16 * times * perPeriod)
      const text = codec.decode(small, { fatal: false })
      expect(text).toBe('\uFFFD'.repeat(times * perPeriod))
      const strict = refDecode(ref, small, true)
      const error = codec.validate(small)
      expect(strict.ok).toBe(false)
      if (!strict.ok) expect([error?.kind, error?.offset]).toEqual([strict.kind, strict.offset])

      expect(
        growth(
          () => codec.decodeCodePoints(small, { fatal: false }),
          () => codec.decodeCodePoints(large, { fatal: false }),
        ),
      ).toBeLessThan(64)
      expect(
        growth(
          () => codec.decode(small, { fatal: false }),
          () => codec.decode(large, { fatal: false }),
        ),
      ).toBeLessThan(64)
      // validate stops at the first error: after a long valid run, it still reads the run once.
      const valid = repeat([0x41], 16 * N)
      const validThenHostile = new Uint8Array([...valid, ...small])
      const bigValidThenHostile = new Uint8Array([...repeat([0x41], 16 * 16 * N), ...small])
      expect(codec.validate(validThenHostile)?.offset).toBe(valid.length + (strict.ok ? 0 : strict.offset))
      expect(
        growth(
          () => codec.validate(validThenHostile),
          () => codec.validate(bigValidThenHostile),
        ),
      ).toBeLessThan(64)

      const streamTimes = Math.ceil(STREAM_N / period.length)
      const streamSmall = repeat(period, streamTimes)
      const streamLarge = repeat(period, 16 * streamTimes)
      expect(streamed(codec, streamSmall)).toBe('\uFFFD'.repeat(streamTimes * perPeriod))
      expect(
        growth(
          () => streamed(codec, streamSmall),
          () => streamed(codec, streamLarge),
        ),
      ).toBeLessThan(64)
    })
  }
})

describe('huge valid input takes work linear in its length', () => {
  const cases = [
    { name: '8-byte sequences of 2^42 − 1', codec: eightByte, period: refEncode(REF_EIGHT, 2n ** 42n - 1n) },
    { name: '7-byte sequences of 2^36 − 1', codec: sevenByte, period: refEncode(REF_SEVEN, 2n ** 36n - 1n) },
    { name: '14-byte 65-bit sequences of 2^65 − 1', codec: sixtyFiveBit, period: max65 },
  ] as const
  for (const { name, codec, period } of cases) {
    test(name, () => {
      const times = Math.ceil(N / period.length)
      const small = repeat(period, times)
      const large = repeat(period, 16 * times)
      expect(codec.validate(large)).toBeNull()
      const values = codec.decodeCodePoints(large) as (number | bigint)[]
      expect(values.length).toBe(16 * times)
      const top =
        codec === sixtyFiveBit ? 2n ** 65n - 1n : codec === eightByte ? 2n ** 42n - 1n : 2n ** 36n - 1n
      expect(values.every((v) => BigInt(v) === top)).toBe(true)
      expect(codec.decode(small, { fatal: false })).toBe('\uFFFD'.repeat(times))
      expect(streamed(codec, small.subarray(0, period.length * 100))).toBe('\uFFFD'.repeat(100))
      for (const run of [
        (b: Uint8Array) => codec.validate(b),
        (b: Uint8Array) => codec.decodeCodePoints(b),
        (b: Uint8Array) => codec.decode(b, { fatal: false }),
      ]) {
        expect(
          growth(
            () => run(small),
            () => run(large),
          ),
        ).toBeLessThan(64)
      }
      const streamSmall = small.subarray(0, period.length * Math.ceil(STREAM_N / period.length))
      const streamLarge = large.subarray(0, streamSmall.length * 16)
      expect(
        growth(
          () => streamed(codec, streamSmall),
          () => streamed(codec, streamLarge),
        ),
      ).toBeLessThan(64)
    })
  }
})
