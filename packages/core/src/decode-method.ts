/**
 * A codec's `decode` from no more than the parts it reads ({@link decodeMethod}): what `defineCodec` puts on
 * every codec, and what a package exports as its top-level `decode`.
 *
 * @module
 */

import { type BufferSource, DECODE_OPTION_NAMES, NO_OPTIONS, readOptions, toBytes } from './args.ts'
import type { DecodeOptions } from './codec.ts'
import type { CodecParts } from './engine/codec.ts'
import type { Accelerator } from './fast/index.ts'

/** What {@link decodeMethod} reads of a scheme's parts. */
export type DecodeParts<Options extends DecodeOptions = DecodeOptions> = Pick<
  CodecParts<number | bigint, Options>,
  'name' | 'decode' | 'optionNames'
>

/**
 * The routes a codec asks before anything else: its accelerator's `quickDecode` and `quickEncode` (an
 * engine codec's, see engine/codec.ts), and whether its `decode` strips a leading BOM unless `ignoreBOM`.
 */
export interface QuickRoutes {
  readonly fast: Pick<Accelerator, 'quickDecode' | 'quickEncode'>
  readonly stripsBom: boolean
}

/**
 * A codec's `decode` from no more than the parts it reads: what {@link defineCodec} puts on every codec,
 * and what a package exports as its top-level `decode`, so that a bundle importing only that function
 * carries no encoder, stream or `explain`.
 *
 * @example
 * ```ts
 * const decode = decodeMethod({ name: 'ascii', decode: (bytes) => String.fromCharCode(...bytes) })
 * console.assert(decode(new Uint8Array([0x68, 0x69])) === 'hi')
 * ```
 */
export function decodeMethod<Options extends DecodeOptions = DecodeOptions>(
  parts: DecodeParts<Options>,
  routes?: QuickRoutes,
): (bytes: BufferSource, options?: Options) => string {
  const quick = routes?.fast.quickDecode
  const stripsBom = routes?.stripsBom === true
  const names = [...DECODE_OPTION_NAMES, ...(parts.optionNames?.decode ?? [])]
  const at = `${parts.name} decode`
  return function decode(bytes: BufferSource, options?: Options): string {
    if (options === undefined) {
      if (quick !== undefined) {
        const text = quick(bytes, true, stripsBom)
        if (text !== null) return text
      }
      return parts.decode(toBytes(bytes, 'bytes'), true, NO_OPTIONS as Options)
    }
    // The quick route takes the caller's argument as it is (a genuine Uint8Array, read through its
    // internal slots; anything else it declines), replacing only.
    if (quick !== undefined) {
      const fatal = readOptions(options, names, at)
      if (!fatal) {
        const text = quick(bytes, false, stripsBom && !(options as { ignoreBOM?: unknown }).ignoreBOM)
        if (text !== null) return text
      }
      return parts.decode(toBytes(bytes, 'bytes'), fatal, options)
    }
    const view = toBytes(bytes, 'bytes')
    return parts.decode(view, readOptions(options, names, at), options)
  }
}
