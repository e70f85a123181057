import { DecodeError, defineCodec, EncodeError, transcode, utf8Layout } from '@utf8x/core'
import { engineLinkOf } from '@utf8x/core/internal'
import { describe, expect, it } from 'vitest'
import { latin1, toy } from './_toy-codec.ts'

describe('defineCodec', () => {
  it('exposes the Codec shape, frozen, with methods that do not need this', () => {
    expect(Object.isFrozen(toy)).toBe(true)
    expect([toy.name, toy.maxCodePoint, toy.maxSequenceLength, toy.orderPreserving]).toEqual([
      'toy-8',
      0x10ffff,
      4,
      true,
    ])
    const { decode, encode, isWellFormed, validate } = toy
    expect(decode(encode('é'))).toBe('é')
    expect(isWellFormed(Uint8Array.of(0xc0, 0x80))).toBe(false)
    expect(validate(Uint8Array.of(0x41, 0xc0, 0x80))).toMatchObject({ kind: 'overlong', offset: 1 })
    expect(validate(Uint8Array.of(0x41))).toBeNull()
  })

  it('reads fatal: strict unless fatal is false', () => {
    expect(() => toy.decode(Uint8Array.of(0xff))).toThrow(DecodeError)
    expect(() => toy.decode(Uint8Array.of(0xff), {})).toThrow(DecodeError)
    expect(() => toy.decode(Uint8Array.of(0xff), { fatal: true })).toThrow(DecodeError)
    expect(toy.decode(Uint8Array.of(0xff), { fatal: false })).toBe('\uFFFD')
  })

  it('accepts every BufferSource without copying', () => {
    const buffer = new ArrayBuffer(4)
    new Uint8Array(buffer).set([0x61, 0x62, 0x63, 0x64])
    expect(toy.decode(buffer)).toBe('abcd')
    expect(toy.decode(new DataView(buffer, 1, 2))).toBe('bc')
    expect(toy.decode(new Uint32Array(buffer))).toBe('abcd')
    expect(toy.decode(new Uint8Array(buffer, 2))).toBe('cd')
    if (typeof SharedArrayBuffer === 'function') {
      const shared = new SharedArrayBuffer(1)
      new Uint8Array(shared)[0] = 0x7a
      expect(toy.decode(shared)).toBe('z')
    }
  })
})

describe('defineCodec(table, options)', () => {
  const table = { name: 'utf-8-21', rows: [1, 2, 3, 4].map((n) => utf8Layout(n)), maxCodePoint: 0x1fffff }

  it('refuses a unit it does not know, naming the option', () => {
    expect(() => defineCodec(table, { unit: 'word' as never })).toThrow(
      new TypeError('The "unit" option must be \'byte\' or \'hunk\', received "word"'),
    )
    expect(() => defineCodec(table, null as never)).toThrow(
      new TypeError('The "options" argument must be an object, received null'),
    )
  })

  it('links a codec to its table unless hooks replace its code point parts', () => {
    expect(engineLinkOf(defineCodec(table))?.scheme.name).toBe('utf-8-21')
    const ownEncoder = defineCodec(table, { hooks: { encode: () => new Uint8Array([0x2a]) } })
    expect([engineLinkOf(ownEncoder)?.scheme.name, ownEncoder.encode('a').join()]).toEqual(['utf-8-21', '42'])
    const ownDecoder = defineCodec(table, { hooks: { decode: () => 'own' } })
    expect([engineLinkOf(ownDecoder), ownDecoder.decode(new Uint8Array([0x61]))]).toEqual([null, 'own'])
  })

  it('makes a codec of hunks: Uint16Array units, hunkLength, unitBits, offsets in hunks', () => {
    const twelve = { name: 'utf-8-hunk-12', rows: [1, 2].map((n) => utf8Layout(n, 12)), maxCodePoint: null }
    const hunks = defineCodec(twelve, { unit: 'hunk' }) as unknown as Record<
      string,
      (...a: unknown[]) => unknown
    >
    expect([hunks.unitBits, 'byteLength' in hunks, typeof hunks.hunkLength]).toEqual([12, false, 'function'])
    const units = hunks.encode!('é') as Uint16Array
    expect([units instanceof Uint16Array, hunks.decode!(units), hunks.hunkLength!('é')]).toEqual([
      true,
      'é',
      1,
    ])
    expect(hunks.validate!([0xfff, 0x41])).toMatchObject({ kind: 'invalid-lead', offset: 0 })
    expect(() => hunks.encodeInto!('a', new Uint8Array(2))).toThrow(
      new TypeError('The "destination" argument must be a Uint16Array'),
    )
    expect(() => defineCodec(twelve)).toThrow('a codec of bytes needs 8-bit rows')
  })
})

describe('transcode', () => {
  it('converts through code points', () => {
    expect(transcode(Uint8Array.of(0xe9, 0x41), latin1, toy)).toEqual(Uint8Array.of(0xc3, 0xa9, 0x41))
    expect(transcode(Uint8Array.of(0xc3, 0xa9), toy, latin1)).toEqual(Uint8Array.of(0xe9))
  })

  it('reports what the target cannot hold with its index and input offset', () => {
    const input = new TextEncoder().encode('aé€b')
    let error: unknown
    try {
      transcode(input, toy, latin1)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(EncodeError)
    expect(error).toMatchObject({
      kind: 'out-of-range',
      index: 2,
      offset: 3,
      codePoint: 0x20ac,
      scheme: 'toy-latin1',
    })
  })

  it('passes on decode errors with their input offset', () => {
    expect(() => transcode(Uint8Array.of(0x41, 0xc0, 0x80), toy, latin1)).toThrow(
      expect.objectContaining({ kind: 'overlong', offset: 1 }),
    )
  })
})
