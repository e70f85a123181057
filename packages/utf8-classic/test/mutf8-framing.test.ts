// mutf8.writeUTF / mutf8.readUTF against Java's DataOutputStream.writeUTF and DataInputStream.readUTF:
// always against the committed vectors (vectors/java-write-utf.json, made by java/WriteUtfVectors.java),
// and where a JDK is installed against a live run of that program (the committed cases and random ones).
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { mutf8 } from '../src/index.ts'
import { decodeError, fromHex, toHex } from './helpers.ts'
import java from './vectors/java-write-utf.json' with { type: 'json' }

interface Vector {
  name: string
  units: string
  repeat: number
  frame?: string
  length?: number
  sha256?: string
  error?: string
}

const packageDir = fileURLToPath(new URL('..', import.meta.url))
const textOf = (units: string, repeat: number) =>
  String.fromCharCode(...(units === '' ? [] : units.split(' ').map((u) => Number.parseInt(u, 16)))).repeat(
    repeat,
  )
const sha256 = async (bytes: Uint8Array) =>
  toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>)))

/** Whether `java` runs here: CI's machine has no JDK, so the live comparison skips there, saying why. */
function findJava(): boolean {
  try {
    return spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0
  } catch {
    return false
  }
}
const hasJava = findJava()
if (!hasJava) {
  console.warn(
    'mutf8-framing: no `java` on PATH, so the live comparison with Java is skipped (the committed vectors still run)',
  )
}

/** Runs WriteUtfVectors.java on tab-separated cases; its JSON output. */
function runJava(cases: string): { vectors: Vector[] } {
  const run = spawnSync('java', ['test/java/WriteUtfVectors.java'], {
    cwd: packageDir,
    input: cases,
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  })
  if (run.status !== 0) throw new Error(`java failed: ${run.stderr}`)
  return JSON.parse(run.stdout)
}

const vectors = java.vectors as Vector[]

describe('mutf8.writeUTF and readUTF: the committed Java vectors', () => {
  it('cover the cases, the limit on both sides included', () => {
    expect(vectors.length).toBe(36)
    expect(vectors.filter((v) => v.error !== undefined).length).toBe(5)
    expect(vectors.filter((v) => v.sha256 !== undefined).length).toBe(5)
  })

  it.each(vectors)('$name', async (vector) => {
    const text = textOf(vector.units, vector.repeat)
    if (vector.error !== undefined) {
      expect(() => mutf8.writeUTF(text)).toThrow(RangeError)
      expect(() => mutf8.writeUTF(text)).toThrow(/above the 65535 a frame holds/)
      return
    }
    const frame = mutf8.writeUTF(text)
    if (vector.frame !== undefined) expect(toHex(frame)).toBe(vector.frame)
    else {
      expect(frame.length).toBe(vector.length)
      expect(await sha256(frame)).toBe(vector.sha256)
    }
    expect(mutf8.readUTF(frame)).toEqual({ text, next: frame.length })
  })
})

describe.skipIf(!hasJava)('mutf8.writeUTF and readUTF: live against Java (needs `java` on PATH)', () => {
  it('the committed vectors are what Java writes today', () => {
    const tsv = readFileSync(new URL('java/write-utf-cases.tsv', import.meta.url), 'utf8')
    expect(runJava(tsv).vectors).toEqual(vectors)
  })

  it('writeUTF equals Java byte for byte, and readUTF reads Java back, on random strings', () => {
    const unit = fc.oneof(
      fc.constantFrom(0x00, 0x41, 0x7f, 0x80, 0x7ff, 0x800, 0xd800, 0xdbff, 0xdc00, 0xdfff, 0xfeff, 0xffff),
      fc.integer({ min: 0, max: 0xffff }),
    )
    const strings = fc.sample(fc.array(unit, { maxLength: 40 }), { numRuns: 300, seed: 19 })
    const cases = strings.map(
      (u, k) => `r${k}\t${u.map((c) => c.toString(16).padStart(4, '0')).join(' ')}\t1`,
    )
    const out = runJava(cases.join('\n')).vectors
    expect(out.length).toBe(strings.length)
    strings.forEach((u, k) => {
      const text = String.fromCharCode(...u)
      const frame = (out[k] as Vector).frame as string
      expect(toHex(mutf8.writeUTF(text))).toBe(frame)
      expect(mutf8.readUTF(fromHex(frame)).text).toBe(text)
    })
  })
})

describe('mutf8.readUTF', () => {
  it('reads frames one after another, from any offset', () => {
    const bytes = fromHex('ff' + '0002c080' + '0000' + '0006eda0bdedb880' + '000341edb0')
    let at = 1
    const texts: string[] = []
    while (at < bytes.length - 5) {
      const { text, next } = mutf8.readUTF(bytes, at)
      texts.push(text)
      at = next
    }
    expect(texts).toEqual(['\0', '', '😀'])
    expect(at).toBe(15)
  })

  it('ignores bytes after the frame', () => {
    expect(mutf8.readUTF(fromHex('000141ffff'))).toEqual({ text: 'A', next: 3 })
    expect(mutf8.readUTF(fromHex('ffff0000'), 2)).toEqual({ text: '', next: 4 })
    expect(mutf8.readUTF(fromHex('01000041'), 1)).toEqual({ text: '', next: 3 })
  })

  it.each([
    // [bytes, offset, kind, error offset, message]
    ['', 0, 'truncated', 0, 'truncated writeUTF frame at byte 0: its 2-byte length needs 2 more'],
    ['00', 0, 'truncated', 0, 'truncated writeUTF frame at byte 0 (00): its 2-byte length needs 1 more'],
    ['410001', 3, 'truncated', 3, 'truncated writeUTF frame at byte 3: its 2-byte length needs 2 more'],
    [
      '000341',
      0,
      'truncated',
      0,
      'truncated writeUTF frame at byte 0 (00 03): the length announces 3 bytes, 1 follow',
    ],
    [
      'ffff0001',
      2,
      'truncated',
      2,
      'truncated writeUTF frame at byte 2 (00 01): the length announces 1 bytes, 0 follow',
    ],
    ['4100', 1, 'truncated', 1, 'truncated writeUTF frame at byte 1 (00): its 2-byte length needs 1 more'],
    // The body is decoded strictly: offsets count in the whole input.
    ['0002c3', 0, 'truncated', 0, undefined],
    ['610003c3a9ff', 1, 'invalid-lead', 5, undefined],
    ['00024100', 0, 'invalid-lead', 3, 'invalid lead at byte 3 (00): mutf-8 writes U+0000 as C0 80'],
    ['0002c0c0', 0, 'truncated', 2, undefined],
    ['0002c181', 0, 'overlong', 2, undefined],
    ['0004f09f9880', 0, 'invalid-lead', 2, undefined],
    ['000180', 0, 'unexpected-continuation', 2, undefined],
    // A sequence cut by the frame's end is truncated, even when the bytes after the frame complete it.
    [
      '0002e282ac',
      0,
      'truncated',
      2,
      'truncated 3-byte sequence at byte 2 (E2 82): the lead (1110xxxx) announces 2 extension bytes; 1 came, then the input ends',
    ],
  ] as const)('%s at %i: %s at %i', (hex, offset, kind, at, message) => {
    const error = decodeError(() => mutf8.readUTF(fromHex(hex), offset))
    expect(error.scheme).toBe('mutf-8')
    expect(error.kind).toBe(kind)
    expect(error.offset).toBe(at)
    if (message !== undefined) expect(error.message).toBe(`Cannot decode mutf-8: ${message}`)
  })

  it.each([
    [-1, RangeError],
    [4, RangeError],
    [1.5, RangeError],
    [Number.NaN, RangeError],
    [Number.POSITIVE_INFINITY, RangeError],
    ['1', TypeError],
    [1n, TypeError],
    [null, TypeError],
  ])('refuses the offset %s (%o)', (offset, type) => {
    expect(() => mutf8.readUTF(fromHex('000141'), offset as never)).toThrow(type)
    expect(() => mutf8.readUTF(fromHex('000141'), offset as never)).toThrow(/"offset"/)
  })

  it('refuses what is not a BufferSource, naming it', () => {
    expect(() => mutf8.readUTF('\u0000\u0001A' as never)).toThrow(
      expect.objectContaining({ name: 'TypeError', message: expect.stringContaining('"bytes"') }),
    )
  })

  it('reads any BufferSource and leaves it as it was', () => {
    const memory = fromHex('ff0002c080ff')
    expect(mutf8.readUTF(new DataView(memory.buffer, 1, 4))).toEqual({ text: '\0', next: 4 })
    expect(mutf8.readUTF(memory.buffer, 1)).toEqual({ text: '\0', next: 5 })
    expect(toHex(memory)).toBe('ff0002c080ff')
  })
})

describe('mutf8.writeUTF', () => {
  it('writes the length big-endian: 0x0100 bytes is 01 00', () => {
    const frame = mutf8.writeUTF('a'.repeat(256))
    expect(toHex(frame.subarray(0, 3))).toBe('010061')
    expect(frame.length).toBe(258)
  })

  it('says how long the text is in its RangeError', () => {
    expect(() => mutf8.writeUTF('\u0800'.repeat(21846))).toThrow(
      'Cannot writeUTF: the text takes 65538 bytes of Modified UTF-8, above the 65535 a frame holds',
    )
    expect(() => mutf8.writeUTF('a'.repeat(70000))).toThrow(
      'Cannot writeUTF: the text takes at least 70000 bytes of Modified UTF-8, above the 65535 a frame holds',
    )
  })

  it.each([[undefined], [null], [65], [new Uint8Array(1)]])(
    'refuses %o as text with a TypeError',
    (value) => {
      expect(() => mutf8.writeUTF(value as never)).toThrow(TypeError)
      expect(() => mutf8.writeUTF(value as never)).toThrow(/"text"/)
    },
  )

  it('round-trips through readUTF, any string up to the limit', () => {
    const unit = fc.oneof(
      fc.constantFrom(0, 0xd800, 0xdc00, 0xd83d, 0xde00),
      fc.integer({ min: 0, max: 0xffff }),
    )
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 64 }), (u) => {
        const text = String.fromCharCode(...u)
        const frame = mutf8.writeUTF(text)
        expect(toHex(frame.subarray(2))).toBe(toHex(mutf8.encode(text)))
        expect(mutf8.readUTF(frame)).toEqual({ text, next: frame.length })
      }),
      { numRuns: 1000 },
    )
  })

  it('works detached from the codec object', () => {
    const { writeUTF, readUTF } = mutf8
    expect(readUTF(writeUTF('x')).text).toBe('x')
  })
})
