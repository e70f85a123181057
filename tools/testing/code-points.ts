/** A string of any number of code points (lone surrogates kept): the tests' own, kept simple. */
export function codePointsToString(codePoints: Iterable<number>): string {
  const pieces: string[] = []
  let chunk: number[] = []
  for (const codePoint of codePoints) {
    chunk.push(codePoint)
    if (chunk.length === 4096) {
      pieces.push(String.fromCodePoint(...chunk))
      chunk = []
    }
  }
  pieces.push(String.fromCodePoint(...chunk))
  return pieces.join('')
}
