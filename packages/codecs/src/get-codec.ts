/**
 * Codecs by label: `getCodec` and the `labels` it knows.
 *
 * @module
 */

import { argumentError } from '@utf8x/core/internal'
import { type HunkCodec, hunkCodec } from '@utf8x/utf8-eight-byte'
import {
  BYTE_CODEC_LABELS,
  type ByteCodecLabel,
  type ByteCodecName,
  type CodecLabel,
  HUNK_WIDTHS,
  type HunkWidth,
  normalizeLabel,
} from './_labels.ts'
import { BYTE_CODECS_BY_NAME, type ByteCodec, type RegisteredCodec } from './codecs.ts'

export type { ByteCodecLabel, ByteCodecName, CodecLabel, HunkCodecLabel, HunkWidth } from './_labels.ts'

/** The codec a stored (lowercase, trimmed) label names, or `never`. */
type CodecOfStoredLabel<L extends string> =
  | {
      [Name in ByteCodecName]: L extends ByteCodecLabel<Name> ? (typeof BYTE_CODECS_BY_NAME)[Name] : never
    }[ByteCodecName]
  | (L extends `utf-8-hunk-${infer Width extends HunkWidth}`
      ? Width extends 9
        ? HunkCodec<bigint>
        : HunkCodec<number>
      : never)

/**
 * The type `getCodec(label)` returns: the codec's own type when `label` is a known label in any letter
 * case (`getCodec('UTF-8')` is a `Codec<number>`, `getCodec('utf-infinity-8')` a `Codec<bigint>`,
 * `getCodec('utf-8-hunk-5')` a `HunkCodec<number>`), else any {@link RegisteredCodec}.
 */
export type CodecForLabel<L extends string> = [CodecOfStoredLabel<Lowercase<L>>] extends [never]
  ? RegisteredCodec
  : CodecOfStoredLabel<Lowercase<L>>

/**
 * Every label `getCodec` knows (lowercase), frozen, each mapped to its codec's scheme id (itself a label);
 * the README's "Labels" table lists them. No prototype: `labels['constructor']` is `undefined`.
 *
 * @example
 * ```ts
 * console.assert(labels['cesu8'] === 'cesu-8' && labels['utf-8-hunk-9'] === 'utf-8-hunk-9')
 * console.assert(Object.keys(labels).every((label) => getCodec(label).name === labels[label]))
 * ```
 */
export const labels: Readonly<Record<CodecLabel, string> & Partial<Record<string, string>>> =
  /* @__PURE__ */ (() => {
    const out: Record<string, string> = Object.create(null)
    for (const [name, names] of Object.entries(BYTE_CODEC_LABELS))
      for (const label of names) out[label] = name
    for (const width of HUNK_WIDTHS) out[`utf-8-hunk-${width}`] = `utf-8-hunk-${width}`
    return Object.freeze(out) as Record<CodecLabel, string>
  })()

/** Each stored label's codec, or the width of its hunk codec (built by `hunkCodec` when first asked for). */
const BY_LABEL: ReadonlyMap<string, ByteCodec | HunkWidth> = /* @__PURE__ */ (() => {
  const table = new Map<string, ByteCodec | HunkWidth>()
  for (const [name, names] of Object.entries(BYTE_CODEC_LABELS)) {
    const codec = BYTE_CODECS_BY_NAME[name as ByteCodecName]
    for (const label of names) table.set(label, codec)
  }
  for (const width of HUNK_WIDTHS) table.set(`utf-8-hunk-${width}`, width)
  return table
})()

/** The label as an error message shows it: at most 64 UTF-16 units of it. */
function shownLabel(label: string): string {
  return label.length > 64 ? `${label.slice(0, 64)}…` : label
}

/**
 * The codec a label names, matched as the WHATWG Encoding Standard's "get an encoding" does: ASCII
 * whitespace trimmed, ASCII letters lowercased (`' UTF-8\n'` is `utf8`; a KELVIN SIGN is not a `k`).
 * {@link labels} lists them. The same object every time (`utf-8-hunk-N`: `hunkCodec(N)`); the table is fixed.
 *
 * @param label - a label, in any ASCII letter case, with or without surrounding ASCII whitespace
 * @returns the codec (its own type when `label` is a literal known label, see {@link CodecForLabel})
 * @throws {RangeError} `The "x" encoding is not supported` (as `TextDecoder` words it) for an unknown label
 * @throws {TypeError} when `label` is not a string
 * @example
 * ```ts
 * const codec = getCodec(' Java-Modified-UTF-8 ')
 * console.assert(codec.name === 'mutf-8' && getCodec('MUTF8') === codec)
 * console.assert(codec.encode('\0').join() === '192,128')
 * console.assert(getCodec('utf-8-hunk-5').decode(new Uint16Array([0b11101, 0b10000, 0b10001])) === 'A')
 * let message = ''
 * try { getCodec('utf-9') } catch (error) { message = error instanceof RangeError ? error.message : '' }
 * console.assert(message === 'The "utf-9" encoding is not supported')
 * ```
 */
export function getCodec<L extends string>(label: L): CodecForLabel<L>
export function getCodec(label: string): RegisteredCodec {
  if (typeof label !== 'string') throw argumentError('label', 'a string', label)
  const key = normalizeLabel(label)
  const found = key === null ? undefined : BY_LABEL.get(key)
  if (found === undefined) throw new RangeError(`The "${shownLabel(label)}" encoding is not supported`)
  return typeof found === 'number' ? hunkCodec(found) : found
}
