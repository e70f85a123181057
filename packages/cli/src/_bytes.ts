/**
 * A growable byte buffer: appended chunks are copied in, so a caller may reuse its chunk's memory.
 *
 * @module
 */

export class Bytes {
  #buffer: Uint8Array
  /** How many bytes it holds. */
  length = 0

  constructor(capacity = 256) {
    this.#buffer = new Uint8Array(capacity)
  }

  /** Copies `chunk` in at the end, growing (doubling) as needed. */
  append(chunk: Uint8Array): void {
    const needed = this.length + chunk.length
    if (needed > this.#buffer.length) {
      let size = this.#buffer.length * 2
      while (size < needed) size *= 2
      const bigger = new Uint8Array(size)
      bigger.set(this.#buffer.subarray(0, this.length))
      this.#buffer = bigger
    }
    this.#buffer.set(chunk, this.length)
    this.length = needed
  }

  /** The bytes held: a view, valid until the next change. */
  view(): Uint8Array {
    return this.#buffer.subarray(0, this.length)
  }

  /** A copy of the bytes held; empties the buffer. */
  take(): Uint8Array {
    const out = this.#buffer.slice(0, this.length)
    this.length = 0
    return out
  }

  /** Drops the first `count` bytes. */
  drop(count: number): void {
    this.#buffer.copyWithin(0, count, this.length)
    this.length -= count
  }
}
