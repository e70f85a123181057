/**
 * "What are these bytes?": for some bytes, every scheme's verdict: whether it accepts them, what they
 * decode to, and where its first error is, with the offending sequence as the codec explains it.
 *
 * Byte schemes come from `@utf8x/codecs`'s `schemesAccepting` (what strict decoding gives, in every
 * scheme at once) for inputs up to {@link FULL_DECODE_LIMIT}; larger inputs (a file of a few megabytes)
 * are validated whole (`codec.validate`, linear) and only a preview is decoded. Hunk schemes read one hunk
 * per byte.
 *
 * @module
 */

import type { DecodeError, ExplainedSequence } from '@utf8x/core'
import { type AnyCodec, registry, type Scheme, type Units } from './_schemes.ts'

/** Inputs up to this many bytes are decoded whole by `schemesAccepting`. */
export const FULL_DECODE_LIMIT = 64 * 1024

/** The preview of a decoding holds at most this many code points. */
export const PREVIEW_CODE_POINTS = 2000

/** An explanation of the offending sequence looks at this many units from the error on. */
const EXPLAIN_WINDOW = 256

/** One scheme's verdict on some bytes. */
export interface Verdict {
  readonly scheme: Scheme
  /** The first error of strict decoding, or `null` when the scheme accepts the bytes. */
  readonly error: DecodeError | null
  /** Code points decoded (strict) before the error or the end: the first {@link PREVIEW_CODE_POINTS}. */
  readonly codePoints: readonly (number | bigint)[]
  /** Whether {@link Verdict.codePoints} stops before the error or the end. */
  readonly cut: boolean
  /** The decoded text, when every code point is one a string holds (no surrogate, none above U+10FFFF). */
  readonly text: string | null
  /** The offending sequence (or reserved run) as the codec explains it, with its bit diagram. */
  readonly sequence: ExplainedSequence | null
}

function isScalar(cp: number | bigint): boolean {
  const n = typeof cp === 'bigint' ? (cp <= 0x10ffffn ? Number(cp) : -1) : cp
  return n >= 0 && n <= 0x10ffff && !(n >= 0xd800 && n <= 0xdfff)
}

/** The text of some code points, or `null` when one of them is not a Unicode scalar value. */
export function textOf(codePoints: readonly (number | bigint)[]): string | null {
  return codePoints.every(isScalar) ? String.fromCodePoint(...codePoints.map(Number)) : null
}

/**
 * Strict decoding of the well-formed units before an error, as a preview: at most `limit` code points,
 * and the text when the codec's own `decode` gives one (WTF-8 and Modified UTF-8 hold lone surrogates;
 * a value above U+10FFFF has no text). The units are cut at a sequence boundary first.
 */
function preview(
  codec: AnyCodec,
  units: Units,
  limit: number,
): { codePoints: (number | bigint)[]; cut: boolean; text: string | null } {
  // A sequence has at least one unit: take a generous prefix, then cut it where a sequence starts.
  const window = Math.min(units.length, limit * 16)
  let prefix = units.subarray(0, window)
  if (window < units.length) {
    const error = codec.validate(prefix)
    if (error !== null) prefix = prefix.subarray(0, error.offset)
  }
  const all = codec.decodeCodePoints(prefix)
  const codePoints = all.slice(0, limit)
  let text: string | null
  try {
    codec.decode(prefix)
    text = String.fromCodePoint(...codePoints.map(Number))
  } catch {
    text = null // unrepresentable: a value a string cannot hold
  }
  return { codePoints, cut: all.length > limit || window < units.length, text }
}

/** The sequence an error points at, as the codec explains it. */
export function offendingSequence(
  codec: AnyCodec,
  units: Units,
  error: DecodeError,
): ExplainedSequence | null {
  const window = units.subarray(error.offset, error.offset + EXPLAIN_WINDOW)
  return codec.explain(window).sequences[0] ?? null
}

/**
 * Every scheme's verdict on the bytes, in the order of `schemes`.
 *
 * @param bytes - the bytes (hunk schemes read one hunk per byte)
 * @param schemes - the schemes to ask
 * @param fullLimit - inputs up to this many bytes go through `schemesAccepting` whole
 */
export function verdicts(
  bytes: Uint8Array,
  schemes: readonly Scheme[],
  fullLimit = FULL_DECODE_LIMIT,
): Verdict[] {
  const accepting = new Map<string, { text?: string; codePoints?: unknown[] }>()
  const whole = bytes.length <= fullLimit && registry.schemesAccepting !== null
  if (whole) for (const r of registry.schemesAccepting!(bytes)) accepting.set(r.codec.name, r)
  return schemes.map((scheme) => {
    const codec = scheme.codec
    const units = scheme.toUnits(bytes)
    const reading = whole && scheme.unit === 'byte' ? accepting.get(scheme.id) : undefined
    if (reading === undefined) return previewVerdict(scheme, units, codec.validate(units))
    // Accepted: schemesAccepting gives what strict decoding gives.
    if (reading.text !== undefined) {
      const chars = [...reading.text]
      const shown = chars.slice(0, PREVIEW_CODE_POINTS)
      return {
        scheme,
        error: null,
        codePoints: shown.map((c) => c.codePointAt(0) as number),
        cut: chars.length > shown.length,
        text: shown.join(''),
        sequence: null,
      }
    }
    if (reading.codePoints !== undefined) {
      const all = reading.codePoints as (number | bigint)[]
      const codePoints = all.slice(0, PREVIEW_CODE_POINTS)
      return {
        scheme,
        error: null,
        codePoints,
        cut: all.length > codePoints.length,
        text: textOf(codePoints),
        sequence: null,
      }
    }
    return previewVerdict(scheme, units, null)
  })
}

/** A verdict from the error of validating `units` whole: the offending sequence and a preview. */
function previewVerdict(scheme: Scheme, units: Units, error: DecodeError | null): Verdict {
  const sequence = error === null ? null : offendingSequence(scheme.codec, units, error)
  const shown = preview(scheme.codec, units.subarray(0, error?.offset ?? units.length), PREVIEW_CODE_POINTS)
  return { scheme, error, ...shown, sequence }
}

/** Units a step of {@link validateInSteps} validates at most (fewer where a sequence would be cut). */
export const STEP_UNITS = 1 << 18

/**
 * `codec.validate(units)`, in steps of at most {@link STEP_UNITS} units that end where a decoding step of
 * the scheme ends (the codec's own `truncate`: every scheme decodes a run by the run alone, so each step
 * is validated as the whole input would be), calling `pause` between steps so that the page can run.
 *
 * @param pause - resolves to `true` to stop (the page has moved on)
 * @returns the first error, `null` when the units are well-formed, or `undefined` when stopped
 */
export async function validateInSteps(
  codec: AnyCodec,
  units: Units,
  pause: () => Promise<boolean>,
): Promise<DecodeError | null | undefined> {
  let at = 0
  while (at < units.length) {
    const rest = units.subarray(at)
    const step = codec.truncate(rest, STEP_UNITS)
    // A first sequence (or ill-formed run) longer than a step: validated whole.
    const window = step.length === 0 ? rest : step
    if (codec.validate(window) !== null) {
      // The error's kind may depend on the units after the step (overlong or truncated): validated again
      // with the steps after it.
      const wider = codec.truncate(rest, window.length + STEP_UNITS)
      const error = codec.validate(wider.length > window.length ? wider : rest)
      if (error !== null) return error.shifted(at)
    }
    at += window.length
    if (at < units.length && (await pause())) return undefined
  }
  return null
}

/**
 * One scheme's verdict on bytes too large to decode in one task: validated in steps (see
 * {@link validateInSteps}), then the offending sequence and a preview.
 *
 * @returns the verdict, or `undefined` when `pause` stopped it
 */
export async function verdictInSteps(
  bytes: Uint8Array,
  scheme: Scheme,
  pause: () => Promise<boolean>,
): Promise<Verdict | undefined> {
  const units = await unitsInSteps(bytes, scheme, pause)
  if (units === undefined) return undefined
  const error = await validateInSteps(scheme.codec, units, pause)
  return error === undefined ? undefined : previewVerdict(scheme, units, error)
}

/**
 * {@link Scheme.toUnits} in steps: the bytes themselves, or for a hunk scheme one hunk per byte, copied
 * {@link STEP_UNITS} at a time with `pause` between (a file's hunks take a while to copy).
 *
 * @returns the units, or `undefined` when `pause` stopped it
 */
async function unitsInSteps(
  bytes: Uint8Array,
  scheme: Scheme,
  pause: () => Promise<boolean>,
): Promise<Units | undefined> {
  if (scheme.unit === 'byte' || bytes.length <= STEP_UNITS) return scheme.toUnits(bytes)
  const hunks = new Uint16Array(bytes.length)
  for (let at = 0; at < bytes.length; at += STEP_UNITS) {
    hunks.set(scheme.toUnits(bytes.subarray(at, at + STEP_UNITS)), at)
    if (await pause()) return undefined
  }
  return hunks
}
