/**
 * The speed routes of transcoding, as the one name the door passes on for them: core's `transcode.ts`
 * and the engine's loop (`engine/transcode.ts`) call each through {@link transcodeAccelerator}. The
 * routes themselves are in `transcode-runs.ts` and `wasm-scan.ts` (the
 * repository's fast/README, "Transcoding").
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
import { countContinuationsWasm } from './wasm-scan.ts'

/**
 * The transcoding routes: the runs copied as they are or rewritten without reading their values
 * (`copyableRunEnd`, `singleRunEnd`, `rewriteSupplementary`), the check of a whole input as RFC 3629
 * UTF-8 (`wholeUtf8`, answering `NOT_UTF8`, `ASCII` or neither), and the count of a UTF-8 chunk's
 * characters (`countContinuationsWasm`).
 */
export const transcodeAccelerator = {
  ASCII,
  copyableRunEnd,
  countContinuationsWasm,
  NOT_UTF8,
  rewriteSupplementary,
  singleRunEnd,
  wholeUtf8,
} as const
