/**
 * A byte codec of this package: core's engine on the scheme's rows, with an accelerator where one
 * knows the answer faster (the UTF-8 one for the UTF-8-compatible schemes, the 65-bit one for its own).
 *
 * @module
 */

import type { Codec } from '@utf8x/core'
import { type Accelerator, schemeCodec, utf8Accelerator } from '@utf8x/core/internal'
import { explainSequence } from './_explain.ts'
import type { Scheme } from './_scheme.ts'

/** Builds the codec of a byte scheme; `fast` is its accelerator when it is not UTF-8-compatible. */
export function byteCodec<CodePoint extends number | bigint>(
  scheme: Scheme,
  fast?: Accelerator,
): Codec<CodePoint> {
  const hooks = { explainSequence: explainSequence(scheme) as never }
  const accelerator = scheme.utf8Compatible ? utf8Accelerator() : fast
  return schemeCodec<CodePoint>(scheme as never, { accelerator, hooks })
}
