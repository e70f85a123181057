/**
 * The speed routes of transcoding behind one name, {@link transcodeAccelerator} (the repository's
 * fast/README, "Transcoding").
 *
 * @module
 */

import {
  ASCII,
  copyableRunEnd,
  NOT_UTF8,
  rewriteSupplementary,
  singleRunEnd,
  wholeUtf8,
} from './transcode-runs.ts'

/**
 * Runs copied as they are or rewritten without reading their values, and the whole-input UTF-8 check
 * (`wholeUtf8`: `NOT_UTF8`, `ASCII` or neither).
 */
export const transcodeAccelerator = {
  ASCII,
  copyableRunEnd,
  NOT_UTF8,
  rewriteSupplementary,
  singleRunEnd,
  wholeUtf8,
} as const
