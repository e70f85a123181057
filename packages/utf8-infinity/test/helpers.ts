/** Test helpers: hex byte strings (`"FF A0 80"`) and `U+…` code points. */

export function bytesOf(hex: string): Uint8Array {
  const parts = hex
    .trim()
    .split(/\s+/)
    .filter((part) => part.length > 0)
  return new Uint8Array(parts.map((part) => Number.parseInt(part, 16)))
}

export function hexOf(bytes: ArrayLike<number>): string {
  return Array.from(bytes, (b) => b.toString(16).toUpperCase().padStart(2, '0')).join(' ')
}

/** Runs `f` and returns what it threw (fails the test when it does not throw). */
export function thrown(f: () => unknown): unknown {
  try {
    f()
  } catch (error) {
    return error
  }
  throw new Error('expected a throw')
}
