import type { Scheme } from '@utf8x/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CLASS_BYTES, type ClassicCodec, refOf } from '../test/helpers.ts'
import {
  type Composed,
  composedInputs,
  directAnswers,
  flatten,
  shortAnswers,
  sweepThreeByteInputs,
} from './three-byte-sweep.ts'

const ALL_LEADS = Array.from({ length: 256 }, (_, a) => a)

/** The slow suite of one codec (`scheme` is its engine descriptor, for the allocation-free error search). */
export function describeSweep(codec: ClassicCodec, scheme: Scheme): void {
  let stackTraceLimit: number | undefined
  beforeAll(() => {
    // Errors thrown on the way (strict decoding of `unrepresentable` inputs) need no stack.
    stackTraceLimit = Error.stackTraceLimit
    Error.stackTraceLimit = 0
  })
  afterAll(() => {
    if (stackTraceLimit !== undefined) Error.stackTraceLimit = stackTraceLimit
  })

  describe(`${codec.name} against the reference decoder`, () => {
    it('the composed answers equal the reference decoder on every input over the byte classes', () => {
      const ref = refOf(codec)
      const short = shortAnswers(ref)
      const differ: string[] = []
      for (const a of CLASS_BYTES) {
        const composed = composedInputs(a, ref, short)
        for (const b of CLASS_BYTES) {
          for (const c of CLASS_BYTES) {
            const direct = JSON.stringify(directAnswers([a, b, c], ref))
            const answers = flatten(composed[b * 256 + c] as Composed, ref)
            if (JSON.stringify(answers) !== direct) differ.push(`${a} ${b} ${c}`)
          }
        }
      }
      expect(differ).toEqual([])
    })

    it('every 3-byte input decodes as the reference says (strict and replacing)', {
      timeout: 180_000,
    }, () => {
      expect(sweepThreeByteInputs(codec, scheme, refOf(codec), ALL_LEADS)).toEqual([])
    })
  })
}
