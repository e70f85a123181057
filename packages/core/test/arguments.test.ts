// The table of wrong argument types, run against every public function of core that takes input.
import * as contract from '@utf8x/core'
import * as internal from '@utf8x/core/internal'
import { describe, expect, it } from 'vitest'
import { assertIterable, toHunks } from '../src/args.ts'
import { bitLength } from '../src/bits.ts'
import { checkOptions } from '../src/options.ts'
import { toy } from './_toy-codec.ts'

const notBytes: unknown[] = [undefined, null, 0, 'abc', {}, [1, 2], true, Symbol('x'), () => 0]
const notStrings: unknown[] = [undefined, null, 0, {}, [], new Uint8Array(1), true]
const notOptions: unknown[] = [null, 0, 'fatal', true]
const notIterables: unknown[] = [undefined, null, 0, 'abc', {}, true]

const bytes = new Uint8Array([0x61])
/** The public functions of both entries. */
const core = {
  ...contract,
  ...internal,
  checkOptions,
  bitLength,
  assertIterable,
  toHunks,
}

/** [name, call with the bad value in the checked position, values that must throw TypeError] */
const table: [string, (bad: unknown) => unknown, unknown[]][] = [
  ['toBytes', (v) => core.toBytes(v), notBytes],
  ['toHunks', (v) => core.toHunks(v), [...notBytes.filter((x) => !Array.isArray(x)), [70000], [-1], ['a']]],
  ['assertString', (v) => core.assertString(v), notStrings],
  ['checkOptions', (v) => core.checkOptions(v), notOptions],
  ['isFatal', (v) => core.isFatal(v as never), notOptions],
  ['assertIterable', (v) => core.assertIterable(v), notIterables],
  ['isBoundary', (v) => core.isBoundary(v as never, 0), notBytes],
  ['boundaryAtOrBefore', (v) => core.boundaryAtOrBefore(v as never, 0), notBytes],
  ['previousBoundary', (v) => core.previousBoundary(v as never, 0), notBytes],
  ['nextBoundary', (v) => core.nextBoundary(v as never, 0), notBytes],
  ['sequenceStarts', (v) => [...core.sequenceStarts(v as never)], notBytes],
  ['truncate', (v) => core.truncate(v as never, 0), notBytes],
  ['parseCodePoint', (v) => core.parseCodePoint(v as never), [undefined, null, 0, {}]],
  ['parseCodePointBigInt', (v) => core.parseCodePointBigInt(v as never), [undefined, null, 0, {}]],
  ['transcode', (v) => core.transcode(v as never, toy, toy), notBytes],
  ['codec.decode', (v) => toy.decode(v as never), notBytes],
  ['codec.decode options', (v) => toy.decode(bytes, v as never), notOptions],
  ['codec.decodeCodePoints', (v) => toy.decodeCodePoints(v as never), notBytes],
  ['codec.validate', (v) => toy.validate(v as never), notBytes],
  ['codec.isWellFormed', (v) => toy.isWellFormed(v as never), notBytes],
  ['codec.encode', (v) => toy.encode(v as never), notStrings],
  ['codec.encode options', (v) => toy.encode('a', v as never), notOptions],
  ['codec.encodeInto text', (v) => toy.encodeInto(v as never, new Uint8Array(4)), notStrings],
  ['codec.encodeInto destination', (v) => toy.encodeInto('a', v as never), [...notBytes, new ArrayBuffer(4)]],
  ['codec.encodeCodePoints', (v) => toy.encodeCodePoints(v as never), notIterables],
  ['codec.byteLength', (v) => toy.byteLength(v as never), notStrings],
  ['codec.createDecoder', (v) => toy.createDecoder(v as never), notOptions],
  [
    'StreamDecoder.decode',
    (v) => toy.createDecoder().decode(v as never),
    notBytes.filter((x) => x !== undefined),
  ],
  ['DecoderStream', (v) => new core.DecoderStream(toy, v as never), notOptions],
  ['EncoderStream', (v) => new core.EncoderStream(toy, v as never), notOptions],
]

describe('wrong argument types are TypeErrors naming the argument', () => {
  for (const [name, call, values] of table) {
    it(name, () => {
      for (const value of values) {
        let error: unknown
        try {
          call(value)
        } catch (e) {
          error = e
        }
        expect(
          error,
          `${name}(${String(typeof value === 'symbol' ? 'symbol' : JSON.stringify(value))})`,
        ).toBeInstanceOf(TypeError)
        expect(error).not.toBeInstanceOf(core.DecodeError)
        expect((error as Error).message).toMatch(/"\w+" argument|Not a code point|must be/)
      }
    })
  }
})

describe('out-of-range arguments are RangeErrors', () => {
  it.each([
    ['formatCodePoint', () => core.formatCodePoint(-1)],
    ['bitLength', () => core.bitLength(-1)],
    ['utf8Layout', () => core.utf8Layout(0)],
    ['truncate', () => core.truncate(bytes, -1)],
    ['isBoundary', () => core.isBoundary(bytes, 2)],
  ])('%s', (_, call) => {
    expect(call).toThrow(RangeError)
  })
})
