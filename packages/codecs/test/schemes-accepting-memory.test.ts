// schemesAccepting on a large input holds little more than a copy of it (issue 34, item 12): it used to
// decode every accepting scheme at once, about 100 bytes of heap per input byte for ASCII (six of the
// readings were arrays of one number or one BigInt per byte), so a file of tens of megabytes exhausted
// Node's heap. Each reading is now decoded when first read. Measured after a forced garbage collection,
// with the result kept (array buffers counted).
import { describe, expect, it } from 'vitest'
import { heldMiB } from '../../../tools/testing/heap.ts'
import { codecs, type SchemeReading, schemesAccepting } from '../src/index.ts'

const MiB = 2 ** 20

/** 4 MiB of printable ASCII: every scheme accepts it, each reading 4 Mi code points long. */
const size = 4 * MiB
const ascii = new Uint8Array(size)
for (let i = 0; i < size; i++) ascii[i] = 0x20 + (i % 95)

function named(readings: SchemeReading[], name: string): SchemeReading {
  const found = readings.find((r) => r.codec.name === name)
  if (found === undefined) throw new Error(`${name} does not accept the bytes`)
  return found
}

describe('schemesAccepting holds memory linear in the input with a small constant', () => {
  it('the ten readings of 4 MiB of ASCII hold one copy of it until they are read', async () => {
    let names: string[] = []
    const held = await heldMiB(() => {
      const readings = schemesAccepting(ascii)
      names = readings.map((r) => r.codec.name)
      return readings
    })
    expect(names).toEqual(codecs.map((c) => c.name))
    // The copy (4 MiB) and a few objects: the measure sees the copy, and nothing of the size of a reading.
    expect(held).toBeGreaterThan(0.9 * (size / MiB))
    expect(held).toBeLessThan(1.5 * (size / MiB))
  })

  it('reading one text or one list of code points costs that reading only, read once', async () => {
    const readings = schemesAccepting(ascii)
    const utf8 = named(readings, 'utf-8')
    const corrected = named(readings, 'corrected-utf-8')
    // A one-byte string of 4 Mi characters; 4 Mi small integers (8 bytes each in a packed array).
    expect(await heldMiB(() => ('text' in utf8 ? utf8.text : null))).toBeLessThan(1.5 * (size / MiB))
    expect(await heldMiB(() => ('codePoints' in corrected ? corrected.codePoints : null))).toBeLessThan(
      12 * (size / MiB),
    )
    if (!('text' in utf8) || !('codePoints' in corrected)) throw new Error('wrong reading kinds')
    expect(utf8.text).toBe(new TextDecoder().decode(ascii))
    expect(utf8.text).toBe(utf8.text)
    expect(corrected.codePoints).toBe(corrected.codePoints)
    expect(corrected.codePoints.length).toBe(size)
    expect(corrected.codePoints[size - 1]).toBe(0x20 + ((size - 1) % 95))
    // Reading a text first leaves the code points unread: the bigint readings were never decoded.
    const big = named(readings, 'utf-infinity-8')
    expect('codePoints' in big && big.codePoints.slice(0, 3)).toEqual([0x20n, 0x21n, 0x22n])
  })
})
