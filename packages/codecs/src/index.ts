/**
 * `@utf8x/codecs`: every utf8x codec by its label, for code that chooses a scheme at run time.
 * {@link getCodec} finds one by label (as the WHATWG Encoding Standard matches them), {@link codecs} and
 * {@link labels} list them, {@link sniffBOM} reads a leading mark, {@link schemesAccepting} says which
 * schemes accept some bytes, {@link repairMojibake} undoes mojibake (`Ã©` for `é`). The codecs are the
 * scheme packages' own objects; nothing is registered at import.
 *
 * @example
 * ```ts
 * import { getCodec, schemesAccepting, sniffBOM } from '@utf8x/codecs'
 * const bytes = new Uint8Array([0xef, 0xbb, 0xbf, 0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80])
 * const mark = sniffBOM(bytes)
 * console.assert(mark?.codec.name === 'utf-8' && mark.length === 3)
 * // A surrogate pair written as two 3-byte sequences: text in CESU-8 and MUTF-8 only.
 * const texts = schemesAccepting(bytes.subarray(3)).filter((r) => 'text' in r)
 * console.assert(texts.map((r) => r.codec.name).join() === 'cesu-8,mutf-8')
 * console.assert(getCodec('CESU-8').decode(bytes.subarray(3)) === '😀')
 * ```
 *
 * @module
 */

export type {
  ByteCodec,
  RegisteredCodec,
  RegisteredHunkCodec,
  RegisteredHunkStreamDecoder,
} from './codecs.ts'
export { codecs } from './codecs.ts'
export {
  type ByteCodecLabel,
  type ByteCodecName,
  type CodecForLabel,
  type CodecLabel,
  getCodec,
  type HunkCodecLabel,
  type HunkWidth,
  labels,
} from './get-codec.ts'
export { type MojibakeRepair, repairMojibake } from './repair-mojibake.ts'
export { type SchemeReading, schemesAccepting } from './schemes-accepting.ts'
export { type SniffedBOM, sniffBOM } from './sniff-bom.ts'
