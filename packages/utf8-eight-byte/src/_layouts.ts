/**
 * The schemes of Barber's document as layouts: eight-byte UTF-8 (§2–§3, table two), its seven-byte
 * limit (§6, last line), UTF-8 over hunks of 1 to 9 bits (§8, table nine) and the 65-bit variant (§9,
 * table ten, as SEMANTICS.md reads it).
 *
 * @module
 */

import { type SequenceLayout, utf8Layout } from '@utf8x/core'
import { buildScheme, type Scheme } from './_scheme.ts'

function utf8Layouts(longest: number, unitBits: number): SequenceLayout[] {
  const out: SequenceLayout[] = []
  for (let n = 1; n <= longest; n++) out.push(utf8Layout(n, unitBits))
  return out
}

/** `utf-8-eight-byte`: leads `C0`–`FF`, 1–8 bytes, 42 bits (Barber §2, table one). */
export const EIGHT_BYTE: Scheme = /* @__PURE__ */ buildScheme(/* @__PURE__ */ utf8Layouts(8, 8), {
  name: 'utf-8-eight-byte',
  unitWord: 'byte',
  utf8Compatible: true,
  rowLetters: true,
})

/** `utf-8-seven-byte`: as eight-byte UTF-8 without `FF` (Barber §6: a channel that intercepts `FF`). */
export const SEVEN_BYTE: Scheme = /* @__PURE__ */ buildScheme(/* @__PURE__ */ utf8Layouts(7, 8), {
  name: 'utf-8-seven-byte',
  unitWord: 'byte',
  utf8Compatible: true,
  unused: [0xff],
  rowLetters: true,
})

/**
 * The lead of the 65-bit variant with `extensions` extension bytes (Barber §9, table ten): `k` ones, then
 * (for `k` < 7) a zero, then a selector bit, then data; `extensions` = 2(`k` − 1) + selector, except
 * that `k` = 1 with selector 0 is the extension byte `100ddddd` itself.
 */
export function sixtyFiveBitLead(extensions: number): { ones: number; selector: 0 | 1 } {
  if (extensions === 1) return { ones: 1, selector: 1 }
  return { ones: (extensions >> 1) + 1, selector: (extensions & 1) as 0 | 1 }
}

function sixtyFiveBitLayouts(): SequenceLayout[] {
  const out: SequenceLayout[] = [
    {
      unitBits: 8,
      leadMarker: 0,
      leadDataBits: 7,
      extensionCount: 0,
      extensionMarker: 0x80,
      extensionDataBits: 5,
    },
  ]
  for (let e = 1; e <= 13; e++) {
    const { ones, selector } = sixtyFiveBitLead(e)
    const structure = ones < 7 ? ones + 2 : 8
    const onesBits = (0xff << (8 - ones)) & 0xff
    const leadMarker = onesBits | (selector << (8 - structure))
    out.push({
      unitBits: 8,
      leadMarker,
      leadDataBits: 8 - structure,
      extensionCount: e,
      extensionMarker: 0x80,
      extensionDataBits: 5,
    })
  }
  return out
}

/** `utf-8-65`: extension bytes `100ddddd`, leads `A0`–`FF`, 1–14 bytes, 65 bits. */
export const SIXTY_FIVE_BIT: Scheme = /* @__PURE__ */ buildScheme(/* @__PURE__ */ sixtyFiveBitLayouts(), {
  name: 'utf-8-65',
  unitWord: 'byte',
  utf8Compatible: false,
})

const hunkSchemes: Scheme[] = []

/** `utf-8-hunk-N` (Barber §8): UTF-8 over units of `bits` bits, built once per size. */
export function hunkScheme(bits: number): Scheme {
  let scheme = hunkSchemes[bits]
  if (scheme === undefined) {
    scheme = buildScheme(utf8Layouts(bits === 1 ? 1 : bits, bits), {
      name: `utf-8-hunk-${bits}`,
      unitWord: 'hunk',
      utf8Compatible: false,
    })
    hunkSchemes[bits] = scheme
  }
  return scheme
}
