import { describe, expect, it } from 'vitest'
import { EncodeError, utf8, utf8Js, utf8Rfc2279, wtf8 } from '../src/index.ts'
import { decodeError, fromHex, toHex } from './helpers.ts'
import kuhn from './vectors/kuhn-utf8-test.json' with { type: 'json' }
import wpt from './vectors/wpt-encoding-utf8.json' with { type: 'json' }

interface Expectation {
  ok: boolean
  codePoints?: string[]
  errorKind?: string
  offset?: number
}

interface Case {
  id: string
  bytes: string
  utf8Strict: Expectation
  rfc2279Strict: Expectation
  wtf8Strict: Expectation
  replacement: string[]
  bomHandling?: boolean
  sourceTextDecoderDefault?: string[]
  chunks?: (string | null)[]
  streamFlags?: boolean[]
  sourceChunkOutputs?: string[][]
}

const cases = [...(kuhn.cases as Case[]), ...(wpt.cases as Case[])]
const codePointsOf = (hex: string[]) => hex.map((h) => Number.parseInt(h, 16))
const textOf = (hex: string[]) => String.fromCodePoint(...codePointsOf(hex))
const KEEP_BOM = { ignoreBOM: true }

describe.each([
  ['utf8Strict', utf8],
  ['utf8Strict', utf8Js],
  ['rfc2279Strict', utf8Rfc2279],
  ['wtf8Strict', wtf8],
] as const)('%s vectors through %s', (field, codec) => {
  it.each(cases.map((c) => [c.id, c] as const))('%s', (_, c) => {
    const bytes = fromHex(c.bytes)
    const expected = c[field]
    if (expected.ok) {
      expect(codec.decodeCodePoints(bytes, KEEP_BOM)).toEqual(codePointsOf(expected.codePoints ?? []))
      expect(codec.validate(bytes)).toBeNull()
    } else {
      const error = decodeError(() => codec.decodeCodePoints(bytes, KEEP_BOM))
      expect([error.scheme, error.kind, error.offset]).toEqual([
        codec.name,
        expected.errorKind,
        expected.offset,
      ])
      expect(codec.validate(bytes)?.kind).toBe(expected.errorKind)
      expect(codec.validate(bytes)?.offset).toBe(expected.offset)
    }
  })
})

describe.each([utf8, utf8Js])('%s replacement and BOM vectors', (codec) => {
  it.each(cases.map((c) => [c.id, c] as const))('%s', (_, c) => {
    const bytes = fromHex(c.bytes)
    expect(codec.decode(bytes, { fatal: false, ignoreBOM: true })).toBe(textOf(c.replacement))
    expect(codec.decode(bytes, { fatal: false })).toBe(new TextDecoder().decode(bytes))
    if (c.bomHandling && c.sourceTextDecoderDefault) {
      expect(codec.decode(bytes)).toBe(textOf(c.sourceTextDecoderDefault))
      expect(codec.decode(bytes, KEEP_BOM)).toBe(textOf(c.utf8Strict.codePoints ?? []))
    }
  })
})

describe('web-platform-tests streaming cases', () => {
  const streaming = (wpt.cases as Case[]).filter((c) => c.chunks !== undefined)
  it.each(streaming.map((c) => [c.id, c] as const))('%s', (_, c) => {
    for (const codec of [utf8, utf8Js]) {
      const decoder = codec.createDecoder({ fatal: false })
      const outputs = (c.chunks ?? []).map((chunk, k) =>
        decoder.decode(chunk === null ? undefined : fromHex(chunk), { stream: c.streamFlags?.[k] ?? false }),
      )
      expect(outputs).toEqual((c.sourceChunkOutputs ?? []).map(textOf))
    }
  })
})

describe('web-platform-tests encoder cases', () => {
  interface EncoderCase {
    id: string
    utf16CodeUnits: string[]
    textEncoderBytes: string
    referenceUtf8StrictEncode: { ok: boolean; bytes?: string; errorKind?: string; index?: number }
    referenceWtf8Encode: { ok: boolean; bytes?: string }
  }
  it.each((wpt.encoderCases as EncoderCase[]).map((c) => [c.id, c] as const))('%s', (_, c) => {
    const text = String.fromCharCode(...c.utf16CodeUnits.map((u) => Number.parseInt(u, 16)))
    expect(toHex(utf8.encode(text, { fatal: false }))).toBe(c.textEncoderBytes)
    expect(toHex(utf8Js.encode(text, { fatal: false }))).toBe(c.textEncoderBytes)
    const strict = c.referenceUtf8StrictEncode
    for (const codec of [utf8, utf8Js]) {
      if (strict.ok) {
        expect(toHex(codec.encode(text))).toBe(strict.bytes)
      } else {
        expect(() => codec.encode(text)).toThrow(EncodeError)
        try {
          codec.encode(text)
        } catch (error) {
          expect([(error as EncodeError).kind, (error as EncodeError).index]).toEqual([
            strict.errorKind,
            strict.index,
          ])
        }
      }
    }
    expect(toHex(wtf8.encode(text))).toBe(c.referenceWtf8Encode.bytes)
    expect(wtf8.decode(wtf8.encode(text))).toBe(text)
  })
})
