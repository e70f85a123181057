/**
 * A codec's `decode` from no more than the parts it reads ({@link decodeMethod}).
 *
 * @module
 */

import { type BufferSource, toBytes } from './args.ts'
import type { DecodeOptions } from './codec.ts'
import type { CodecParts } from './engine/codec.ts'
import type { Accelerator } from './fast/index.ts'
import { DECODE_OPTION_NAMES, NO_OPTIONS, readOptions } from './options.ts'
import { viewBytes } from './views.ts'

/**
 * What {@link decodeMethod} reads of a scheme's parts. `quickAsked`: the codec's quick route was asked and
 * declined, so `decode` does not ask the runtime again (one runtime decision per call).
 */
export interface DecodeParts<Options extends DecodeOptions = DecodeOptions>
  extends Pick<CodecParts<number | bigint, Options>, 'name' | 'optionNames'> {
  decode(bytes: Uint8Array, fatal: boolean, options: Options, quickAsked?: boolean): string
}

/** The accelerator routes a codec asks first, and whether its `decode` strips a BOM unless `ignoreBOM`. */
export interface QuickRoutes {
  readonly fast: Pick<Accelerator, 'quickDecode' | 'quickEncode'>
  readonly stripsBom: boolean
}

/**
 * A codec's `decode`: on every codec, and a package's top-level `decode` (whose bundle then carries no
 * encoder, stream or `explain`).
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
  const asked = quick !== undefined
  const stripsBom = routes?.stripsBom === true
  const names = [...DECODE_OPTION_NAMES, ...(parts.optionNames?.decode ?? [])]
  const at = `${parts.name} decode`
  return function decode(bytes: BufferSource, options?: Options): string {
    let fatal = true
    let stripBom = stripsBom
    if (options !== undefined) {
      fatal = readOptions(options, names, at)
      stripBom &&= !(options as { ignoreBOM?: unknown }).ignoreBOM
    }
    // The call's one runtime decision: on the argument as it is, or (`undefined`: not taken as it is) on
    // a plain view of its memory.
    let view: Uint8Array | undefined
    if (asked) {
      let text = quick(bytes, fatal, stripBom)
      if (text === undefined) text = quick((view = toBytes(bytes, 'bytes')), fatal, stripBom)
      if (text != null) return text
    }
    view ??= viewBytes(bytes) ?? toBytes(bytes, 'bytes')
    return parts.decode(view, fatal, options ?? (NO_OPTIONS as Options), asked)
  }
}
