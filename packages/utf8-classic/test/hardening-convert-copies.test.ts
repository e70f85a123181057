// Hardening: convert returns a new array, never a view of its input. The UTF-8-compatible pairs copied
// well-formed input with `slice`, which on a Node Buffer (or a subclass like it) is a view, so the
// result shared the caller's memory and changing one changed the other.
import { describe, expect, it } from 'vitest'
import { aliasingInputs } from '../../../tools/testing/aliasing-inputs.ts'
import { convert, utf8, utf8Rfc2279, wtf8 } from '../src/index.ts'

const TEXT = [...new TextEncoder().encode('a é € 😀')]

describe('convert returns a new array', () => {
  const supersets = [utf8, wtf8, utf8Rfc2279]
  for (const from of supersets) {
    for (const to of supersets) {
      it.each(aliasingInputs(TEXT))(`${from.name} to ${to.name}: a $name`, ({ name, input }) => {
        // A Proxy of a view has no internal slots: refused, as TextDecoder refuses it.
        if (name === 'Proxy') {
          expect(() => convert(input, from, to)).toThrow(TypeError)
          return
        }
        const result = convert(input, from, to)
        expect([...result]).toEqual(TEXT)
        expect(result.buffer).not.toBe(input.buffer)
        expect(Object.getPrototypeOf(result)).toBe(Uint8Array.prototype)
        result.fill(0)
        expect([...input]).toEqual(TEXT)
      })
    }
  }
})
