/**
 * Which bits of an encoded sequence are structure and which are data, per family of schemes, so core's
 * generic `bitDiagram` can draw any scheme in Barber's notation; and how one code point's bytes split
 * into sequences (CESU-8 and Modified UTF-8 write a supplementary code point as two 3-byte halves).
 *
 * @module
 */

import { type BitDiagram, bitDiagram } from '@utf8x/core'
import { leadingOnes } from '@utf8x/core/internal'

/**
 * `utf8`: the classic layout (`0ddddddd`, n ones and a zero, `10dddddd`), also for RFC 2279, CESU-8,
 * Modified UTF-8, WTF-8, Barber's seven- and eight-byte schemes and Corrected UTF-8.
 * `sixty-five`: Barber §9 table ten (`100ddddd` extensions, `101ddddd`, `1100dddd`, …).
 * `infinity`: UTF-∞-8 (`FF 100ddddd …`, and length-storage bytes `B4`/`Ax` from 2^71).
 */
export type StructureRule = 'utf8' | 'sixty-five' | 'infinity'

/** Whether a byte starts a sequence under a rule. */
export function isLead(rule: StructureRule, byte: number): boolean {
  return rule === 'sixty-five' ? !(byte >= 0x80 && byte <= 0x9f) : (byte & 0xc0) !== 0x80
}

function classicLead(byte: number): number {
  const ones = leadingOnes(byte)
  return ones === 0 ? 1 : Math.min(ones + 1, 8)
}

function sixtyFiveLead(byte: number): number {
  const ones = leadingOnes(byte)
  // 0ddddddd, 101ddddd, then 110xdddd … 1111110x and FC–FF: the bit after the zero picks the length.
  return ones === 0 ? 1 : ones === 1 ? 3 : Math.min(ones + 2, 8)
}

/**
 * How many high bits of each byte of one sequence are structure. UTF-∞-8's length-storage bytes (`B4`,
 * `A0`–`AF` after `FF`) count as structure: they hold the length, not the value.
 *
 * @example
 * ```ts
 * console.assert(structureBits('utf8', new Uint8Array([0xe2, 0x82, 0xac])).join() === '4,2,2')
 * ```
 */
export function structureBits(rule: StructureRule, sequence: Uint8Array): number[] {
  const counts: number[] = []
  const lead = sequence[0] ?? 0
  if (rule === 'sixty-five') {
    for (let i = 0; i < sequence.length; i++) counts.push(i === 0 ? sixtyFiveLead(lead) : 3)
    return counts
  }
  counts.push(classicLead(lead))
  let i = 1
  if (rule === 'infinity' && lead === 0xff && sequence.length > 1) {
    const second = sequence[1] as number
    if (second >= 0x80 && second <= 0x9f) {
      counts.push(3)
      i = 2
    } else {
      // (k − 1) × B4, then k digits A0–AF.
      let before = 0
      while (i < sequence.length && sequence[i] === 0xb4) {
        counts.push(8)
        before++
        i++
      }
      for (let d = 0; d <= before && i < sequence.length; d++, i++) counts.push(8)
    }
  }
  for (; i < sequence.length; i++) counts.push(2)
  return counts
}

/** Core's bit diagram of one sequence under a rule. */
export function structureOf(rule: StructureRule, sequence: Uint8Array): BitDiagram {
  return bitDiagram(sequence, structureBits(rule, sequence))
}

/**
 * Splits the bytes of one encoded code point into its sequences: one, or two for a surrogate pair
 * written as two 3-byte halves (CESU-8, Modified UTF-8).
 *
 * @example
 * ```ts
 * const halves = splitSequences('utf8', new Uint8Array([0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80]))
 * console.assert(halves.length === 2 && halves[1]?.[0] === 0xed)
 * ```
 */
export function splitSequences(rule: StructureRule, bytes: Uint8Array): Uint8Array[] {
  const out: Uint8Array[] = []
  let start = 0
  for (let i = 1; i <= bytes.length; i++) {
    if (i === bytes.length || isLead(rule, bytes[i] as number)) {
      out.push(bytes.subarray(start, i))
      start = i
    }
  }
  return out
}

/** The value held by a diagram's data bits (for naming the surrogate halves). */
export function dataValue(diagram: BitDiagram): bigint {
  let value = 0n
  for (const unit of diagram.units) {
    for (const bit of unit.bits) if (bit.role === 'data') value = (value << 1n) | BigInt(bit.value)
  }
  return value
}
