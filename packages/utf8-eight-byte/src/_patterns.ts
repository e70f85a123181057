/**
 * Unit patterns in Barber's table-seven notation (`1110'dddd`, `10dd'dddd`), for `explain` and
 * `hunkCapacity`: structure bits as 0/1, data bits as `d`.
 *
 * @module
 */

import { bitDiagram, formatDiagram } from '@utf8x/core'
import { type Scheme, structureBits } from './_scheme.ts'

/** A unit's pattern: an `n`-unit lead (`kind` = n), an extension unit (`0`), or (`-1`) all its bits. */
export function unitPattern(scheme: Scheme, kind: number, unit = 0): string {
  if (kind < 0) return patternNow(scheme, kind, unit)
  let known = patterns.get(scheme)
  if (known === undefined) patterns.set(scheme, (known = []))
  return (known[kind] ??= patternNow(scheme, kind, unit))
}

const patterns = /* @__PURE__ */ new WeakMap<Scheme, string[]>()

function patternNow(scheme: Scheme, kind: number, unit: number): string {
  const marker =
    kind < 0 ? unit : kind === 0 ? scheme.layouts[1]?.extensionMarker : scheme.layouts[kind]?.leadMarker
  const diagram = bitDiagram([marker ?? 0], [structureBits(scheme, kind)], scheme.unitBits)
  return formatDiagram(diagram, 'pattern').replace(/w/g, '1').replace(/z/g, '0')
}
