/** Small helpers shared by the tests. */
import { DecodeError } from '@utf8x/core'
import { expect } from 'vitest'

export const fromHex = (text: string): Uint8Array =>
  Uint8Array.from(
    text
      .split(/\s+/)
      .filter(Boolean)
      .map((h) => Number.parseInt(h, 16)),
  )

export const toHex = (bytes: ArrayLike<number>): string =>
  Array.from(bytes, (b) => b.toString(16).toUpperCase().padStart(2, '0')).join(' ')

/** Runs `fn` and returns the DecodeError it throws (failing when it does not throw one). */
export function decodeErrorOf(fn: () => unknown): DecodeError {
  try {
    fn()
  } catch (error) {
    expect(error).toBeInstanceOf(DecodeError)
    expect(error).toBeInstanceOf(TypeError)
    return error as DecodeError
  }
  throw new Error('expected a DecodeError')
}

/** Lexicographic unsigned comparison. */
export function compareUnits(a: ArrayLike<number>, b: ArrayLike<number>): number {
  const n = Math.min(a.length, b.length)
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number)
  return a.length - b.length
}

export const sign = (x: number | bigint): number => (x > 0 ? 1 : x < 0 ? -1 : 0)
