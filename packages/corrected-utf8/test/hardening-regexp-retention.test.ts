// Hardening: `privateUseMapping.unmapString` reads the text with no regular expression. An engine keeps the
// last string a RegExp searched alive until another search, so unmapping a 64 MiB decoded document kept
// it in memory after both it and the result were dropped.

import { privateUseMapping } from '@utf8x/corrected-utf8'
import { describe, expect, it } from 'vitest'
import { retainedMiB } from '../../../tools/testing/heap.ts'

describe('privateUseMapping.unmapString', () => {
  it('keeps nothing of a large text', async () => {
    // The result's first and last units as numbers: no substring of it (which could keep it alive) is kept.
    let ends: number[] = []
    const retained = await retainedMiB(
      () => `\u{F0085}${'a'.repeat(2 ** 25)}\u{FD800}`,
      (text) => {
        const result = privateUseMapping.unmapString(text)
        ends = [0, 1, result.length - 2, result.length - 1].map((k) => result.charCodeAt(k))
      },
    )
    expect(ends).toEqual([0x85, 0x61, 0x61, 0xd800])
    expect(retained).toBeLessThan(16)
  })
  it('unmaps every mapped character and nothing else', () => {
    const mapped = ['\u{F0080}', '\u{F009F}', '\u{FD800}', '\u{FDBFF}', '\u{FDC00}', '\u{FDFFF}']
    const plain = ['\u{F007F}', '\u{F00A0}', '\u{FD7FF}', '\u{FE000}', '\uDB80', '\uDBB6a', 'a', '\uDC80']
    const original = ['\u0080', '\u009F', '\uD800', '\uDBFF', '\uDC00', '\uDFFF']
    for (let k = 0; k < mapped.length; k++) {
      expect(privateUseMapping.unmapString(mapped[k] as string)).toBe(original[k])
    }
    for (const text of plain) expect(privateUseMapping.unmapString(text)).toBe(text)
    const text = `${plain.join('')}${mapped.join('x')}\uDB80${mapped[0]}`
    expect(privateUseMapping.unmapString(text)).toBe(`${plain.join('')}${original.join('x')}\uDB80\u0080`)
  })
})
