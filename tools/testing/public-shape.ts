// The one public shape of a scheme package (API.md; issue 18): its main codec's methods as top-level
// functions, the four classes, the errors and their brand checks. Shared by the packages' test suites
// (not published): each package test gives its exact list of names and its main codec.
import type { Codec, DecodeError, EncodeError } from '@utf8x/core'
import { describe, expect, it } from 'vitest'

/** The names every scheme package exports at top level, sorted. */
export const SHAPE_NAMES: readonly string[] = [
  'DecodeError',
  'Decoder',
  'DecoderStream',
  'EncodeError',
  'Encoder',
  'EncoderStream',
  'byteLength',
  'createDecoder',
  'decode',
  'decodeCodePoints',
  'encode',
  'encodeCodePoints',
  'encodeInto',
  'encodedLength',
  'explain',
  'isDecodeError',
  'isEncodeError',
  'isWellFormed',
  'validate',
]

/** A scheme package's module, as these checks use it. */
type SchemeModule = Record<string, unknown> & {
  DecodeError: abstract new (...args: never[]) => DecodeError
  EncodeError: abstract new (...args: never[]) => EncodeError
  isDecodeError(value: unknown): boolean
  isEncodeError(value: unknown): boolean
}

type Method = (...args: never[]) => unknown

/** What `run` throws (fails when it returns). */
function thrown(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('expected a throw')
}

/**
 * `module`'s own names are exactly {@link SHAPE_NAMES} and `extras` (the package's own names, an explicit
 * list), nothing more or less.
 */
export function expectNames(module: object, extras: readonly string[]): void {
  expect(extras.filter((name) => SHAPE_NAMES.includes(name))).toEqual([])
  expect(Object.keys(module).sort()).toEqual([...SHAPE_NAMES, ...extras].sort())
}

/** The tests of a scheme package's public shape: its names, its main codec's functions, its `explain`. */
export function describePublicShape(options: {
  readonly name: string
  readonly module: SchemeModule
  readonly main: Codec<number> | Codec<bigint>
  /** The package's names beyond {@link SHAPE_NAMES}. */
  readonly extras: readonly string[]
  /** A code point the main codec encodes (for `encodedLength`). */
  readonly codePoint: number
  /** Checks the package's `explain` on an example. */
  readonly explain: () => void
}): void {
  const { name, module, main, extras, codePoint } = options
  describe(`${name} top level`, () => {
    it('exports exactly the shared names and its own', () => expectNames(module, extras))
    it(`exports the main codec (${main.name}) as functions`, () => {
      expectMainCodecFunctions(module, main, {
        text: 'héllo, € 😀',
        bad: Uint8Array.of(0x61, 0x80),
        codePoint,
      })
    })
    it('exports explain', options.explain)
  })
}

/**
 * Each top-level function of `module` behaves as the same method of `main`: on `text` (which the scheme
 * encodes), on `bad` (ill-formed bytes) and on `codePoint`.
 */
export function expectMainCodecFunctions(
  module: SchemeModule,
  main: Codec<number> | Codec<bigint>,
  sample: { readonly text: string; readonly bad: Uint8Array; readonly codePoint: number },
): void {
  const fn = (name: string) => module[name] as Method
  const call = (name: string, ...args: unknown[]) => (fn(name) as (...a: unknown[]) => unknown)(...args)
  const method = (name: string, ...args: unknown[]) =>
    ((main as unknown as Record<string, (...a: unknown[]) => unknown>)[name] as (...a: unknown[]) => unknown)(
      ...args,
    )
  const { text, bad, codePoint } = sample
  const bytes = main.encode(text)
  expect(bytes.length).toBeGreaterThan(0)

  expect(call('encode', text)).toEqual(bytes)
  expect(call('decode', bytes)).toBe(text)
  expect(call('decode', bad, { fatal: false })).toBe(method('decode', bad, { fatal: false }))
  const into = new Uint8Array(bytes.length + 2)
  const intoMain = new Uint8Array(bytes.length + 2)
  expect(call('encodeInto', text, into)).toEqual(method('encodeInto', text, intoMain))
  expect(into).toEqual(intoMain)
  const codePoints = method('decodeCodePoints', bytes) as unknown[]
  expect(call('decodeCodePoints', bytes)).toEqual(codePoints)
  expect(call('encodeCodePoints', codePoints)).toEqual(bytes)
  expect(call('validate', bytes)).toBeNull()
  expect(call('isWellFormed', bytes)).toBe(true)
  expect(call('isWellFormed', bad)).toBe(false)
  expect(call('byteLength', text)).toBe(bytes.length)
  expect(call('encodedLength', codePoint)).toBe(method('encodedLength', codePoint))
  const decoder = call('createDecoder') as { encoding: string; decode(b?: Uint8Array, o?: object): string }
  expect(decoder.encoding).toBe(main.name)
  let streamed = ''
  for (const byte of bytes) streamed += decoder.decode(Uint8Array.of(byte), { stream: true })
  expect(streamed + decoder.decode()).toBe(text)
  // explain is the main codec's, for a code point and for ill-formed bytes (core's one Explanation).
  expect(call('explain', codePoint)).toEqual(method('explain', codePoint))
  const explained = call('explain', bad) as { scheme: string; error: DecodeError | null }
  expect(explained).toEqual(method('explain', bad))
  expect(explained.scheme).toBe(main.name)
  expect([explained.error?.kind, explained.error?.offset]).toEqual([
    main.validate(bad)?.kind,
    main.validate(bad)?.offset,
  ])

  // The errors: the package's classes and brand checks recognise what its functions throw.
  const invalid = call('validate', bad) as DecodeError
  const expected = main.validate(bad) as DecodeError
  expect([invalid.scheme, invalid.kind, invalid.offset]).toEqual([main.name, expected.kind, expected.offset])
  const decodeError = thrown(() => call('decode', bad))
  expect(decodeError).toBeInstanceOf(module.DecodeError)
  expect(module.isDecodeError(decodeError) && !module.isEncodeError(decodeError)).toBe(true)
  expect(decodeError).toMatchObject({ name: 'DecodeError', kind: expected.kind, offset: expected.offset })
  const encodeError = thrown(() => call('encodeCodePoints', [-1]))
  expect(encodeError).toBeInstanceOf(module.EncodeError)
  expect(module.isEncodeError(encodeError) && !module.isDecodeError(encodeError)).toBe(true)
  expect(encodeError).toMatchObject({ name: 'EncodeError', kind: 'out-of-range', index: 0, codePoint: -1 })

  // The classes default to the main codec.
  for (const name of ['Decoder', 'DecoderStream', 'Encoder', 'EncoderStream']) {
    const made = new (module[name] as new () => { encoding: string })()
    expect(made.encoding).toBe(main.name)
  }
  const Encoder = module.Encoder as new () => { encode(text: string): Uint8Array }
  expect(new Encoder().encode(text)).toEqual(bytes)
}
