/**
 * Bit diagrams in Barber's notation (§1, §4): structure bits `w` (one) and `z` (zero), data bits as
 * values, `d` or subscripted; an apostrophe every four bits from the right (`wwz0'0010 wz00'0000`).
 *
 * @module
 */

/** One bit of a diagram. */
export interface DiagramBit {
  /** `structure` bits mark the sequence's shape; `data` bits hold the value. */
  readonly role: 'structure' | 'data'
  /** The bit's value. */
  readonly value: 0 | 1
  /** For data bits: the bit's weight in the stored value (0 = least significant). */
  readonly dataIndex?: number
}

/** One unit (byte or hunk) of a diagram. */
export interface DiagramUnit {
  readonly value: number
  readonly bits: readonly DiagramBit[]
}

/** A whole sequence, unit by unit. */
export interface BitDiagram {
  readonly unitBits: number
  readonly units: readonly DiagramUnit[]
  /** How many data bits the sequence carries. */
  readonly dataBits: number
}

/**
 * Describes one encoded sequence bit by bit.
 *
 * @param units - the sequence's units
 * @param structureBits - for each unit, how many of its high bits are structure (a function or a list)
 * @param unitBits - bits per unit (8 for bytes)
 * @example
 * ```ts
 * const d = bitDiagram([0xc2, 0x80], [3, 2])
 * console.assert(formatDiagram(d) === "wwz0'0010 wz00'0000")
 * ```
 */
export function bitDiagram(
  units: ArrayLike<number>,
  structureBits: ArrayLike<number> | ((unitIndex: number, unit: number) => number),
  unitBits = 8,
): BitDiagram {
  const counts: number[] = []
  let dataBits = 0
  for (let u = 0; u < units.length; u++) {
    const unit = units[u] as number
    // A unit wider than the scheme's holds no data: all its bits are drawn, as structure.
    const width = drawnWidth(unit, unitBits)
    const s =
      width > unitBits
        ? width
        : typeof structureBits === 'function'
          ? structureBits(u, unit)
          : (structureBits[u] as number)
    counts.push(s)
    dataBits += Math.max(0, unitBits - s)
  }
  let dataIndex = dataBits
  const out: DiagramUnit[] = []
  for (let u = 0; u < units.length; u++) {
    const unit = units[u] as number
    const width = drawnWidth(unit, unitBits)
    const bits: DiagramBit[] = []
    for (let b = width - 1; b >= 0; b--) {
      const value = ((unit >>> b) & 1) as 0 | 1
      if (width - 1 - b < (counts[u] as number)) bits.push({ role: 'structure', value })
      else bits.push({ role: 'data', value, dataIndex: --dataIndex })
    }
    out.push({ value: unit, bits })
  }
  return { unitBits, units: out, dataBits }
}

/** How many bits of `unit` are drawn: the scheme's `unitBits`, or all of them in a unit wider than that. */
function drawnWidth(unit: number, unitBits: number): number {
  return unitBits < 32 && unit >>> unitBits !== 0 ? 32 - Math.clz32(unit) : unitBits
}

/** How {@link formatDiagram} writes data bits. */
export type DiagramStyle = 'values' | 'pattern' | 'subscript'

function subscript(index: number): string {
  return index < 36 ? index.toString(36).toUpperCase() : `{${index}}`
}

function groups(bits: readonly DiagramBit[]): DiagramBit[][] {
  const out: DiagramBit[][] = []
  const first = bits.length % 4 || 4
  out.push(bits.slice(0, first))
  for (let i = first; i < bits.length; i += 4) out.push(bits.slice(i, i + 4))
  return out
}

/**
 * Writes a diagram as text. `values` (default): data bits as 0/1 (`wwz0'0010 wz00'0000`, Barber table
 * two); `pattern`: data bits as `d` (`wwzd'dddd wzdd'dddd`, table one); `subscript`: table four's
 * numbered form (`wwz dA ' d9d8d7d6 # wz d5d4 ' d3d2d1d0`).
 */
export function formatDiagram(diagram: BitDiagram, style: DiagramStyle = 'values'): string {
  const numbered = style === 'subscript'
  const draw = (b: DiagramBit): string =>
    b.role === 'structure'
      ? b.value
        ? 'w'
        : 'z'
      : numbered
        ? `d${subscript(b.dataIndex as number)}`
        : style === 'pattern'
          ? 'd'
          : String(b.value)
  const drawGroup = (group: DiagramBit[]): string => {
    if (!numbered) return group.map(draw).join('')
    // Table four: a group's structure bits, then its numbered data bits.
    const drawn = (role: DiagramBit['role']) => group.map((b) => (b.role === role ? draw(b) : '')).join('')
    const s = drawn('structure')
    const d = drawn('data')
    return s && d ? `${s} ${d}` : s + d
  }
  const groupSeparator = numbered ? " ' " : "'"
  return diagram.units
    .map((unit) => groups(unit.bits).map(drawGroup).join(groupSeparator))
    .join(numbered ? ' # ' : ' ')
}
