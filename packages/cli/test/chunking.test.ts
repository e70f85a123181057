// The command's answers do not depend on how its input is cut into chunks: every scheme's errors
// (`validate --all`), conversions (`transcode`, strict and `--replace`) and acceptance (`detect`) on
// random inputs cut at random points equal those of the whole input, read by the codecs directly.
import { codecs, schemesAccepting } from '@utf8x/codecs'
import { type Codec, isBoundary, isDecodeError, isEncodeError, transcode } from '@utf8x/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { chunked, run } from './_run.ts'

type AnyCodec = Codec<number | bigint>
const all = codecs as readonly AnyCodec[]

/** Bytes that start, continue, break or end sequences in some scheme, and LF. */
const POOL = [
  0x00, 0x0a, 0x41, 0x7f, 0x80, 0x9f, 0xa0, 0xb0, 0xb4, 0xbf, 0xc0, 0xc2, 0xdf, 0xe0, 0xed, 0xef, 0xf0, 0xf4,
  0xf8, 0xfc, 0xfe, 0xff,
]

/** Random input: pool bytes and whole encodings of random code points in random schemes. */
const input = fc
  .array(
    fc.oneof(
      fc.constantFrom(...POOL).map((byte) => [byte]),
      fc
        .tuple(
          fc.constantFrom(...all),
          fc.oneof(fc.integer({ min: 0, max: 0x10ffff }), fc.integer({ min: 0, max: 0xffff })),
        )
        .map(([codec, codePoint]) => {
          try {
            return Array.from(
              codec.encodeCodePoints([
                typeof codec.maxCodePoint === 'bigint' || codec.maxCodePoint === null
                  ? BigInt(codePoint)
                  : codePoint,
              ]),
            )
          } catch {
            return [0x3f]
          }
        }),
    ),
    { maxLength: 24 },
  )
  .map((parts) => new Uint8Array(parts.flat()))
const cuts = fc.array(fc.nat(80), { maxLength: 8 })

/**
 * Every ill-formed run of the whole input, as `validate --all` defines them (see _check.ts): the bytes
 * each U+FFFD of the whole input's replacement decoding replaces, each with the first error there.
 */
function referenceErrors(codec: AnyCodec, bytes: Uint8Array) {
  const items = [...codec.codePoints(bytes, { fatal: false, offsets: true })]
  const next = new Map(items.map(([, offset], k) => [offset, items[k + 1]?.[1] ?? bytes.length]))
  const out: { kind: string; offset: number; line: number; column: number; message: string }[] = []
  let p = 0
  while (p < bytes.length) {
    const error = codec.validate(bytes.subarray(p))
    if (error === null) break
    const at = p + error.offset
    const lineStart = bytes.lastIndexOf(0x0a, at - 1) + 1
    let column = 1
    for (let i = lineStart; i < at; i++) {
      const byte = bytes[i] as number
      const continuation = codec.name === 'utf-8-65' ? (byte & 0xe0) === 0x80 : (byte & 0xc0) === 0x80
      if (!continuation && isBoundary(bytes, i, codec)) column++
    }
    let lines = 1
    for (let i = 0; i < at; i++) if (bytes[i] === 0x0a) lines++
    out.push({ kind: error.kind, offset: at, line: lines, column, message: error.shifted(p).message })
    const end = next.get(at)
    if (end === undefined) throw new Error(`${codec.name}: no U+FFFD at byte ${at} of replacement decoding`)
    p = end
  }
  return out
}

describe('chunking: answers are those of the whole input', () => {
  it.each(all.map((codec) => [codec.name, codec] as const))('validate --all, %s', async (_name, codec) => {
    await fc.assert(
      fc.asyncProperty(input, cuts, async (bytes, at) => {
        const ran = await run(['validate', '--all', '--json', '--scheme', codec.name], {
          stdin: chunked(bytes, at),
        })
        const report = JSON.parse(ran.out).files[0]
        const expected = referenceErrors(codec, bytes)
        expect(
          report.errors.map(({ kind, offset, line, column, message }: Record<string, unknown>) => ({
            kind,
            offset,
            line,
            column,
            message,
          })),
        ).toEqual(expected)
        expect(ran.status).toBe(expected.length === 0 ? 0 : 1)
        const first = codec.validate(bytes)
        expect(report.errors[0]?.message ?? null).toBe(first?.message ?? null)
      }),
      { numRuns: 150 },
    )
  })

  it.each(all.map((codec) => [codec.name, codec] as const))(
    'transcode from %s, strict and --replace',
    async (_name, from) => {
      await fc.assert(
        fc.asyncProperty(input, cuts, fc.constantFrom(...all), async (bytes, at, to) => {
          const strict = await run(['transcode', '--from', from.name, '--to', to.name], {
            stdin: chunked(bytes, at),
          })
          // The first problem in the input's order: an ill-formed sequence, or before it a code point the
          // target cannot hold (what precedes an ill-formed sequence decodes alone as in the whole input).
          const decodeError = from.validate(bytes)
          try {
            if (decodeError !== null) {
              transcode(bytes.subarray(0, decodeError.offset), from, to)
              throw decodeError
            }
            const expected = transcode(bytes, from, to)
            expect([strict.status, strict.err]).toEqual([0, ''])
            expect(Array.from(strict.stdout)).toEqual(Array.from(expected))
          } catch (error) {
            if (isDecodeError(error)) expect(strict.err).toContain(error.message)
            else if (isEncodeError(error)) expect(strict.err).toContain(`(input byte ${error.offset})`)
            else throw error
            expect(strict.status).toBe(1)
          }
          const replaced = await run(['transcode', '-r', '-f', from.name, '-t', to.name], {
            stdin: chunked(bytes, at),
          })
          const whole = await run(['transcode', '-r', '-f', from.name, '-t', to.name], { stdin: [bytes] })
          expect([replaced.status, replaced.err]).toEqual([0, ''])
          expect(Array.from(replaced.stdout)).toEqual(Array.from(whole.stdout))
          const codePoints = from.decodeCodePoints(bytes, { fatal: false })
          let direct: Uint8Array | null = null
          try {
            direct = to.encodeCodePoints(codePoints)
          } catch {}
          if (direct !== null) expect(Array.from(replaced.stdout)).toEqual(Array.from(direct))
        }),
        { numRuns: 60 },
      )
    },
  )

  it('detect lists the schemes schemesAccepting lists', async () => {
    await fc.assert(
      fc.asyncProperty(input, cuts, async (bytes, at) => {
        const ran = await run(['detect', '--json'], { stdin: chunked(bytes, at) })
        const [report] = JSON.parse(ran.out).files
        expect(report.accepted).toEqual(schemesAccepting(bytes).map((reading) => reading.codec.name))
        expect(ran.status).toBe(report.accepted.length > 0 ? 0 : 1)
      }),
      { numRuns: 200 },
    )
  })
})
