import { readFileSync } from 'node:fs'
import { DecodeError, EncodeError } from '@utf8x/core'
import { describe, expect, test } from 'vitest'
import { hunkCapacity, hunkCodec } from '../src/index.ts'
import { decodeErrorOf } from './helpers.ts'
import { capacity, minimum, refDecode, refHunk } from './reference.ts'

/** Every unit string of `length` units over `bits`-bit units whose first unit passes `first`. */
function* strings(
  bits: number,
  length: number,
  first: (u: number) => boolean = () => true,
): Generator<Uint16Array> {
  const size = 2 ** bits
  const total = size ** length
  const units = new Uint16Array(length)
  for (let k = 0; k < total; k++) {
    let v = k
    for (let i = length - 1; i >= 0; i--) {
      units[i] = v % size
      v = Math.floor(v / size)
    }
    if (first(units[0] as number)) yield units
  }
}

/**
 * The exhaustive set for `bits`-bit hunks: every unit string of up to `short` units, and for every lead
 * of a longer sequence, the lead followed by every choice of 0 to n − 1 extension hunks, then nothing or
 * any one hunk (complete sequences, every truncation, every breaking unit, every overlong form).
 */
function* exhaustive(bits: number, short: number): Generator<Uint16Array> {
  for (let length = 1; length <= short; length++) yield* strings(bits, length)
  if (bits < 2) return
  const size = 2 ** bits
  const extensions = Array.from({ length: 2 ** (bits - 2) }, (_, k) => (2 << (bits - 2)) | k)
  const ref = refHunk(bits)
  for (let n = 2; n <= bits; n++) {
    const leads = Array.from({ length: size }, (_, u) => u).filter((u) => lead(ref, n, u))
    for (const l of leads) {
      for (let k = 0; k < n; k++) {
        if (1 + k + 1 <= short) continue // already among the short strings
        for (let combo = 0; combo < extensions.length ** k; combo++) {
          const body = [l]
          let c = combo
          for (let j = 0; j < k; j++) {
            body.push(extensions[c % extensions.length] as number)
            c = Math.floor(c / extensions.length)
          }
          yield Uint16Array.from(body)
          for (let u = 0; u < size; u++) yield Uint16Array.from([...body, u])
        }
      }
    }
  }
}

function lead(ref: ReturnType<typeof refHunk>, n: number, unit: number): boolean {
  const pattern = ref.patterns[n - 1] as string
  const bits = unit.toString(2).padStart(pattern.length, '0')
  return [...pattern].every((c, k) => c === 'd' || c === bits[k])
}

describe('exhaustive for hunks of 1 to 5 bits (every sequence up to the longest length)', () => {
  for (const bits of [1, 2, 3, 4, 5] as const) {
    test(`${bits}-bit hunks`, () => {
      const codec = hunkCodec(bits)
      const ref = refHunk(bits)
      let checked = 0
      const mismatches: string[] = []
      // Errors are built by the thousand here: skip their stack traces.
      const limit = Error.stackTraceLimit
      Error.stackTraceLimit = 0
      try {
        for (const units of exhaustive(bits, bits <= 4 ? Math.max(bits, 3) : 3)) {
          checked++
          const strict = refDecode(ref, units, true)
          const error = codec.validate(units)
          const a = strict.ok ? 'ok' : `${strict.kind}@${strict.offset}`
          const b = error === null ? 'ok' : `${error.kind}@${error.offset}`
          const loose = refDecode(ref, units, false)
          const got = codec.decodeCodePoints(units, { fatal: false })
          const same =
            a === b &&
            loose.ok &&
            got.length === loose.values.length &&
            got.every((v, k) => BigInt(v) === loose.values[k])
          if (!same && mismatches.length < 5) mismatches.push(`${Array.from(units).join(',')}: ${a} vs ${b}`)
        }
      } finally {
        Error.stackTraceLimit = limit
      }
      expect(mismatches).toEqual([])
      expect(checked).toBeGreaterThan([0, 2, 10, 50, 60_000, 150_000][bits] as number)
    })
  }
})

describe('capacity (Barber §8, SEMANTICS.md)', () => {
  test('largest values for N = 1…9', () => {
    const max = ([1, 2, 3, 4, 5, 6, 7, 8, 9] as const).map((n) => BigInt(hunkCodec(n).maxCodePoint))
    expect(max).toEqual([
      0n,
      1n,
      3n,
      63n,
      4095n,
      2n ** 20n - 1n,
      2n ** 30n - 1n,
      2n ** 42n - 1n,
      2n ** 56n - 1n,
    ])
  })

  test('the capacity table agrees with the reference and with encoding at each range end', () => {
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 9] as const) {
      const ref = refHunk(n)
      const codec = hunkCodec(n)
      for (const row of hunkCapacity(n)) {
        const e = row.length - 1
        expect(row.dataBits).toBe(capacity(ref, e))
        expect(row.min).toBe(minimum(ref, e))
        expect(row.overlongOnly).toBe(minimum(ref, e) === null)
        if (row.min !== null && row.max !== null) {
          const ends = n === 9 ? [row.min, row.max] : [Number(row.min), Number(row.max)]
          for (const v of ends)
            expect((codec.encodedLength as (v: number | bigint) => number)(v)).toBe(row.length)
        }
      }
    }
  })

  test('N = 2, 3, 4: the lengths that carry no more bits are overlong only', () => {
    expect(hunkCapacity(2).map((r) => r.overlongOnly)).toEqual([false, true])
    expect(hunkCapacity(3).map((r) => r.overlongOnly)).toEqual([false, true, true])
    expect(hunkCapacity(4).map((r) => r.overlongOnly)).toEqual([false, true, false, false])
    const error = hunkCodec(4).validate(new Uint16Array([0b1101, 0b1011]))
    expect([error?.kind, error?.offset, error?.message]).toEqual([
      'overlong',
      0,
      'Cannot decode utf-8-hunk-4: overlong 2-hunk sequence at hunk 0 (D B): U+0007 takes 1 hunk',
    ])
  })

  test('the README shows the capacity table the code generates', () => {
    // Compared with runs of spaces collapsed (a formatter may pad the columns).
    const squeeze = (text: string) => text.replace(/ +/g, ' ')
    const readme = squeeze(readFileSync(new URL('../README.md', import.meta.url), 'utf8'))
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 9] as const) {
      for (const r of hunkCapacity(n)) {
        const range = r.min === null ? 'overlong only' : `${r.min} – ${r.max}`
        const ext = r.extension === null ? '' : `\`${r.extension}\` × ${r.length - 1}`
        expect(readme).toContain(
          squeeze(`| ${n} | ${r.length} | \`${r.lead}\` | ${ext} | ${r.dataBits} | ${range} |`),
        )
      }
    }
  })
})

describe('hunk codec API', () => {
  const five = hunkCodec(5)

  test('same object per size; bad sizes', () => {
    expect(hunkCodec(5)).toBe(five)
    expect(five.name).toBe('utf-8-hunk-5')
    expect(five.unitBits).toBe(5)
    expect(five.maxSequenceLength).toBe(5)
    expect(hunkCodec(3).maxSequenceLength).toBe(1)
    expect(hunkCodec(4).maxSequenceLength).toBe(4)
    expect(() => hunkCodec(0 as 1)).toThrow(RangeError)
    expect(() => hunkCodec(10 as 1)).toThrow(RangeError)
    expect(() => hunkCodec(2.5 as 1)).toThrow(RangeError)
    expect(() => hunkCodec('8' as unknown as 1)).toThrow(TypeError)
  })

  test('strings in and out', () => {
    const hunks = five.encode('Añ')
    expect(five.hunkLength('Añ')).toBe(hunks.length)
    expect(five.decode(hunks)).toBe('Añ')
    // U+20AC is beyond 4095: out of range for 5-bit hunks.
    expect(() => five.encode('€')).toThrow(EncodeError)
    expect(Array.from(five.encode('€', { fatal: false }))).toEqual(Array.from(five.encodeCodePoints([0x1a])))
    expect(() => hunkCodec(3).encode('a', { fatal: false })).toThrow(/no replacement character fits/)
    const six = hunkCodec(6)
    expect(six.decode(six.encode('a😀'))).toBe('a😀')
    expect(hunkCodec(9).decode(hunkCodec(9).encode('a😀é'))).toBe('a😀é')
    const out = new Uint16Array(4)
    // 'a' takes 2 hunks, 'é' 3: only 'a' fits in 4.
    expect(six.encodeInto('aé😀', out)).toEqual({ read: 1, written: 2 })
  })

  test('a hunk wider than N bits starts nothing', () => {
    const error = five.validate(new Uint16Array([1, 0x20]))
    expect([error?.kind, error?.offset]).toEqual(['invalid-lead', 1])
    expect(error?.message).toBe(
      'Cannot decode utf-8-hunk-5: invalid lead at hunk 1 (20): hunk 20 is wider than 5 bits',
    )
    expect(five.decodeCodePoints([1, 0x20, 2], { fatal: false })).toEqual([1, 0xfffd, 2])
    // explain draws every bit of it (as structure: it holds no data), not its low five.
    const wide = five.explain(new Uint16Array([0x41])).sequences[0]
    expect([wide?.text, wide?.hex, wide?.diagram.dataBits, wide?.error?.kind]).toEqual([
      "wzz'zzzw",
      '41',
      0,
      'invalid-lead',
    ])
    expect(hunkCodec(2).explain(new Uint16Array([0x1c0])).sequences[0]?.text).toBe("w'wwzz'zzzz")
  })

  test('messages write each hunk in as many hex digits as the width needs', () => {
    const overlong = [0x41, 0xc0, 0x80]
    expect(hunkCodec(8).validate(new Uint16Array(overlong))?.message).toBe(
      'Cannot decode utf-8-hunk-8: overlong 2-hunk sequence at hunk 1 (C0 80): U+0000 takes 1 hunk',
    )
    expect(hunkCodec(8).explain(new Uint16Array(overlong)).sequences[1]?.hex).toBe('C0 80')
    expect(hunkCodec(9).validate(new Uint16Array([0x41, 0x180, 0x100]))?.message).toBe(
      'Cannot decode utf-8-hunk-9: overlong 2-hunk sequence at hunk 1 (180 100): U+0000 takes 1 hunk',
    )
    expect(hunkCodec(3).validate(new Uint16Array([6, 4]))?.message).toBe(
      'Cannot decode utf-8-hunk-3: overlong 2-hunk sequence at hunk 0 (6 4): U+0000 takes 1 hunk',
    )
  })

  test('9-bit hunks give bigints', () => {
    const nine = hunkCodec(9)
    const max = 2n ** 56n - 1n
    const hunks = nine.encodeCodePoints([max, 5])
    expect(hunks.length).toBe(10)
    expect(nine.decodeCodePoints(hunks)).toEqual([max, 5n])
    expect(decodeErrorOf(() => nine.decode(hunks)).kind).toBe('unrepresentable')
  })

  test('streaming: sequences split across chunks, errors counted in hunks from the stream start', () => {
    const six = hunkCodec(6)
    const hunks = six.encode('a😀b€')
    const decoder = six.createDecoder()
    let text = ''
    for (const h of hunks) text += decoder.decode(new Uint16Array([h]), { stream: true })
    expect(text + decoder.decode()).toBe('a😀b€')
    const strict = six.createDecoder()
    // 'a' takes two 6-bit hunks; the third starts the 6-hunk 😀.
    expect(strict.decode(hunks.subarray(0, 3), { stream: true })).toBe('a')
    const error = decodeErrorOf(() => strict.decode(new Uint16Array([0b100000, 0b000001])))
    expect(error).toBeInstanceOf(DecodeError)
    expect([error.kind, error.offset, error.scheme]).toEqual(['truncated', 2, 'utf-8-hunk-6'])
    expect(error.message).toBe(
      'Cannot decode utf-8-hunk-6: truncated 6-hunk sequence at hunk 2 (3F 20): the lead (111111) announces 5 extension hunks; 1 came, then 01, a single hunk (0xxxxx)',
    )
    // The decoder is reset after an error and after a final call.
    expect(strict.decode(new Uint16Array([0b000001]))).toBe('\u0001')
    const loose = six.createDecoder({ fatal: false })
    expect(loose.fatal).toBe(false)
    expect(loose.encoding).toBe('utf-8-hunk-6')
    expect(loose.decode(hunks.subarray(0, 3), { stream: true }) + loose.decode()).toBe('a\uFFFD')
  })

  test('wrong argument types', () => {
    expect(() => five.decode('abc' as unknown as Uint16Array)).toThrow(TypeError)
    expect(() => five.validate(new Uint8Array(2) as unknown as Uint16Array)).toThrow(/"hunks"/)
    expect(() => five.encodeCodePoints(5 as unknown as number[])).toThrow(/"codePoints"/)
    expect(() => five.encode(5 as unknown as string)).toThrow(/"text"/)
    expect(() => five.encodeInto('a', new Uint8Array(2) as unknown as Uint16Array)).toThrow(/"destination"/)
    expect(() => five.createDecoder(null as unknown as undefined)).toThrow(TypeError)
    expect(() => five.createDecoder().decode('x' as unknown as Uint16Array)).toThrow(/"input"/)
  })
})
