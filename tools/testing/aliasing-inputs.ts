// Byte inputs whose `slice` does not copy, for the tests that a library never returns or changes memory
// of its caller's input: a Node `Buffer` (its `slice` is a view), a subclass whose `slice` returns a
// view, and one whose `Symbol.species` makes `slice` (even the built-in one) fill a view of the input.
// Plus a plain view at an offset and a Proxy (copyOf and collation copy it; decoders refuse it, as TextDecoder does). Shared by the packages' suites.
import { Buffer } from 'node:buffer'

/** A subclass whose `slice` returns a view, as `Buffer`'s does. */
class SliceIsView extends Uint8Array {
  override slice(start?: number, end?: number): Uint8Array<ArrayBuffer> {
    return this.subarray(start, end)
  }
}

/** A `Uint8Array` over `bytes` whose species constructor hands out views of that same memory. */
function speciesOfViews(bytes: readonly number[]): Uint8Array {
  const memory = Uint8Array.from(bytes)
  function viewOfInput(length: number): Uint8Array {
    return new Uint8Array(memory.buffer, 0, length)
  }
  class SpeciesIsView extends Uint8Array {
    static get [Symbol.species](): Uint8ArrayConstructor {
      return viewOfInput as unknown as Uint8ArrayConstructor
    }
  }
  return new SpeciesIsView(memory.buffer)
}

/** A `Proxy` of a `Uint8Array` that forwards every read to it (its methods bound to it). */
function proxyOf(bytes: readonly number[]): Uint8Array {
  const target = Uint8Array.from(bytes)
  return new Proxy(target, {
    get(t, key) {
      const value = Reflect.get(t, key, t)
      return typeof value === 'function' ? value.bind(t) : value
    },
  })
}

/** One input holding some bytes, named for the test title. */
export interface AliasingInput {
  readonly name: string
  readonly input: Uint8Array
}

/**
 * `bytes` as a `Buffer` (from Node's pool, so at an offset of a shared buffer), a subclass whose `slice`
 * is a view, a subclass whose species gives views, a plain view at an offset, and a `Proxy`.
 */
export function aliasingInputs(bytes: readonly number[]): AliasingInput[] {
  const padded = new Uint8Array(bytes.length + 7)
  padded.set(bytes, 5)
  return [
    { name: 'Buffer', input: Buffer.from(bytes) },
    { name: 'subclass with a view slice', input: new SliceIsView(bytes) },
    { name: 'subclass whose species gives views', input: speciesOfViews(bytes) },
    { name: 'view at an offset', input: padded.subarray(5, 5 + bytes.length) },
    { name: 'Proxy', input: proxyOf(bytes) },
  ]
}
