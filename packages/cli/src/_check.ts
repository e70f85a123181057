/**
 * Strict validation of a byte stream in one scheme, window by window (`_windows.ts`): the first
 * ill-formed sequence, or every one, each with its whole-stream offset, line and column, and the bytes
 * around it. After an ill-formed run, checking resumes right after it: the units replacement decoding
 * (`{ fatal: false }`) replaces with that one U+FFFD (a maximal subpart, one unit that starts no sequence,
 * a whole reserved run), so every error is the first error of what follows the previous one, and there
 * are as many errors as U+FFFD in the replacement decoding. A Corrected UTF-8 reserved run longer than a
 * window is followed across windows and reported once, with its whole extent.
 *
 * @module
 */

import { Buffer } from 'node:buffer'
import { DecodeError, type DecodeErrorKind } from '@utf8x/core'
import { engineLinkOf, newStep, readSequence, stepError } from '@utf8x/core/internal'
import type { ByteCodec } from './_codec.ts'
import { type LineColumn, Position } from './_position.ts'
import type { TextReport } from './_report.ts'
import { SequenceTooLong, type Window, Windows } from './_windows.ts'

/** A codec's link to its scheme and accelerator (core's engine). */
type EngineLink = NonNullable<ReturnType<typeof engineLinkOf>>
/** One step of the engine's reading. */
type Step = ReturnType<typeof newStep>

/** Bytes shown on each side of an ill-formed run. */
export const CONTEXT = 8

/** One ill-formed sequence, as the command reports it. */
export interface Problem extends LineColumn {
  readonly kind: DecodeErrorKind
  /** Its first byte, from the start of the stream. */
  readonly offset: number
  /** The byte after it. */
  readonly end: number
  /** The codec's message, with whole-stream offsets. */
  readonly message: string
  /** Its bytes in hex: `C0 80`; a run of more than 32 bytes by its first 16 and last 8 (`FE 80 … 80`). */
  readonly hex: string
  /** The bytes around it: where they start, and their hex with the run in brackets. */
  readonly context: { readonly offset: number; readonly hex: string }
}

/** Each byte value in hex, two digits. */
const HEX: readonly string[] = Array.from({ length: 256 }, (_, byte) =>
  byte.toString(16).toUpperCase().padStart(2, '0'),
)

/** `text`, then the hex of `bytes[from:to]`, a space between each. */
function joined(text: string, bytes: ArrayLike<number>, from: number, to: number): string {
  for (let i = from; i < to; i++)
    text += text === '' ? HEX[bytes[i] as number] : ` ${HEX[bytes[i] as number]}`
  return text
}

const hex = (bytes: ArrayLike<number>): string => joined('', bytes, 0, bytes.length)

/**
 * A message for an error the engine read, without the offset: what comes before and after it. Kept per
 * kind and bytes (see {@link Checker}), so that `--all` on dense errors builds one `DecodeError` per
 * different message, not one per error.
 */
interface Template {
  readonly before: string
  readonly after: string
  /** The same as UTF-8, for a {@link TextReport}. */
  readonly beforeBytes: Uint8Array
  readonly afterBytes: Uint8Array
  /**
   * Whether the units read come between the offset and `after`, as ` (F0 90 80`: a truncated sequence's
   * template is shared by every sequence of its lead and length (the rest of its message depends on no
   * other unit), so that random bytes do not make one for each of their thousands of prefixes.
   */
  readonly units: boolean
}

/** How a truncated sequence's message ends (the unit after it), as text and as UTF-8. */
interface Ending {
  readonly text: string
  readonly bytes: Uint8Array
}

/** Each error kind's number, for the numeric keys of {@link Checker}'s templates. */
const KIND_NUMBER: Readonly<Record<string, number>> = {
  truncated: 1,
  'unexpected-continuation': 2,
  'invalid-lead': 3,
  overlong: 4,
  surrogate: 5,
  'out-of-range': 6,
  'non-canonical-length': 7,
  reserved: 8,
  unrepresentable: 9,
}

/** Different messages kept at most (then forgotten, and built again as met). */
const TEMPLATES = 1 << 14

/** Bytes of a run shown in full; of a longer one, the first and the last few. */
const RUN_SHOWN = 32
const RUN_HEAD = 16
const RUN_TAIL = 8

/** A run's bytes in hex, bounded: its first and last bytes when it is long. */
const runHex = (head: Uint8Array, tail: Uint8Array, length: number): string =>
  length <= RUN_SHOWN
    ? hex(head.subarray(0, length))
    : `${hex(head.subarray(0, RUN_HEAD))} … ${hex(tail.subarray(tail.length - RUN_TAIL))}`

/** A reserved run that goes on past the window it started in: what its report needs. */
interface OpenRun {
  readonly error: DecodeError
  readonly position: LineColumn
  readonly context: { readonly offset: number; readonly before: string }
  /** Its first bytes (a copy). */
  readonly head: Uint8Array
  /** Its last bytes so far. */
  tail: Uint8Array
}

/**
 * The key of an error's message template, from its kind, lengths and the units `bytes[at:read]`: a
 * number for the usual errors (four units at most, a short announced length), else a string.
 */
function templateKey(bytes: Uint8Array, at: number, read: number, step: Step): number | string {
  const length = step.length
  const kind = KIND_NUMBER[step.kind as string] ?? 0
  if (read - at <= 4 && length < 8 && step.announced < 64 && kind !== 0) {
    let units = 0
    for (let i = at; i < read; i++) units = units * 256 + (bytes[i] as number)
    return ((kind * 64 + step.announced) * 8 + length) * 2 ** 32 + units
  }
  let key = `${step.kind} ${step.announced} ${length}:`
  for (let i = at; i < read; i++) key += String.fromCharCode(bytes[i] as number)
  return key
}

/**
 * The engine's error for `step`, made without a stack trace: only its kind, offsets and message are used
 * (`--all` makes one for each new message).
 */
function quickError(...args: Parameters<typeof stepError>): DecodeError {
  const limit = Error.stackTraceLimit
  Error.stackTraceLimit = 0
  try {
    return stepError(...args)
  } finally {
    Error.stackTraceLimit = limit
  }
}

/**
 * A one-unit error's message as bytes: what comes before its offset and after it. Such an error (a unit
 * that starts no sequence here, or a lead whose next unit cannot follow it) says the same, but for its
 * offset, wherever the same unit comes before the same next unit, so {@link Checker}'s `--all` text
 * report keeps it by those two and writes it again without reading the sequence.
 */
interface Single {
  readonly before: Uint8Array
  readonly after: Uint8Array
  /** How a truncated sequence's message ends (the unit after it), else null. */
  readonly ending: Uint8Array | null
  /** Whether the unit comes, in hex after ` (`, between the offset and `after`. */
  readonly units: boolean
}

/** The index of a one-unit error's {@link Single}: its unit and the next (-1: the input ends there). */
const singleKey = (unit: number, next: number): number => unit * 257 + next + 1

/** The one-unit errors' messages met in a scheme ({@link Single}). */
interface Singles {
  /** By {@link singleKey}. */
  readonly pairs: (Single | null)[]
  /** The unexpected continuations, by unit: the same whatever follows. */
  readonly continuations: (Single | null)[]
  /**
   * The leads cut short by the unit after them (one that extends no sequence: an ASCII byte, a lead), by
   * unit: the same for every such unit but for the message's ending, which says what the unit is
   * ({@link Checker}'s endings).
   */
  readonly leads: (Single | null)[]
}

/** Each scheme's {@link Singles}, made when its first one-unit error is met, kept for every file checked. */
const schemeSingles = new WeakMap<object, Singles>()

function singlesOf(scheme: object): Singles {
  let singles = schemeSingles.get(scheme)
  if (singles === undefined) {
    singles = {
      pairs: new Array(singleKey(256, -1)).fill(null),
      continuations: new Array(256).fill(null),
      leads: new Array(256).fill(null),
    }
    schemeSingles.set(scheme, singles)
  }
  return singles
}

/** Bytes of a chunk of single units that {@link Checker.pushSingles} checks: more than a window keeps. */
const SINGLES_HEAD = 16

/** Where a {@link Checker} starts when the bytes before were checked otherwise. */
export interface CheckStart extends LineColumn {
  readonly offset: number
  readonly recent: Uint8Array
}

/** Validates one stream: `push` each chunk, then `finish`. */
export class Checker {
  readonly codec: ByteCodec
  /** The problems found and not yet taken ({@link Checker.take}). */
  readonly problems: Problem[] = []
  /** How many problems were found in all. */
  found = 0
  /** Bytes seen so far. */
  bytes = 0
  readonly #all: boolean
  readonly #windows: Windows
  readonly #position: Position
  /** The last bytes consumed, for the context of a run at the start of a window. */
  #recent = new Uint8Array(0)
  /** A reserved run that went on to the end of the last window. */
  #open: OpenRun | null = null
  /** The codec's engine (`--all` reads its sequences directly), or null: each error from `validate`. */
  readonly #engine: EngineLink | null
  readonly #step: Step = newStep()
  readonly #templates = new Map<number | string, Template>()
  /** How a truncated sequence's message ends, for each unit after it (index 0: the input ends). */
  readonly #endings: (Ending | undefined)[] = new Array(257)
  /** The ending of the last truncated sequence's message ({@link Checker.#template}), else null. */
  #ending: Ending | null = null
  /** Where the problems go as text, written as they are found; null: into {@link Checker.problems}. */
  #report: TextReport | null = null
  /** The one-unit errors' messages met in this scheme, by any checker (with the first, for the text report). */
  #singles: Singles | null = null

  /**
   * @param all - report every ill-formed run (default: stop at the first)
   * @param start - where the first byte pushed is in the stream, when the bytes before it were checked
   *   otherwise (well-formed whole sequences): its offset, line and column, and the last bytes before it
   *   (for an error's context)
   */
  constructor(codec: ByteCodec, all = false, start?: CheckStart) {
    this.codec = codec
    this.#all = all
    this.#windows = new Windows(codec, start?.offset)
    this.#position = new Position(codec, start)
    this.#engine = all ? engineLinkOf(codec) : null
    if (start !== undefined) {
      this.bytes = start.offset
      this.#recent = start.recent.slice(-CONTEXT)
    }
  }

  /**
   * Writes the problems found from now on into `report` (as `validate`'s text), instead of keeping them
   * in {@link Checker.problems}.
   */
  reportTo(report: TextReport | null): void {
    this.#report = report
  }

  /** Keeps a problem, or writes it into the report. */
  #emit(problem: Problem): void {
    if (this.#report === null) this.problems.push(problem)
    else this.#report.problem(problem)
  }

  /** Whether it reports every ill-formed run, not only the first. */
  get all(): boolean {
    return this.#all
  }

  /** Whether more input can change the answer (false once the first error is found, without `all`). */
  get open(): boolean {
    return this.tooLong === null && (this.#all || this.found === 0)
  }

  /** Set when a UTF-∞-8 sequence outgrew what a window holds: the check stopped there, undecided. */
  tooLong: SequenceTooLong | null = null

  /** The problems found since the last call (so that `--all` on a huge file holds none for long). */
  take(): Problem[] {
    return this.problems.splice(0, this.problems.length)
  }

  push(chunk: Uint8Array): void {
    if (!this.open) return
    this.bytes += chunk.length
    this.#guard(() => this.#check(this.#windows.push(chunk)))
  }

  /**
   * Takes a chunk of single units only (ASCII, which the scheme reads as itself, each byte a sequence):
   * checks its first bytes, where a sequence held from the chunk before ends, and moves on past the rest
   * unread. `lines` is its LF bytes and `lastLf` the index of the last (-1: none), counted once for every
   * checker.
   */
  pushSingles(chunk: Uint8Array, lines: number, lastLf: number): void {
    const head = Math.min(chunk.length, SINGLES_HEAD)
    this.push(chunk.subarray(0, head))
    if (head === chunk.length || !this.open) return
    const start = this.bytes - head
    const from = this.#windows.offset - start
    if (this.#open !== null || from < 0 || from > head) {
      this.push(chunk.subarray(head))
      return
    }
    let before = 0
    for (let i = 0; i < from; i++) if (chunk[i] === 0x0a) before++
    const after = lastLf >= from ? chunk.length - lastLf - 1 : 0
    this.#position.skip(chunk.length - from, lines - before, after)
    this.#remember(chunk.subarray(from), chunk.length - from)
    this.#windows.skipTo(start + chunk.length)
    this.bytes = start + chunk.length
  }

  finish(): void {
    if (this.open) this.#guard(() => this.#check(this.#windows.finish()))
  }

  #guard(step: () => void): void {
    try {
      step()
    } catch (error) {
      if (!(error instanceof SequenceTooLong)) throw error
      this.tooLong = error
    }
  }

  #check(held: Window): void {
    const { bytes, cut, end } = held
    let at = 0
    if (this.#open !== null) {
      at = this.#goOn(held)
      if (this.#open !== null) return
      if (!this.#all) {
        this.#consume(held, at)
        return
      }
    }
    if (this.#engine !== null) {
      at = this.#checkAll(held, at, this.#engine)
      if (at < 0) return
      this.#consume(held, Math.max(cut, at))
      return
    }
    while (at < end) {
      const error = this.codec.validate(bytes.subarray(at, end))
      if (error === null) break
      const offset = at + error.offset
      if (offset >= cut) break
      const runEnd = Math.min(end, this.#runEnd(bytes, offset, end, error))
      if (error.kind === 'reserved' && runEnd === bytes.length && cut < end) {
        // A window cut short inside a reserved run: it goes on in the next.
        this.#openRun(held, error.shifted(held.offset + at), offset)
        return
      }
      const shifted = error.shifted(held.offset + at)
      this.#emit(this.#problem(held, shifted.kind, shifted.message, offset, runEnd))
      this.found++
      at = runEnd
      if (!this.#all) break
    }
    this.#consume(held, Math.max(cut, at))
  }

  /**
   * Every ill-formed run of the window from `bytes[from]`, read sequence by sequence by the scheme's own
   * engine, as replacement decoding reads it (each run is the units one U+FFFD replaces): the same errors
   * as `validate` from each run's end, without a `DecodeError` each. Returns the end of the last run (the
   * window is done with up to there, or up to its cut), or -1 when a reserved run goes on into the next
   * window (the window is then consumed).
   */
  #checkAll(held: Window, from: number, { scheme, fast }: EngineLink): number {
    const { bytes, cut, end } = held
    const step = this.#step
    const prefix = fast.validatePrefix
    const { singleFrom, singleTo } = scheme
    let at = from
    /** The end of the last run reported (what follows it up to `cut` is well-formed). */
    let done = from
    while (at < end) {
      if (prefix !== undefined) {
        at = prefix(bytes, at, end)
        if (at >= end) break
      }
      const unit = bytes[at] as number
      if (unit < singleTo && unit >= singleFrom) {
        at++
        continue
      }
      const report = this.#report
      const singles = this.#singles
      if (report !== null && singles !== null && at < cut) {
        // A one-unit error met before (as in Latin-1 read as UTF-8): written again without the engine.
        const next = at + 1 < end ? (bytes[at + 1] as number) : -1
        let single = singles.continuations[unit] ?? singles.pairs[singleKey(unit, next)] ?? null
        let ending = single === null ? null : single.ending
        if (single === null && next >= 0 && scheme.kinds[next] !== 0) {
          // A lead cut short by a unit that extends no sequence: its message, ending with what that unit is.
          const lead = singles.leads[unit] ?? null
          const known = this.#endings[next + 1]
          if (lead !== null && known !== undefined) {
            single = lead
            ending = known.bytes
          }
        }
        if (single !== null) {
          this.#write(
            report,
            held,
            single.before,
            single.after,
            ending,
            at,
            single.units ? at + 1 : at,
            at + 1,
          )
          this.found++
          at++
          done = at
          continue
        }
      }
      if (readSequence(scheme, bytes, at, end, step)) {
        at += step.length
        continue
      }
      if (at >= cut) break
      const runEnd = at + step.subpart
      if (step.kind === 'reserved' || (scheme.kinds[unit] ?? -1) === -3 || step.length > 16) {
        // Rare, or a message of its own (a reserved run's extent, a lead rule's reasons): built whole.
        const error = quickError(scheme, bytes, at, step, end, held.offset)
        if (error.kind === 'reserved' && runEnd === bytes.length && cut < end) {
          // A window cut short inside a reserved run: it goes on in the next.
          this.#openRun(held, error, at)
          return -1
        }
        this.#emit(this.#problem(held, error.kind, error.message, at, runEnd))
      } else {
        const offset = held.offset + at
        const template = this.#template(bytes, at, end, step, offset)
        if (template !== null && report !== null) {
          const ending = this.#ending === null ? null : this.#ending.bytes
          const read = template.units ? at + step.length : at
          this.#write(report, held, template.beforeBytes, template.afterBytes, ending, at, read, runEnd)
          // Kept for the next time this unit comes before this next one.
          if (runEnd === at + 1 && step.length === 1) {
            const next = at + 1 < end ? (bytes[at + 1] as number) : -1
            this.#singles ??= singlesOf(scheme)
            const single = {
              before: template.beforeBytes,
              after: template.afterBytes,
              ending,
              units: template.units,
            }
            if (step.kind === 'unexpected-continuation') this.#singles.continuations[unit] = single
            else this.#singles.pairs[singleKey(unit, next)] = single
            if (step.kind === 'truncated' && template.units && next >= 0 && scheme.kinds[next] !== 0)
              this.#singles.leads[unit] = single
          }
        } else {
          const message =
            template === null
              ? quickError(scheme, bytes, at, step, end, held.offset).message
              : `${template.before}${offset}${template.units ? ` (${hex(bytes.subarray(at, at + step.length))}` : ''}${template.after}${this.#ending?.text ?? ''}`
          this.#emit(this.#problem(held, step.kind as DecodeErrorKind, message, at, runEnd))
        }
      }
      this.found++
      at = runEnd
      done = runEnd
    }
    return done
  }

  /**
   * The message of the error `step` read at `bytes[at]` but its offset: everything in it follows from the
   * kind, the length announced, the units read and (for a truncated sequence) the unit after them or the
   * end of the input, which make its key. Null when the message does not have the usual form. A
   * truncated sequence's message ends with {@link Checker.#ending}, set here (null for the other kinds).
   */
  #template(bytes: Uint8Array, at: number, end: number, step: Step, offset: number): Template | null {
    const read = at + step.length
    const truncated = step.kind === 'truncated'
    // A truncated sequence's message ends with the unit after it, or the end of the input: kept apart.
    const next = truncated ? (read < end ? (bytes[read] as number) : -1) : -1
    const key = templateKey(bytes, at, truncated ? at + 1 : read, step)
    const known = this.#templates.get(key)
    if (known !== undefined) {
      if (!truncated) {
        this.#ending = null
        return known
      }
      const ending = this.#endings[next + 1]
      if (ending !== undefined) {
        this.#ending = ending
        return known
      }
    }
    const { message } = quickError((this.#engine as EngineLink).scheme, bytes, at, step, end, offset - at)
    const where = message.indexOf(' at byte ')
    const number = String(offset)
    const after = where + 9 + number.length
    if (where < 0 || !message.startsWith(number, where + 9) || /\d/.test(message[after] ?? '')) return null
    let cut = message.length
    this.#ending = null
    if (truncated) {
      const then = message.lastIndexOf(' came, then ')
      if (then < after) return null
      cut = then + 12
      const text = message.slice(cut)
      this.#ending = { text, bytes: Buffer.from(text) }
      this.#endings[next + 1] = this.#ending
    }
    if (this.#templates.size >= TEMPLATES) this.#templates.clear()
    const before = message.slice(0, where + 9)
    let rest = message.slice(after, cut)
    const units = ` (${hex(bytes.subarray(at, read))}`
    const shared = truncated && rest.startsWith(units)
    if (shared) rest = rest.slice(units.length)
    else if (truncated) return null
    const template = {
      before,
      after: rest,
      beforeBytes: Buffer.from(before),
      afterBytes: Buffer.from(rest),
      units: shared,
    }
    this.#templates.set(key, template)
    return template
  }

  /**
   * Writes the problem at `bytes[at:runEnd]` into `report`: the text {@link Checker.#problem} and
   * `validate` make of it, without a string or an object. Its message is `before`, the offset, the hex of
   * `bytes[at:read]` (after ` (`), `after` and `ending`.
   */
  #write(
    report: TextReport,
    held: Window,
    before: Uint8Array,
    after: Uint8Array,
    ending: Uint8Array | null,
    at: number,
    read: number,
    runEnd: number,
  ): void {
    const { bytes } = held
    const position = this.#position
    position.locate(bytes, at)
    const from = Math.max(0, at - CONTEXT)
    const recent = this.#recent
    const recentFrom = at >= CONTEXT ? recent.length : Math.max(0, recent.length - (CONTEXT - at))
    report.parts(
      position.line,
      position.column,
      before,
      held.offset + at,
      read,
      after,
      ending,
      held.offset + from - (recent.length - recentFrom),
      recent,
      recentFrom,
      bytes,
      from,
      at,
      runEnd,
      Math.min(bytes.length, runEnd + CONTEXT),
    )
  }

  /** Done with `bytes[0:count]` of the window. */
  #consume({ bytes }: Window, count: number): void {
    this.#position.advance(bytes, count)
    this.#remember(bytes, count)
    this.#windows.consume(count)
  }

  /**
   * Where the ill-formed run at `offset` ends: a reserved run's `end`; else where replacement decoding
   * goes on after the U+FFFD it writes there (the bytes after `offset` are read only that far).
   */
  #runEnd(bytes: Uint8Array, offset: number, end: number, error: DecodeError): number {
    if (error.end !== undefined) return offset + (error.end - error.offset)
    const items = this.codec.codePoints(bytes.subarray(offset, end), { fatal: false, offsets: true })
    items.next()
    const next = items.next()
    return next.done === true ? end : offset + next.value[1]
  }

  /** Starts following a reserved run from `bytes[offset]` to the end of the window, and consumes it all. */
  #openRun(held: Window, error: DecodeError, offset: number): void {
    const { bytes } = held
    const { before, shown } = this.#before(held, offset)
    this.#open = {
      error,
      position: this.#position.at(bytes, offset),
      context: { offset: held.offset + before, before: shown },
      head: bytes.slice(offset, offset + RUN_HEAD),
      tail: bytes.slice(Math.max(offset, bytes.length - RUN_TAIL)),
    }
    this.#consume(held, bytes.length)
  }

  /**
   * Follows the open reserved run into this window: where it ends, after which the run is reported; or,
   * when it goes on to the end of the window (and the input does not end there), the window consumed.
   */
  #goOn(held: Window): number {
    const { bytes, cut, end } = held
    const open = this.#open as OpenRun
    let stop = 0
    const runs = this.#windows.runs
    while (stop < bytes.length && runs?.continues(bytes[stop] as number) === true) stop++
    const tail = new Uint8Array(Math.min(RUN_TAIL, open.tail.length + stop))
    const fromOld = tail.length - Math.min(stop, tail.length)
    tail.set(open.tail.subarray(open.tail.length - fromOld), 0)
    tail.set(bytes.subarray(stop - (tail.length - fromOld), stop), fromOld)
    open.tail = tail
    const final = cut === end && end === bytes.length
    if (stop === bytes.length && !final) {
      this.#consume(held, bytes.length)
      return bytes.length
    }
    const start = open.error.offset
    const runEnd = held.offset + stop
    const error = new DecodeError(open.error.scheme, 'reserved', start, {
      ...open.error.details,
      end: runEnd,
    })
    const after = bytes.subarray(stop, Math.min(bytes.length, stop + CONTEXT))
    const run = `[${runHex(open.head, open.tail, runEnd - start)}]`
    this.#emit({
      kind: error.kind,
      offset: start,
      end: runEnd,
      message: error.message,
      hex: runHex(open.head, open.tail, runEnd - start),
      context: {
        offset: open.context.offset,
        hex: [open.context.before, run, hex(after)].filter((part) => part !== '').join(' '),
      },
      ...open.position,
    })
    this.found++
    this.#open = null
    return stop
  }

  /** The bytes shown before `bytes[offset]`: from the window, and before its start from those consumed. */
  #before({ bytes }: Window, offset: number): { before: number; shown: string } {
    const before = Math.max(0, offset - CONTEXT)
    if (offset >= CONTEXT) return { before, shown: joined('', bytes, before, offset) }
    const recent = this.#recent
    const from = Math.max(0, recent.length - (CONTEXT - offset))
    return {
      before: before - (recent.length - from),
      shown: joined(joined('', recent, from, recent.length), bytes, before, offset),
    }
  }

  #problem(held: Window, kind: DecodeErrorKind, message: string, offset: number, runEnd: number): Problem {
    const { bytes } = held
    const { before, shown } = this.#before(held, offset)
    const run = bytes.subarray(offset, runEnd)
    const runShown = runHex(run, run, run.length)
    const around = `${shown === '' ? '' : `${shown} `}[${runShown}]`
    const context = joined(around, bytes, runEnd, Math.min(bytes.length, runEnd + CONTEXT))
    const { line, column } = this.#position.at(bytes, offset)
    return {
      kind,
      offset: held.offset + offset,
      end: held.offset + runEnd,
      message,
      hex: runShown,
      context: { offset: held.offset + before, hex: context },
      line,
      column,
    }
  }

  #remember(bytes: Uint8Array, count: number): void {
    const kept = bytes.subarray(Math.max(0, count - CONTEXT), count)
    const joined = new Uint8Array(Math.min(CONTEXT, this.#recent.length + kept.length))
    const fromOld = joined.length - kept.length
    joined.set(this.#recent.subarray(this.#recent.length - fromOld), 0)
    joined.set(kept, fromOld)
    this.#recent = joined
  }
}
