// What the detect tests share: inputs joined from parts, and the report detect --json must give.
import { Buffer } from 'node:buffer'
import { codecs } from '@utf8x/codecs'

/** The bytes of `parts` one after the other. */
export const joined = (...parts: (Uint8Array | number[])[]): Uint8Array =>
  Buffer.concat(parts.map((part) => Uint8Array.from(part)))

/**
 * What detect --json must say of `bytes`: the schemes whose codec accepts them, and for each other its
 * codec's first error, on the line the LF bytes before it give, at the column its codec's characters
 * from the line's start give (the bytes before a first error are well-formed in that scheme).
 */
export function expected(bytes: Uint8Array) {
  const accepted: string[] = []
  const rejected: object[] = []
  for (const codec of codecs) {
    const error = codec.validate(bytes)
    if (error === null) {
      accepted.push(codec.name)
      continue
    }
    const before = bytes.subarray(0, error.offset)
    let lines = 0
    for (const byte of before) if (byte === 0x0a) lines++
    const lineStart = before.lastIndexOf(0x0a) + 1
    rejected.push({
      scheme: codec.name,
      kind: error.kind,
      offset: error.offset,
      line: 1 + lines,
      column: 1 + codec.decodeCodePoints(before.subarray(lineStart)).length,
      message: error.message,
    })
  }
  return { accepted, rejected }
}
