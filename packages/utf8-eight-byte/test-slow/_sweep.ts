/**
 * The complete sweep of 5-bit hunks: every input of 1 to 5 hunks (32 + 32² + … + 32⁵ ≈ 34.6 million),
 * checked against the plain reference of `test/reference.ts` in strict mode (kind and offset of the
 * error, or the code points) and in replacement mode.
 *
 * Speed comes from three things. The reference runs once per distinct sequence, not once per input: a
 * result is its first step followed by the stored result of the rest, and results of up to 4 hunks are
 * kept in typed arrays. The codec's replacement output is compared in batches of inputs joined by the
 * single hunk 0 (which ends any sequence, so each input decodes alone), and its strict code points in
 * batches of the valid inputs. Mismatches are collected, not asserted one by one, and errors are built
 * without stack traces. What cannot be batched is still done once per input: `validate` (so every
 * error's kind and offset is checked, errors at the very end included), and replacement decoding of each
 * input that ends in something other than a single (the end of the input then ends a sequence).
 */

import { hunkCodec } from '../src/index.ts'
import { matches, type RefStep, refHunk, refStep } from '../test/reference.ts'

const BITS = 5
const SIZE = 2 ** BITS
/** The longest sequence, and the longest input swept. */
export const LONGEST = 5

const KINDS = ['ok', 'unexpected-continuation', 'invalid-lead', 'truncated', 'overlong'] as const

const ref = refHunk(BITS)
const codec = hunkCodec(BITS)

/** How many extension units the lead `unit` takes, or −1 when it starts nothing. */
const extensionsOf = (unit: number) => ref.patterns.findIndex((p) => matches(p, unit))
const isSingle = (unit: number) => matches(ref.patterns[0] as string, unit)

/** Results of every input of `length` hunks, by the input read as a base-32 number. */
interface Table {
  readonly kind: Uint8Array
  readonly offset: Uint8Array
  /** Replacement output (also the strict output where the input is valid): `length` slots per input. */
  readonly values: Uint16Array
  readonly count: Uint8Array
}

/** A reference step as numbers: units used (the maximal subpart on an error), kind (0: ok), value. */
interface Step {
  used: number
  kind: number
  value: number
}

function stepOf(step: RefStep, into: Step): Step {
  into.used = step.ok ? step.length : step.subpart
  into.kind = step.ok ? 0 : KINDS.indexOf(step.kind as (typeof KINDS)[number])
  if (into.kind < 0) throw new Error(`unknown kind in ${JSON.stringify(step)}`)
  into.value = step.ok ? Number(step.value) : 0xfffd
  return into
}

/** The expected result of one input: its first step, then the stored result of the rest. */
const expected = { kind: 0, offset: 0, restLength: 0, rest: 0 }

function expect(step: Step, length: number, x: number, tables: readonly Table[]): void {
  const restLength = length - step.used
  const rest = x % SIZE ** restLength
  const restKind = (tables[restLength] as Table).kind[rest] as number
  expected.kind = step.kind === 0 ? restKind : step.kind
  expected.offset =
    step.kind === 0 && restKind !== 0 ? ((tables[restLength] as Table).offset[rest] as number) + step.used : 0
  expected.restLength = restLength
  expected.rest = rest
}

/** Writes the expected replacement output of the last {@link expect}ed input at `out[at]`; returns its length. */
function writeValues(step: Step, tables: readonly Table[], out: Uint16Array, at: number): number {
  const table = tables[expected.restLength] as Table
  const n = table.count[expected.rest] as number
  const from = expected.rest * expected.restLength
  out[at] = step.value
  for (let k = 0; k < n; k++) out[at + 1 + k] = table.values[from + k] as number
  return n + 1
}

function unitsOf(x: number, length: number, into: Uint16Array): Uint16Array {
  for (let i = length - 1; i >= 0; i--) {
    into[i] = x % SIZE
    x = Math.floor(x / SIZE)
  }
  return into
}

/** Reference results of every input of up to `LONGEST − 1` hunks, and the first step of each 4-hunk input. */
function referenceTables(): { tables: Table[]; steps: Step[] } {
  const tables: Table[] = [
    {
      kind: new Uint8Array(1),
      offset: new Uint8Array(1),
      values: new Uint16Array(0),
      count: new Uint8Array(1),
    },
  ]
  let steps: Step[] = []
  for (let length = 1; length < LONGEST; length++) {
    const total = SIZE ** length
    const table: Table = {
      kind: new Uint8Array(total),
      offset: new Uint8Array(total),
      values: new Uint16Array(total * length),
      count: new Uint8Array(total),
    }
    const units = new Uint16Array(length)
    steps = []
    for (let x = 0; x < total; x++) {
      const step = stepOf(refStep(ref, unitsOf(x, length, units), 0), { used: 0, kind: 0, value: 0 })
      steps.push(step)
      expect(step, length, x, tables)
      table.kind[x] = expected.kind
      table.offset[x] = expected.offset
      table.count[x] = writeValues(step, tables, table.values, x * length)
    }
    tables.push(table)
  }
  return { tables, steps }
}

export interface SweepResult {
  /** Inputs checked, by length (index 1 to 5). */
  readonly checked: number[]
  /** Inputs whose strict result is an error, by kind. */
  readonly errors: Record<string, number>
  /** The first few mismatches, described. */
  readonly mismatches: string[]
  /** How many mismatches in all. */
  readonly mismatchCount: number
}

const BATCH = 8192
const hex = (units: ArrayLike<number>) => Array.from(units, (u) => u.toString(16).toUpperCase()).join(' ')

/** Sweeps every input of 1 to 5 hunks whose first hunk is in `firsts`. */
export function sweep(firsts: readonly number[]): SweepResult {
  const { tables, steps } = referenceTables()
  const checked = Array<number>(LONGEST + 1).fill(0)
  const errorCounts = new Array<number>(KINDS.length).fill(0)
  const mismatches: string[] = []
  let mismatchCount = 0
  const mismatch = (what: () => string) => {
    mismatchCount++
    if (mismatches.length < 10) mismatches.push(what())
  }
  const step: Step = { used: 0, kind: 0, value: 0 }
  const limit = Error.stackTraceLimit
  Error.stackTraceLimit = 0
  try {
    for (let length = 1; length <= LONGEST; length++) {
      const one = new Uint16Array(length)
      const stride = length + 1
      // Inputs each followed by the single 0 (the separators stay 0), and the expected outputs.
      const batch = new Uint16Array(BATCH * stride)
      const want = new Uint16Array(BATCH * stride)
      const valid = new Uint16Array(BATCH * stride)
      const validWant = new Uint16Array(BATCH * stride)
      let inBatch = 0
      let wanted = 0
      let validLength = 0
      let validWanted = 0
      const flush = () => {
        const got = codec.decodeCodePoints(batch.subarray(0, inBatch * stride), { fatal: false })
        if (!sameValues(got, want, 0, wanted))
          mismatch(() => `replacement, batch of ${length}-hunk inputs from ${hex(batch.subarray(0, length))}`)
        const units = valid.subarray(0, validLength)
        if (
          codec.validate(units) !== null ||
          !sameValues(codec.decodeCodePoints(units), validWant, 0, validWanted)
        )
          mismatch(
            () => `strict, batch of valid ${length}-hunk inputs from ${hex(valid.subarray(0, length))}`,
          )
        inBatch = wanted = validLength = validWanted = 0
      }
      const prefixes = SIZE ** (length - 1)
      for (const first of firsts) {
        const e = extensionsOf(first)
        for (let x = first * prefixes; x < (first + 1) * prefixes; x++) {
          unitsOf(x, length, one)
          // The reference reads the lead, then extension units while the sequence wants more: a 5-hunk
          // input's first step is its first 4 hunks' unless the lead takes 4 extensions and they are there.
          if (length < LONGEST || (e === LONGEST - 1 && isExtension(one, 1, LONGEST - 1)))
            stepOf(refStep(ref, one, 0), step)
          else Object.assign(step, steps[Math.floor(x / SIZE)])
          expect(step, length, x, tables)
          checked[length] = (checked[length] as number) + 1

          // Replacement: every input in a batch (each followed by the single 0).
          const at = wanted
          const count = writeValues(step, tables, want, at)
          want[at + count] = 0
          wanted += count + 1
          batch.set(one, inBatch * stride)
          inBatch++

          // Strict: validate on the input alone; valid inputs' code points in a batch.
          const error = codec.validate(one)
          if (expected.kind === 0) {
            if (error !== null)
              mismatch(() => `validate ${hex(one)}: expected ok, got ${error.kind}@${error.offset}`)
            valid.set(one, validLength)
            validLength += stride
            validWant.set(want.subarray(at, at + count + 1), validWanted)
            validWanted += count + 1
          } else {
            errorCounts[expected.kind] = (errorCounts[expected.kind] as number) + 1
            const kind = KINDS[expected.kind] as string
            const offset = expected.offset
            if (error === null || error.kind !== kind || error.offset !== offset) {
              const got = error === null ? 'ok' : `${error.kind}@${error.offset}`
              mismatch(() => `validate ${hex(one)}: expected ${kind}@${offset}, got ${got}`)
            }
          }

          // Replacement of the input alone, where its end may end a sequence (it does not end in a single).
          if (!isSingle(one[length - 1] as number)) {
            const got = codec.decodeCodePoints(one, { fatal: false })
            if (!sameValues(got, want, at, count)) {
              const values = want.slice(at, at + count)
              mismatch(() => `replacement ${hex(one)}: expected ${hex(values)}, got ${hex(got)}`)
            }
          }
          if (inBatch === BATCH) flush()
        }
      }
      if (inBatch > 0) flush()
    }
  } finally {
    Error.stackTraceLimit = limit
  }
  const errors: Record<string, number> = {}
  errorCounts.forEach((n, k) => {
    if (n > 0) errors[KINDS[k] as string] = n
  })
  return { checked, errors, mismatches, mismatchCount }
}

/** Whether `units[from:to)` are all extension units. */
function isExtension(units: Uint16Array, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (!matches(ref.extension as string, units[i] as number)) return false
  return true
}

/** Whether `got` is `want[at:at+n)`. */
function sameValues(got: readonly number[], want: Uint16Array, at: number, n: number): boolean {
  if (got.length !== n) return false
  for (let i = 0; i < n; i++) if (got[i] !== want[at + i]) return false
  return true
}
