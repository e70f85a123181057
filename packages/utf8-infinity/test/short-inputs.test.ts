// Short inputs (up to 64 bytes or units) decoded or encoded without options take core's quick route to
// the runtime's codec; everything it does not accept must come out exactly as the full path gives it.
import { describe, expect, it } from 'vitest'
import { outcome, shortInputs, shortTexts } from '../../../tools/testing/short-inputs.ts'
import { utfInfinity8 } from '../src/index.ts'
import { refStep } from './reference.ts'

/**
 * Strict decoding to a string by the reference: the first fault in input order, an ill-formed sequence
 * (its kind) or a value a string cannot hold (`surrogate` for D800–DFFF, else `unrepresentable`).
 */
function refDecodeToString(b: readonly number[]): string | { kind: string; offset: number } {
  let text = ''
  for (let i = 0; i < b.length; ) {
    const step = refStep(b, i)
    if (!step.ok) return { kind: step.kind, offset: i }
    if (step.value >= 0xd800n && step.value <= 0xdfffn) return { kind: 'surrogate', offset: i }
    if (step.value > 0x10ffffn) return { kind: 'unrepresentable', offset: i }
    text += String.fromCodePoint(Number(step.value))
    i += step.length
  }
  return text
}

const encoder = new TextEncoder()

describe('short inputs without options', () => {
  it('decode agrees with the reference and with the full path, error kind and offset included', () => {
    let checked = 0
    for (const bytes of shortInputs()) {
      const got = outcome(() => utfInfinity8.decode(bytes))
      expect(got).toEqual(outcome(() => utfInfinity8.decode(bytes, {})))
      expect(got).toEqual(refDecodeToString(Array.from(bytes)))
      checked++
    }
    expect(checked).toBe(14 * 71 * 3)
  })

  it('encode of text with and without a lone surrogate agrees with the full path', () => {
    let checked = 0
    for (const { text, lone } of shortTexts()) {
      const got = outcome(() => Array.from(utfInfinity8.encode(text)))
      expect(got).toEqual(outcome(() => Array.from(utfInfinity8.encode(text, {}))))
      expect(got).toEqual(lone >= 0 ? { kind: 'surrogate', index: lone } : Array.from(encoder.encode(text)))
      checked++
    }
    expect(checked).toBe(5 * 71 * 2)
  })
})
