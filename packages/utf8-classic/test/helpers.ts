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
