/**
 * Every one of the 2^24 3-byte inputs through a codec, against the reference decoder of `test/`.
 *
 * Calling the codec and the reference once per input takes minutes, so:
 * - the reference runs once per 0-, 1- and 2-byte input, and once per distinct first sequence of a 3-byte
 *   input; the answer for `[a, b, c]` is that first step followed by the answer for what it leaves (the
 *   reference reads forward only, so decoding the rest on its own gives the same). {@link directAnswers}
 *   checks this composition against the reference itself;
 * - the codec's public `decode`/`decodeCodePoints` see the 65,536 inputs of one first byte at once, each
 *   followed by a separator `41` (ASCII ends any sequence and pairs with nothing, so an input decodes as on
 *   its own, followed by "A"), and whole batches are compared. An input whose end may matter (it ends
 *   inside or right after a multi-byte sequence) is also decoded on its own;
 * - the strict error (kind and offset) of every input comes from {@link firstErrorOffset}, the engine's
 *   steps without building the error `validate` returns (a `DecodeError` costs microseconds to build).
 *
 * @module
 */

import type { Scheme } from '@utf8x/core'
import { newStep, readSequence } from '@utf8x/core/internal'
import {
  type Kind,
  type RefScheme,
  refReplace,
  refStrict,
  refString,
  type Step,
  step,
} from '../test/reference.ts'

/** The public decoding functions the sweep calls. */
export interface SweptCodec {
  decode(bytes: Uint8Array, options?: object): string
  decodeCodePoints(bytes: Uint8Array, options?: object): number[]
}

type Failure = { kind: Kind; offset: number }

/** Everything the reference says about one input. */
export interface Answers {
  /** Strict decoding to code points. */
  strict: number[] | Failure
  /** Replacement decoding to code points. */
  replaced: number[]
  /** Strict decoding to a string (adds `unrepresentable`). */
  strictText: string | Failure
  /** Replacement decoding to a string. */
  text: string
}

const KEEP_BOM = { ignoreBOM: true }
const REPLACE = { fatal: false, ignoreBOM: true }
const SEPARATOR = 0x41
const PER_LEAD = 65536

const isFailure = (x: number[] | string | Failure): x is Failure => typeof x === 'object' && !Array.isArray(x)
const shifted = (f: Failure, by: number): Failure => ({ kind: f.kind, offset: f.offset + by })

/** The reference's answers for `bytes`, straight from its three decoders. */
export function directAnswers(bytes: number[], ref: RefScheme): Answers {
  const strict = refStrict(bytes, ref)
  const strictText = refString(bytes, ref, true)
  return {
    strict: strict.ok ? strict.codePoints : { kind: strict.kind, offset: strict.offset },
    replaced: refReplace(bytes, ref),
    strictText,
    text: refString(bytes, ref, false) as string,
  }
}

/** Whether a JS string cannot hold the value `v` (strict decoding to a string: `unrepresentable`). */
const unrepresentable = (v: number, ref: RefScheme): boolean =>
  v > 0x10ffff || (v >= 0xd800 && v <= 0xdfff && ref.surrogates === 'ordinary')

/** What the first step `head` adds to a string: its character, or U+FFFD (an error, or `unrepresentable`). */
function headChar(head: Step, ref: RefScheme): string {
  if (!head.ok || unrepresentable(head.value, ref)) return '\uFFFD'
  const v = head.value
  return v > 0xffff ? String.fromCodePoint(v) : String.fromCharCode(v)
}

/** Where strict decoding to code points fails, given the first step and the answers for the rest. */
function strictFailure(head: Step, rest: Answers): Failure | null {
  if (!head.ok) return { kind: head.kind, offset: 0 }
  return isFailure(rest.strict) ? shifted(rest.strict, head.length) : null
}

/** Where strict decoding to a string fails, given the first step and the answers for the rest. */
function strictTextFailure(head: Step, rest: Answers, ref: RefScheme): Failure | null {
  if (!head.ok) return { kind: head.kind, offset: 0 }
  if (unrepresentable(head.value, ref)) return { kind: 'unrepresentable', offset: 0 }
  return isFailure(rest.strictText) ? shifted(rest.strictText, head.length) : null
}

/** An input as its first step (the reference's `step` at 0) and the answers for the bytes that step leaves. */
export interface Composed {
  head: Step
  rest: Answers
}

/** The answers a {@link Composed} input stands for (as {@link directAnswers} would give them). */
export function flatten({ head, rest }: Composed, ref: RefScheme): Answers {
  const first = head.ok ? head.value : 0xfffd
  const char = headChar(head, ref)
  return {
    strict: strictFailure(head, rest) ?? [first, ...(rest.strict as number[])],
    replaced: [first, ...rest.replaced],
    strictText: strictTextFailure(head, rest, ref) ?? char + (rest.strictText as string),
    text: char + rest.text,
  }
}

/** The reference's answers for every input of 0–2 bytes (index: `[]` 0, `[c]` 1 + c, `[b, c]` 257 + 256b + c). */
export function shortAnswers(ref: RefScheme): Answers[] {
  const table = [directAnswers([], ref)]
  for (let c = 0; c < 256; c++) table.push(directAnswers([c], ref))
  for (let b = 0; b < 256; b++) for (let c = 0; c < 256; c++) table.push(directAnswers([b, c], ref))
  return table
}

const isContinuation = (x: number): boolean => x >= 0x80 && x <= 0xbf

/**
 * Every `[a, b, c]` with this first byte, in the order `256b + c`. The reference's first step looks at the
 * value of `c` only when `a` announces 3 or more bytes (E0–FF) and `b` and `c` are both continuation
 * bytes; otherwise it sees at most that `c` is not one, so one step (taken with `c` = 41) serves.
 */
export function composedInputs(a: number, ref: RefScheme, short: Answers[]): Composed[] {
  const heads: Step[] = []
  const rests = new Int32Array(PER_LEAD)
  firstSteps(a, ref, heads, rests, [])
  return heads.map((head, index) => ({ head, rest: short[rests[index] as number] as Answers }))
}

/**
 * {@link composedInputs} as arrays: the first steps, the indexes of the rests in the short table, and
 * what each first step adds to a string ({@link headChar}, taken once per distinct step).
 */
function firstSteps(a: number, ref: RefScheme, heads: Step[], rests: Int32Array, chars: string[]): void {
  for (let b = 0; b < 256; b++) {
    const readsThird = a >= 0xe0 && isContinuation(b)
    const other = step([a, b, SEPARATOR], 0, ref)
    const otherChar = headChar(other, ref)
    for (let c = 0; c < 256; c++) {
      const third = readsThird && isContinuation(c)
      const head = third ? step([a, b, c], 0, ref) : other
      const used = head.ok ? head.length : head.subpart
      heads[b * 256 + c] = head
      chars[b * 256 + c] = third ? headChar(head, ref) : otherChar
      rests[b * 256 + c] = used === 1 ? 257 + b * 256 + c : used === 2 ? 1 + c : 0
    }
  }
}

/** Whether `actual[from…]` starts with `expected`. */
function startsWith(actual: ArrayLike<number>, from: number, expected: number[]): boolean {
  for (let k = 0; k < expected.length; k++) if (actual[from + k] !== expected[k]) return false
  return true
}

const show = (x: unknown): string => JSON.stringify(x)

/** What the codec's public functions give for one input on its own, compared with `expected`. */
function isolated(codec: SweptCodec, bytes: Uint8Array, expected: Answers): string | null {
  const problems: string[] = []
  const text = codec.decode(bytes, REPLACE)
  if (text !== expected.text) problems.push(`replacing decode ${show(text)} != ${show(expected.text)}`)
  const replaced = codec.decodeCodePoints(bytes, REPLACE)
  if (replaced.length !== expected.replaced.length || !startsWith(replaced, 0, expected.replaced)) {
    problems.push(`replacing decodeCodePoints ${replaced} != ${expected.replaced}`)
  }
  if (!isFailure(expected.strict)) {
    const strict = codec.decodeCodePoints(bytes, KEEP_BOM)
    if (strict.length !== expected.strict.length || !startsWith(strict, 0, expected.strict))
      problems.push(`decodeCodePoints ${strict} != ${expected.strict}`)
  }
  if (!isFailure(expected.strictText)) {
    const strictText = codec.decode(bytes, KEEP_BOM)
    if (strictText !== expected.strictText)
      problems.push(`decode ${show(strictText)} != ${show(expected.strictText)}`)
  } else if (!isFailure(expected.strict) || expected.strict.kind !== expected.strictText.kind) {
    // Strict decoding to a string fails where strict decoding to code points does not (`unrepresentable`).
    try {
      problems.push(
        `decode gave ${show(codec.decode(bytes, KEEP_BOM))}, expected ${show(expected.strictText)}`,
      )
    } catch (error) {
      const { kind, offset } = error as Failure
      if (kind !== expected.strictText.kind || offset !== expected.strictText.offset) {
        problems.push(`decode threw ${kind}@${offset}, expected ${show(expected.strictText)}`)
      }
    }
  }
  return problems.length === 0 ? null : problems.join('; ')
}

/**
 * Whether the input ends with a lead and one or two continuation bytes: inside a sequence (whose end the
 * separator would otherwise decide) or right after one (a high surrogate looks ahead for its low). These
 * are also decoded on their own. A final lone lead is not: strict decoding of every input on its own
 * (`firstErrorOffset`) and the 1- and 2-byte sweeps of the regular suite cover it.
 */
function endMatters(a: number, b: number, c: number): boolean {
  if (!isContinuation(c)) return false
  return b >= 0xc0 || (isContinuation(b) && a >= 0xc0)
}

const hex = (bytes: number[]): string => bytes.map((x) => x.toString(16).padStart(2, '0')).join(' ')

/** Walks a decoded batch: each input's expected part, then the separator. */
class Walk {
  text = 0
  codePoints = 0
  constructor(
    readonly actualText: string,
    readonly actualCodePoints: number[],
  ) {}
  /** Consumes one input's text `head + rest` and the separator; false on a difference. */
  text3(head: string, rest: string): boolean {
    const t = this.actualText
    const at = this.text
    if (!t.startsWith(head, at) || !t.startsWith(rest, at + head.length)) return false
    this.text = at + head.length + rest.length + 1
    return t.charCodeAt(this.text - 1) === SEPARATOR
  }
  /** Consumes one input's code points `[head, ...rest]` and the separator; false on a difference. */
  codePoints3(head: number, rest: number[]): boolean {
    const c = this.actualCodePoints
    const at = this.codePoints
    if (c[at] !== head || !startsWith(c, at + 1, rest)) return false
    this.codePoints = at + 2 + rest.length
    return c[this.codePoints - 1] === SEPARATOR
  }
  /** Whether everything was consumed. */
  done(): boolean {
    return this.text === this.actualText.length && this.codePoints === this.actualCodePoints.length
  }
}

/** Writes input `[a, index >> 8, index & FF]` and the separator at `to[at]`; returns the end. */
function appendInput(to: Uint8Array, at: number, a: number, index: number): number {
  to[at] = a
  to[at + 1] = index >> 8
  to[at + 2] = index & 0xff
  to[at + 3] = SEPARATOR
  return at + 4
}

/** The engine's last step: after {@link firstErrorOffset} finds an error, its kind. */
const sequence = newStep()

/** Where strict decoding to code points fails first (`-1`: nowhere), the error's kind in `sequence`. */
function firstErrorOffset(bytes: Uint8Array, scheme: Scheme): number {
  let i = 0
  while (i < bytes.length) {
    if (!readSequence(scheme, bytes, i, bytes.length, sequence)) return i
    i += sequence.length
  }
  return -1
}

/**
 * Sweeps every 3-byte input with first byte in `leads` through `codec` (whose scheme is `scheme`) and
 * the reference `ref`; returns the first mismatches found (at most 10), empty when all agree.
 */
export function sweepThreeByteInputs(
  codec: SweptCodec,
  scheme: Scheme,
  ref: RefScheme,
  leads: Iterable<number>,
): string[] {
  const mismatches: string[] = []
  const report = (bytes: number[], what: string): void => {
    if (mismatches.length < 10) mismatches.push(`${scheme.name} ${hex(bytes)}: ${what}`)
  }
  const short = shortAnswers(ref)
  const one = new Uint8Array(3)
  const batch = new Uint8Array(PER_LEAD * 4)
  const strictBatch = new Uint8Array(PER_LEAD * 4)
  const strictTextBatch = new Uint8Array(PER_LEAD * 4)
  for (let index = 0; index < PER_LEAD; index++) {
    batch[4 * index + 1] = index >> 8
    batch[4 * index + 2] = index & 0xff
    batch[4 * index + 3] = SEPARATOR
  }
  /** Per input: bit 0, strict decoding to code points succeeds; bit 1, strict decoding to a string does. */
  const valid = new Uint8Array(PER_LEAD)
  // The short answers' strict outcomes, looked up without type tests in the loop below.
  const strictOk = short.map((x) => !isFailure(x.strict))
  const textOk = short.map((x) => !isFailure(x.strictText))
  const heads: Step[] = []
  const rests = new Int32Array(PER_LEAD)
  const chars: string[] = []
  for (const a of leads) {
    firstSteps(a, ref, heads, rests, chars)
    let strictLength = 0
    let strictTextLength = 0
    one[0] = a
    for (let index = 0; index < PER_LEAD; index++) {
      const head = heads[index] as Step
      const r = rests[index] as number
      const rest = short[r] as Answers
      one[1] = index >> 8
      one[2] = index & 0xff
      batch[4 * index] = a
      const inputStrictOk = head.ok && strictOk[r] === true
      const inputTextOk = inputStrictOk && textOk[r] === true && !unrepresentable(head.value, ref)
      valid[index] = (inputStrictOk ? 1 : 0) | (inputTextOk ? 2 : 0)
      if (inputStrictOk) strictLength = appendInput(strictBatch, strictLength, a, index)
      if (inputTextOk) strictTextLength = appendInput(strictTextBatch, strictTextLength, a, index)
      // The expected first error, without building it: the first step's, or the rest's moved past it.
      const failure = head.ok ? (strictOk[r] === true ? null : (rest.strict as Failure)) : head
      const failureAt = failure === null ? -1 : head.ok ? (failure as Failure).offset + head.length : 0
      const offset = firstErrorOffset(one, scheme)
      if (offset !== failureAt || (failure !== null && (failure as Failure).kind !== sequence.kind)) {
        report(
          [...one],
          `first error at ${offset} (${sequence.kind}), expected ${show(strictFailure(head, rest))}`,
        )
      }
      if (endMatters(a, one[1], one[2])) {
        const problem = isolated(codec, one, flatten({ head, rest }, ref))
        if (problem !== null) report([...one], problem)
      }
    }
    const replacing = new Walk(codec.decode(batch, REPLACE), codec.decodeCodePoints(batch, REPLACE))
    const strict = new Walk(
      codec.decode(strictTextBatch.subarray(0, strictTextLength), KEEP_BOM),
      codec.decodeCodePoints(strictBatch.subarray(0, strictLength), KEEP_BOM),
    )
    let same = true
    for (let index = 0; index < PER_LEAD && same; index++) {
      const head = heads[index] as Step
      const rest = short[rests[index] as number] as Answers
      const char = chars[index] as string
      same =
        replacing.text3(char, rest.text) &&
        replacing.codePoints3(head.ok ? head.value : 0xfffd, rest.replaced)
      const flags = valid[index] as number
      if (same && flags & 1) same = strict.codePoints3(head.ok ? head.value : 0xfffd, rest.strict as number[])
      if (same && flags & 2) same = strict.text3(char, rest.strictText as string)
    }
    if (!same || !replacing.done() || !strict.done()) {
      // Name the inputs: decode each on its own.
      for (let index = 0; index < PER_LEAD && mismatches.length < 10; index++) {
        const bytes = [a, index >> 8, index & 0xff]
        const rest = short[rests[index] as number] as Answers
        const problem = isolated(
          codec,
          Uint8Array.from(bytes),
          flatten({ head: heads[index] as Step, rest }, ref),
        )
        if (problem !== null) report(bytes, problem)
      }
      if (mismatches.length === 0) report([a], 'a batch differs, but every input on its own agrees')
    }
  }
  return mismatches
}
