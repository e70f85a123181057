/**
 * Scheme names on the command line: any label the registry knows (`getCodec`), for the ten byte codecs.
 *
 * @module
 */

import { type ByteCodec, codecs, getCodec, labels } from '@utf8x/codecs'
import { printable, UsageError } from './_usage.ts'

export type { ByteCodec }

/** The scheme ids, and the other labels of each, as `--help` and an unknown scheme's message list them. */
export function knownSchemes(): string {
  const byName = new Map<string, string[]>()
  for (const codec of codecs) byName.set(codec.name, [])
  for (const [label, name] of Object.entries(labels)) {
    if (label !== name && name !== undefined) byName.get(name)?.push(label)
  }
  return [...byName]
    .map(([name, aliases]) => `  ${name}${aliases.length > 0 ? ` (also ${aliases.join(', ')})` : ''}`)
    .join('\n')
}

/**
 * The byte codec a label names, as `getCodec` matches labels.
 *
 * @throws {UsageError} for an unknown label (the message lists the known ones), or a hunk codec's label
 *   (the command reads bytes; hunks are 16-bit units)
 */
export function codecFor(label: string, option: string): ByteCodec {
  let codec: ReturnType<typeof getCodec<string>>
  try {
    codec = getCodec(label)
  } catch {
    throw new UsageError(
      `unknown scheme '${printable(label)}' for ${option}. Known schemes:\n${knownSchemes()}`,
    )
  }
  if ('unitBits' in codec) {
    throw new UsageError(
      `${codec.name} works on ${codec.unitBits}-bit hunks, not bytes: the command reads bytes. Known schemes:\n${knownSchemes()}`,
    )
  }
  return codec
}
