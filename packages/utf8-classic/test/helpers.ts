import { DecodeError } from '@utf8x/core'
import { expect } from 'vitest'
import { cesu8, mutf8, utf8, utf8Js, utf8Rfc2279, wtf8 } from '../src/index.ts'
import { REF, type RefScheme } from './reference.ts'

export const codecs = { utf8, utf8Rfc2279, cesu8, mutf8, wtf8 }
export const allCodecs = [utf8, utf8Js, utf8Rfc2279, cesu8, mutf8, wtf8]
export type ClassicCodec = typeof utf8

export function refOf(codec: { name: string }): RefScheme {
  return REF[codec.name] as RefScheme
}

export function fromHex(hex: string): Uint8Array {
  const clean = hex.replace(/\s+/g, '')
  const out = new Uint8Array(clean.length / 2)
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(clean.slice(2 * i, 2 * i + 2), 16)
  return out
}

export function toHex(bytes: Uint8Array): string {
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/** Runs `fn`, which must throw a DecodeError; returns it. */
export function decodeError(fn: () => unknown): DecodeError {
  try {
    fn()
  } catch (error) {
    expect(error).toBeInstanceOf(DecodeError)
    return error as DecodeError
  }
  throw new Error('expected a DecodeError')
}

/** The outcome of a strict call as plain data: the value, or { kind, offset }. */
export function outcome<T>(fn: () => T): T | { kind: string; offset: number } {
  try {
    return fn()
  } catch (error) {
    if (!(error instanceof DecodeError)) throw error
    return { kind: error.kind, offset: error.offset }
  }
}

/**
 * Every byte that starts or ends a class the decoders tell apart (ASCII, NUL, the continuation ranges
 * that the second-byte limits split, every lead boundary): 3-byte sequences over all of these cover every
 * path. The regular suite sweeps 3-byte sequences over these 36; all 16.7 million are in `test-slow/`.
 */
export const CLASS_BYTES = [
  0x00, 0x41, 0x7f, 0x80, 0x83, 0x84, 0x87, 0x88, 0x8f, 0x90, 0x9f, 0xa0, 0xaf, 0xb0, 0xbf, 0xc0, 0xc1, 0xc2,
  0xdf, 0xe0, 0xe1, 0xec, 0xed, 0xee, 0xef, 0xf0, 0xf1, 0xf4, 0xf5, 0xf7, 0xf8, 0xfb, 0xfc, 0xfd, 0xfe, 0xff,
]
