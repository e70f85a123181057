import { describe, expect, it } from 'vitest'
import { hasSupplementaryOrNul } from '../src/fast/bmp-scan.ts'

/** Bytes that well-formed UTF-8 may hold, around the limits the scans test (00, F0, F4). */
const BYTES = [0x00, 0x01, 0x41, 0x7f, 0x80, 0xbf, 0xc2, 0xdf, 0xe0, 0xef, 0xf0, 0xf1, 0xf4]

const expected = (bytes: Uint8Array, nul: boolean): boolean =>
  bytes.some((b) => (b >= 0xf0 && b <= 0xf4) || (nul && b === 0))

describe.each([['hasSupplementaryOrNul', hasSupplementaryOrNul]])('%s', (_, scan) => {
  it('finds a byte F0–F4 (and with nul a 00) at every position, length and alignment', () => {
    const wrong: string[] = []
    const buffer = new ArrayBuffer(64)
    for (let offset = 0; offset < 4; offset++) {
      for (let length = 0; length <= 40; length++) {
        const bytes = new Uint8Array(buffer, offset, length)
        for (let at = 0; at < length; at++) {
          for (const b of BYTES) {
            bytes.fill(0x61)
            bytes[at] = b
            for (const nul of [false, true]) {
              if (scan(bytes, nul) !== expected(bytes, nul))
                wrong.push(`${offset}/${length}/${at}: ${b} ${nul}`)
            }
          }
        }
      }
    }
    expect(wrong).toEqual([])
  })
})

describe('hasSupplementaryOrNul on long input (the WebAssembly scan past its 16-byte blocks)', () => {
  it('finds one F0 or 00 anywhere in 100 kB, and nothing in clean text', () => {
    const bytes = new TextEncoder().encode('é中a'.repeat(16_667))
    expect(hasSupplementaryOrNul(bytes, true)).toBe(false)
    for (const at of [0, 15, 16, 4097, bytes.length - 1]) {
      const copy = bytes.slice()
      copy[at] = 0xf0
      expect(hasSupplementaryOrNul(copy, false)).toBe(true)
      copy[at] = 0x00
      expect(hasSupplementaryOrNul(copy, false)).toBe(false)
      expect(hasSupplementaryOrNul(copy, true)).toBe(true)
    }
  })
})
