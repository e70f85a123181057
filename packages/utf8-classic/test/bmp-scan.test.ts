import { describe, expect, it } from 'vitest'
import { fitsBmpScheme, scanIndexOf, scanWords } from '../src/_bmp-scan.ts'

/** Bytes that well-formed UTF-8 may hold, around the limits the scans test (00, F0, F4). */
const BYTES = [0x00, 0x01, 0x41, 0x7f, 0x80, 0xbf, 0xc2, 0xdf, 0xe0, 0xef, 0xf0, 0xf1, 0xf4]

const expected = (bytes: Uint8Array, nul: boolean): boolean =>
  !bytes.some((b) => (b >= 0xf0 && b <= 0xf4) || (nul && b === 0))

describe.each([
  ['scanWords', scanWords],
  ['scanIndexOf', scanIndexOf],
])('%s', (_, scan) => {
  it('finds a byte F0–F4 (and with nul a 00) at every position, length and alignment', () => {
    const wrong: string[] = []
    const buffer = new ArrayBuffer(64)
    for (let offset = 0; offset < 4; offset++) {
      for (let length = 0; length <= 19; length++) {
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

describe('fitsBmpScheme', () => {
  it('takes all-ASCII input by its length and checks only for NUL', () => {
    expect(fitsBmpScheme(new Uint8Array([0x61, 0x00]), 'a\0', false)).toBe(true)
    expect(fitsBmpScheme(new Uint8Array([0x61, 0x00]), 'a\0', true)).toBe(false)
    expect(fitsBmpScheme(new Uint8Array([0x61, 0x62]), 'ab', true)).toBe(true)
  })

  it('rejects a 4-byte sequence and, for MUTF-8, a NUL among non-ASCII text', () => {
    expect(fitsBmpScheme(new Uint8Array([0x61, 0xc3, 0xa9]), 'aé', true)).toBe(true)
    expect(fitsBmpScheme(new Uint8Array([0xc3, 0xa9, 0x00]), 'é\0', false)).toBe(true)
    expect(fitsBmpScheme(new Uint8Array([0xc3, 0xa9, 0x00]), 'é\0', true)).toBe(false)
    expect(fitsBmpScheme(new Uint8Array([0xf0, 0x9f, 0x98, 0x80]), '😀', false)).toBe(false)
  })
})
