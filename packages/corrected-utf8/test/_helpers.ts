import { DecodeError } from '@utf8x/core'
import { Decoder } from '../src/index.ts'

/** The facts of the `DecodeError` a call throws (`kind`, `offset`, and `end` when present), or `null`. */
export function errorFacts(run: () => unknown): { kind: string; offset: number; end?: number } | null {
  try {
    run()
    return null
  } catch (error) {
    if (!(error instanceof DecodeError)) throw error
    return facts(error)
  }
}

/** `kind`, `offset` and (when present) `end` of a `DecodeError`, for comparing with the reference. */
export function facts(error: DecodeError): { kind: string; offset: number; end?: number } {
  return error.end === undefined
    ? { kind: error.kind, offset: error.offset }
    : { kind: error.kind, offset: error.offset, end: error.end }
}

/** What a call throws (the test fails when it does not throw). */
export function caught(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('expected a throw')
}

/** Bytes in hex, upper case, separated by spaces. */
export const hex = (list: ArrayLike<number>): string =>
  Array.from(list, (b) => b.toString(16).toUpperCase().padStart(2, '0')).join(' ')

/** The text of decoding `chunks` with a `Decoder` (streaming, then a final call), or the facts of its error. */
export function streamed(
  chunks: readonly Uint8Array[],
  fatal: boolean,
): string | { kind: string; offset: number; end?: number } {
  const decoder = new Decoder({ fatal })
  let text = ''
  try {
    for (const chunk of chunks) text += decoder.decode(chunk, { stream: true })
    return text + decoder.decode()
  } catch (error) {
    if (!(error instanceof DecodeError)) throw error
    return facts(error)
  }
}
