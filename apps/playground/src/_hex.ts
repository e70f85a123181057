/**
 * Units as text for people and for the copy buttons: hex, a JS array, base64.
 *
 * @module
 */

import { encodeBase64 } from './_base64.ts'

/**
 * Writes units as upper-case hex separated by spaces: two digits a byte, three for 9-bit hunks.
 *
 * @param units - bytes or hunks
 * @param unitBits - bits per unit (8 for bytes)
 * @example
 * ```ts
 * console.assert(formatHex(new Uint8Array([0xc3, 0xa9])) === 'C3 A9')
 * console.assert(formatHex([0x1ff, 0x41], 9) === '1FF 041')
 * ```
 */
export function formatHex(units: ArrayLike<number>, unitBits = 8): string {
  const digits = Math.max(2, Math.ceil(unitBits / 4))
  let out = ''
  for (let i = 0; i < units.length; i++) {
    out += (i === 0 ? '' : ' ') + (units[i] as number).toString(16).toUpperCase().padStart(digits, '0')
  }
  return out
}

/**
 * Writes units as a JavaScript array literal of hex numbers.
 *
 * @example
 * ```ts
 * console.assert(formatJsArray(new Uint8Array([0x68, 0xc3])) === '[0x68, 0xc3]')
 * ```
 */
export function formatJsArray(units: ArrayLike<number>): string {
  const items: string[] = []
  for (let i = 0; i < units.length; i++) items.push(`0x${(units[i] as number).toString(16).padStart(2, '0')}`)
  return `[${items.join(', ')}]`
}

/** The forms a copy button offers, and how each writes units (base64 only where every unit is a byte). */
export const COPY_FORMS = [
  {
    id: 'hex',
    name: 'hex',
    write: (units: ArrayLike<number>, unitBits: number) => formatHex(units, unitBits),
  },
  { id: 'js', name: 'JS array', write: (units: ArrayLike<number>) => formatJsArray(units) },
  { id: 'base64', name: 'base64', write: (units: ArrayLike<number>) => encodeBase64(units) },
] as const
