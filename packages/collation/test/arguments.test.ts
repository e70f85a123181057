import { describe, expect, it } from 'vitest'
import * as collation from '../src/index.ts'
import {
  codePointComparator,
  compareByCodePoint,
  compareBytes,
  compareCesu8,
  compareMutf8,
  compareUnits,
  decodeKey,
  encodeKey,
  lowerBound,
  prefixBounds,
  prefixRange,
  prefixUpperBound,
  sortByCodePoint,
  upperBound,
} from '../src/index.ts'

const bytes = Uint8Array.of(0x61)
const keys = [Uint8Array.of(0x61)]

/** Values that are never a byte array. */
const NOT_BYTES: [unknown, string][] = [
  [undefined, 'undefined'],
  [null, 'null'],
  [0x61, 'a number'],
  ['a', 'a string'],
  [[0x61], 'an Array'],
  [new Uint16Array(1), 'an instance of Uint16Array'],
  [new ArrayBuffer(1), 'an instance of ArrayBuffer'],
  [{}, 'an instance of Object'],
]
/** Values that are never a string. */
const NOT_STRINGS: [unknown, string][] = [
  [undefined, 'undefined'],
  [null, 'null'],
  [1, 'a number'],
  [['a'], 'an Array'],
  [new String('a'), 'an instance of String'],
  [Symbol('a'), 'a symbol'],
]
/** Values that are never an array. */
const NOT_ARRAYS: [unknown, string][] = [
  [undefined, 'undefined'],
  [null, 'null'],
  ['ab', 'a string'],
  [1, 'a number'],
  [{}, 'an instance of Object'],
  [{ length: -1 }, 'an instance of Object'],
]

type Call = (value: unknown) => unknown
/** Every public function, each argument position, the values it refuses and the expected wording. */
const TABLE: [string, string, string, [unknown, string][], Call][] = [
  ['compareBytes', 'a', 'a Uint8Array', NOT_BYTES, (v) => compareBytes(v as Uint8Array, bytes)],
  ['compareBytes', 'b', 'a Uint8Array', NOT_BYTES, (v) => compareBytes(bytes, v as Uint8Array)],
  ['compareByCodePoint', 'a', 'a string', NOT_STRINGS, (v) => compareByCodePoint(v as string, 'a')],
  ['compareByCodePoint', 'b', 'a string', NOT_STRINGS, (v) => compareByCodePoint('a', v as string)],
  ['sortByCodePoint', 'strings', 'an array', NOT_ARRAYS, (v) => sortByCodePoint(v as string[])],
  ['sortByCodePoint', 'strings[1]', 'a string', NOT_STRINGS, (v) => sortByCodePoint(['a', v as string])],
  ['prefixUpperBound', 'prefix', 'a Uint8Array', NOT_BYTES, (v) => prefixUpperBound(v as Uint8Array)],
  ['lowerBound', 'sortedKeys', 'an array', NOT_ARRAYS, (v) => lowerBound(v as Uint8Array[], bytes)],
  ['lowerBound', 'key', 'a Uint8Array', NOT_BYTES, (v) => lowerBound(keys, v as Uint8Array)],
  ['lowerBound', 'sortedKeys[0]', 'a Uint8Array', NOT_BYTES, (v) => lowerBound([v as Uint8Array], bytes)],
  [
    'lowerBound',
    'compare',
    'a function',
    [
      [null, 'null'],
      [1, 'a number'],
      ['compareBytes', 'a string'],
    ],
    (v) => lowerBound(keys, bytes, v as typeof compareBytes),
  ],
  ['upperBound', 'sortedKeys', 'an array', NOT_ARRAYS, (v) => upperBound(v as Uint8Array[], bytes)],
  ['upperBound', 'key', 'a Uint8Array', NOT_BYTES, (v) => upperBound(keys, v as Uint8Array)],
  ['upperBound', 'sortedKeys[0]', 'a Uint8Array', NOT_BYTES, (v) => upperBound([v as Uint8Array], bytes)],
  [
    'upperBound',
    'compare',
    'a function',
    [[{}, 'an instance of Object']],
    (v) => upperBound(keys, bytes, v as typeof compareBytes),
  ],
  ['prefixRange', 'sortedKeys', 'an array', NOT_ARRAYS, (v) => prefixRange(v as Uint8Array[], bytes)],
  ['prefixRange', 'prefix', 'a Uint8Array', NOT_BYTES, (v) => prefixRange(keys, v as Uint8Array)],
  ['prefixRange', 'sortedKeys[0]', 'a Uint8Array', NOT_BYTES, (v) => prefixRange([v as Uint8Array], bytes)],
  ['compareCesu8', 'a', 'a Uint8Array', NOT_BYTES, (v) => compareCesu8(v as Uint8Array, bytes)],
  ['compareCesu8', 'b', 'a Uint8Array', NOT_BYTES, (v) => compareCesu8(bytes, v as Uint8Array)],
  ['compareMutf8', 'a', 'a Uint8Array', NOT_BYTES, (v) => compareMutf8(v as Uint8Array, bytes)],
  ['compareMutf8', 'b', 'a Uint8Array', NOT_BYTES, (v) => compareMutf8(bytes, v as Uint8Array)],
  ['compareUnits', 'a', 'an array', NOT_ARRAYS, (v) => compareUnits(v as number[], [1])],
  ['compareUnits', 'b', 'an array', NOT_ARRAYS, (v) => compareUnits([1], v as number[])],
  ['encodeKey', 'text', 'a string', NOT_STRINGS, (v) => encodeKey(v as string)],
  [
    'decodeKey',
    'key',
    'an ArrayBuffer or ArrayBufferView',
    NOT_BYTES.filter(([v]) => !ArrayBuffer.isView(v) && !(v instanceof ArrayBuffer)),
    (v) => decodeKey(v as Uint8Array),
  ],
  [
    'prefixBounds',
    'prefix',
    'a Uint8Array or a string',
    [...NOT_BYTES.filter(([v]) => typeof v !== 'string'), [new String('a'), 'an instance of String']],
    (v) => prefixBounds(v as Uint8Array),
  ],
]

describe('a wrong argument type is a TypeError naming the argument', () => {
  for (const [fn, name, expected, values, call] of TABLE) {
    for (const [value, description] of values) {
      it(`${fn}: ${name} = ${description}`, () => {
        expect(() => call(value)).toThrow(
          new TypeError(`The "${name}" argument must be ${expected}, received ${description}`),
        )
      })
    }
  }

  it('codePointComparator: codec without a string name or a boolean orderPreserving', () => {
    for (const value of [
      undefined,
      null,
      'utf-8',
      {},
      { name: 'utf-8' },
      { name: 1, orderPreserving: true },
    ]) {
      expect(() => codePointComparator(value as { name: string; orderPreserving: boolean })).toThrow(
        TypeError,
      )
      expect(() => codePointComparator(value as { name: string; orderPreserving: boolean })).toThrow(
        /^The "codec" argument must be a codec/,
      )
    }
  })

  it('the table covers every exported function', () => {
    const exported = Object.entries(collation)
      .filter(([, value]) => typeof value === 'function')
      .map(([key]) => key)
      .sort()
    const covered = [...new Set([...TABLE.map(([fn]) => fn), 'codePointComparator'])].sort()
    expect(exported).toEqual(covered)
  })
})
