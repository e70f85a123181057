/**
 * Lines held in one buffer, and their order. Each line ends with its LF, so line `i` is
 * `bytes[starts[i], starts[i + 1] - 1)` and the LF is at `starts[i + 1] - 1`.
 *
 * Byte order (the code point order of an order-preserving scheme such as UTF-8) is found without a
 * JavaScript comparator: the lines' next four to seven bytes and the line's place make a 64-bit key, the
 * keys are sorted by the runtime's own numeric sort (`BigUint64Array`'s), and only the lines whose key
 * bytes are equal are looked at again, further on (an MSD radix sort whose passes are native sorts). A
 * handful of tied lines are ordered by a byte loop.
 *
 * @module
 */

/** Lines in a buffer: how many, and where each starts (`count + 1` entries, the last the end). */
export interface Lines {
  readonly bytes: Uint8Array
  readonly starts: Int32Array
  readonly count: number
}

const LF = 0x0a

/**
 * The lines of `bytes[0, length)`, every one of which ends with LF.
 *
 * @param starts - an array to reuse when it is big enough
 */
export function findLines(bytes: Uint8Array, length: number, starts?: Int32Array): Lines {
  let found = starts ?? new Int32Array(1 << 10)
  let count = 0
  found[0] = 0
  for (let at = 0; at < length; at++) {
    if (bytes[at] !== LF) continue
    if (count + 2 > found.length) {
      const bigger = new Int32Array(found.length * 2)
      bigger.set(found)
      found = bigger
    }
    found[++count] = at + 1
  }
  return { bytes, starts: found, count }
}

/** Big-endian or little-endian: where the high half of a 64-bit key is among its two 32-bit words. */
const HIGH = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1 ? 1 : 0
const LOW = 1 - HIGH

/** At most this many tied lines are ordered by a byte loop rather than a native sort. */
const FEW = 12

/** How two lines compare: negative, zero or positive, as `a[aStart, aEnd)` sorts before, with or after `b[bStart, bEnd)`. */
export type LineOrder = (
  a: Uint8Array,
  aStart: number,
  aEnd: number,
  b: Uint8Array,
  bStart: number,
  bEnd: number,
) => number

/** Compares two byte ranges by their bytes, the shorter first when one starts the other. */
export const compareRanges: LineOrder = (a, aStart, aEnd, b, bStart, bEnd) => {
  const length = Math.min(aEnd - aStart, bEnd - bStart)
  for (let i = 0; i < length; i++) {
    const d = (a[aStart + i] as number) - (b[bStart + i] as number)
    if (d !== 0) return d
  }
  return aEnd - aStart - (bEnd - bStart)
}

/** Arrays {@link byteOrder} may reuse from one call to the next (it keeps them there). */
export interface OrderWork {
  order?: Int32Array
  keys?: BigUint64Array
  scratch?: Int32Array
}

/**
 * The lines' order by their bytes: `order[k]` is the line that comes k-th.
 *
 * @param work - arrays to reuse (the order returned is one of them: valid until the next call)
 */
export function byteOrder(lines: Lines, work: OrderWork = {}): Int32Array {
  const { bytes, starts, count } = lines
  if ((work.order?.length ?? -1) < count) {
    const size = Math.max(count, 1024)
    work.order = new Int32Array(size)
    work.keys = new BigUint64Array(size)
    work.scratch = new Int32Array(size)
  }
  const order = (work.order as Int32Array).subarray(0, count)
  for (let i = 0; i < count; i++) order[i] = i
  if (count < 2) return order
  const keys = (work.keys as BigUint64Array).subarray(0, count)
  const words = new Uint32Array(keys.buffer, keys.byteOffset, 2 * count)
  const scratch = (work.scratch as Int32Array).subarray(0, count)
  // Ranges of `order` still to sort, each by its bytes from `depth` on: [lo, hi, depth] triples.
  const tasks: number[] = [0, count, 0]
  while (tasks.length > 0) {
    const depth = tasks.pop() as number
    const hi = tasks.pop() as number
    const lo = tasks.pop() as number
    const size = hi - lo
    if (size <= FEW) {
      fewByBytes(order, lo, hi, depth, bytes, starts)
      continue
    }
    // The key: four bytes in the high word; in the low word, as many more bytes as leave room for the
    // line's place in the range.
    const more = size <= 1 << 8 ? 3 : size <= 1 << 16 ? 2 : size <= 1 << 24 ? 1 : 0
    const width = 4 + more
    const placeBits = 32 - 8 * more
    const placeMask = placeBits === 32 ? -1 : (1 << placeBits) - 1
    for (let i = lo; i < hi; i++) {
      const line = order[i] as number
      const at = (starts[line] as number) + depth
      const rest = (starts[line + 1] as number) - 1 - at
      let high: number
      let low = 0
      if (rest >= width) {
        high =
          (((bytes[at] as number) << 24) |
            ((bytes[at + 1] as number) << 16) |
            ((bytes[at + 2] as number) << 8) |
            (bytes[at + 3] as number)) >>>
          0
        for (let k = 0; k < more; k++) low |= (bytes[at + 4 + k] as number) << (24 - 8 * k)
      } else {
        high = 0
        for (let k = 0; k < rest && k < 4; k++) high |= (bytes[at + k] as number) << (24 - 8 * k)
        high >>>= 0
        for (let k = 4; k < rest; k++) low |= (bytes[at + k] as number) << (24 - 8 * (k - 4))
      }
      words[2 * i + HIGH] = high
      words[2 * i + LOW] = (low | (i - lo)) >>> 0
    }
    keys.subarray(lo, hi).sort()
    for (let i = lo; i < hi; i++)
      scratch[i] = order[lo + ((words[2 * i + LOW] as number) & placeMask)] as number
    order.set(scratch.subarray(lo, hi), lo)
    // Lines with the same key bytes: those that end within them first, shorter first (a line padded
    // with zeros is a start of the others), then the rest, sorted again further on.
    for (let group = lo; group < hi; ) {
      const high = words[2 * group + HIGH]
      const low = more === 0 ? 0 : (words[2 * group + LOW] as number) >>> placeBits
      let end = group + 1
      while (
        end < hi &&
        words[2 * end + HIGH] === high &&
        (more === 0 || (words[2 * end + LOW] as number) >>> placeBits === low)
      ) {
        end++
      }
      if (end - group > 1) {
        let ended = 0
        for (let i = group; i < end; i++) {
          const line = order[i] as number
          if ((starts[line + 1] as number) - 1 - (starts[line] as number) - depth <= width) ended++
        }
        let going = group
        if (ended > 0) {
          let to = group
          for (let length = 0; length <= width; length++) {
            for (let i = group; i < end; i++) {
              const line = order[i] as number
              if ((starts[line + 1] as number) - 1 - (starts[line] as number) - depth === length)
                scratch[to++] = line
            }
          }
          going = to
          for (let i = group; i < end; i++) {
            const line = order[i] as number
            if ((starts[line + 1] as number) - 1 - (starts[line] as number) - depth > width)
              scratch[to++] = line
          }
          order.set(scratch.subarray(group, end), group)
        }
        if (end - going > 1) tasks.push(going, end, depth + width)
      }
      group = end
    }
  }
  return order
}

/** Orders a few lines, `order[lo, hi)`, by their bytes from `depth` on (insertion sort). */
function fewByBytes(
  order: Int32Array,
  lo: number,
  hi: number,
  depth: number,
  bytes: Uint8Array,
  starts: Int32Array,
): void {
  for (let i = lo + 1; i < hi; i++) {
    const line = order[i] as number
    const start = (starts[line] as number) + depth
    const end = (starts[line + 1] as number) - 1
    let j = i - 1
    for (; j >= lo; j--) {
      const other = order[j] as number
      const otherStart = (starts[other] as number) + depth
      const otherEnd = (starts[other + 1] as number) - 1
      if (compareRanges(bytes, otherStart, otherEnd, bytes, start, end) <= 0) break
      order[j + 1] = other
    }
    order[j + 1] = line
  }
}

/** The lines' order by a comparator of their bytes (stable). */
export function comparatorOrder(lines: Lines, compare: (a: Uint8Array, b: Uint8Array) => number): Int32Array {
  const { bytes, starts, count } = lines
  const views: Uint8Array[] = new Array(count)
  const indexes: number[] = new Array(count)
  for (let i = 0; i < count; i++) {
    views[i] = bytes.subarray(starts[i] as number, (starts[i + 1] as number) - 1)
    indexes[i] = i
  }
  indexes.sort((a, b) => compare(views[a] as Uint8Array, views[b] as Uint8Array))
  return Int32Array.from(indexes)
}
