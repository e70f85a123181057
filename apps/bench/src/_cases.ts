/**
 * What is measured: for each operation, scheme and corpus, the list of contenders (ours, native, peers),
 * each with its input and the check of its output.
 *
 * @module
 */

import {
  checkBytes,
  checkCodePoints,
  checkEncodeInto,
  checkSigns,
  checkSorted,
  checkString,
  checkUnits,
  checkValidity,
} from './_check.ts'
import type { CodePointCorpus, CorruptCorpus } from './_generate.ts'
import type { PackageName } from './_load.ts'
import type { Entry } from './_measure.ts'
import * as peers from './_peers.ts'
import type { Scheme } from './_reference.ts'

/** The operations, in report order. */
export const OPERATIONS = [
  'decode',
  'decode-replace',
  'encode',
  'encodeInto',
  'validate',
  'stream',
  'byteLength',
  'decodeCodePoints',
  'encodeCodePoints',
  'encodedLength',
  'compare',
  'sort',
  'compareBytes',
  'toUtf16Index',
  'toByteOffset',
  'transcode',
] as const

/** One operation. */
export type Operation = (typeof OPERATIONS)[number]

/** What each operation does, for the report. */
export const OPERATION_TITLES: Record<Operation, string> = {
  decode: 'decode, strict (bytes → string, throws on ill-formed input)',
  'decode-replace': 'decode with replacement (`{ fatal: false }`, U+FFFD for ill-formed input)',
  encode: 'encode (string → new bytes)',
  encodeInto: 'encodeInto (string → existing buffer)',
  validate: 'validate (is it well-formed?)',
  stream: 'streaming decode (16 KiB chunks through an incremental decoder)',
  byteLength: 'byteLength (string → its encoded length, without encoding it)',
  decodeCodePoints: 'decodeCodePoints (bytes → code point list)',
  encodeCodePoints: 'encodeCodePoints (code point list → bytes)',
  encodedLength: 'encodedLength of each code point of a list, summed (code point list → length)',
  compare: 'compare two strings in code point order',
  sort: 'sort strings in code point order',
  compareBytes: 'compare two byte strings (unsigned lexicographic)',
  toUtf16Index: 'toUtf16Index (UTF-8 byte offset → UTF-16 index, at the end of the text)',
  toByteOffset: 'toByteOffset (UTF-16 index → UTF-8 byte offset, at the end of the text)',
  transcode:
    "transcode (bytes of one scheme → bytes of another; the native column is decode-then-encode through a string with utf8x's own codecs)",
}

/**
 * Transcoding contenders: core's `transcode`, and decode-then-encode through a string with the same codecs
 * (the reference: what a user writes without `transcode`, timed as the "native" column for paired ratios).
 */
export function transcodeEntries(
  transcode: Fn | undefined,
  from: CodecLike | undefined,
  to: CodecLike | undefined,
  bytes: Uint8Array,
  expected: Uint8Array,
): Entry[] {
  const check = (output: unknown) => checkBytes(expected, output)
  const entries: Entry[] = []
  if (transcode !== undefined && from !== undefined && to !== undefined)
    entries.push(entry(OURS, 'ours', bytes.length, () => transcode(bytes, from, to), check))
  if (bytes.length === expected.length && bytes.every((b, i) => b === expected[i])) {
    // The same bytes in both schemes (ASCII text): what any transcoder returning a new array does at least.
    entries.push(
      entry(
        'bare copy',
        'peer',
        bytes.length,
        () => {
          const out = new Uint8Array(bytes.length)
          out.set(bytes)
          return out
        },
        check,
        'new Uint8Array(n).set(bytes): the output bytes alone, no check (the bound on ASCII text)',
      ),
    )
  }
  const decode = method(from, 'decode')
  const encode = method(to, 'encode')
  if (decode !== undefined && encode !== undefined) {
    entries.push(
      entry(
        'decode + encode',
        'native',
        bytes.length,
        () => encode(decode(bytes)),
        check,
        "from.decode then to.encode, utf8x's codecs through a string",
      ),
    )
  }
  return entries
}

/** Where each codec comes from. */
export const CODEC_SOURCES: Record<Scheme, readonly [PackageName, string]> = {
  utf8: ['utf8-classic', 'utf8'],
  utf8Rfc2279: ['utf8-classic', 'utf8Rfc2279'],
  cesu8: ['utf8-classic', 'cesu8'],
  mutf8: ['utf8-classic', 'mutf8'],
  wtf8: ['utf8-classic', 'wtf8'],
  eightByte: ['utf8-eight-byte', 'eightByte'],
  sevenByte: ['utf8-eight-byte', 'sevenByte'],
  sixtyFiveBit: ['utf8-eight-byte', 'sixtyFiveBit'],
  utfInfinity8: ['utf8-infinity', 'utfInfinity8'],
  correctedUtf8: ['corrected-utf8', 'correctedUtf8'],
}

/** Schemes whose bytes for ordinary text (≤ U+10FFFF, no lone surrogate) are exactly UTF-8's. */
export const UTF8_COMPATIBLE: ReadonlySet<Scheme> = new Set([
  'utf8',
  'utf8Rfc2279',
  'wtf8',
  'eightByte',
  'sevenByte',
  'utfInfinity8',
])

/** One measured group: contenders doing one operation on one input. */
export interface Case {
  readonly op: Operation
  /** A scheme, or `collation`. */
  readonly scheme: string
  readonly corpus: string
  /** `lipsum`, `mars`, `short`, `size`, `gen`, `corrupt`, `words`. */
  readonly group: string
  /** Bytes of our codec's input (or UTF-8 bytes of the text, for collation). */
  readonly bytes: number
  readonly entries: Entry[]
}

/** A codec as loaded: methods looked up at run time, since a package may be incomplete. */
export type CodecLike = Record<string, unknown>

/** A text corpus prepared for one scheme. */
export interface SchemeText {
  readonly corpus: string
  readonly group: string
  readonly text: string
  /** The text encoded in the scheme by the reference encoder. */
  readonly bytes: Uint8Array
  /** The text in UTF-8. */
  readonly utf8: Uint8Array
}

type Fn = (...args: unknown[]) => unknown

/** Looks up `codec[method]`; records a note and returns undefined when it is missing. */
export function method(codec: CodecLike | undefined, method: string): Fn | undefined {
  const value = codec?.[method]
  return typeof value === 'function' ? (value as Fn) : undefined
}

const SAME_BYTES_NOTE = 'native codec on the same bytes (this text encodes the same in UTF-8)'
const UTF8_OF_TEXT_NOTE =
  'native UTF-8 codec on the UTF-8 of the same text (ratios compare time for the same text)'

function nativeNote(scheme: Scheme): string | undefined {
  if (scheme === 'utf8') return undefined
  return UTF8_COMPATIBLE.has(scheme) ? SAME_BYTES_NOTE : UTF8_OF_TEXT_NOTE
}

function entry(
  name: string,
  kind: Entry['kind'],
  bytes: number,
  run: () => unknown,
  check: (output: unknown) => string | null,
  note?: string,
): Entry {
  return note === undefined ? { name, kind, bytes, run, check } : { name, kind, bytes, run, check, note }
}

const OURS = 'utf8x'

/** @exodus/bytes' decoder, as it runs here (handing off to TextDecoder) and its own JS code. */
function exodusDecodeEntries(
  bytes: Uint8Array,
  loose: boolean,
  check: (output: unknown) => string | null,
): Entry[] {
  const native = loose ? peers.utf8toStringLoose : peers.utf8toString
  return [
    entry(
      '@exodus/bytes',
      'peer-native',
      bytes.length,
      () => native(bytes),
      check,
      'hands off to TextDecoder',
    ),
    entry(
      '@exodus/bytes (JS)',
      'peer',
      bytes.length,
      () => peers.exodusJs.decodeFast(bytes, loose),
      check,
      'its own JS decoder (fallback/utf8.js)',
    ),
  ]
}

/** Strict decode contenders. */
export function decodeEntries(scheme: Scheme, codec: CodecLike | undefined, input: SchemeText): Entry[] {
  const { text, bytes, utf8 } = input
  const check = (output: unknown) => checkString(text, output)
  const entries: Entry[] = []
  const decode = method(codec, 'decode')
  if (decode) entries.push(entry(OURS, 'ours', bytes.length, () => decode(bytes), check))
  const fatal = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })
  entries.push(
    entry('TextDecoder', 'native', utf8.length, () => fatal.decode(utf8), check, nativeNote(scheme)),
  )
  if (scheme === 'utf8') {
    entries.push(...exodusDecodeEntries(bytes, false, check))
    entries.push(entry('@stablelib/utf8', 'peer', bytes.length, () => peers.stablelib.decode(bytes), check))
    entries.push(
      entry(
        'utf8',
        'peer',
        bytes.length,
        () => peers.utf8js.decode(peers.bytesToByteString(bytes)),
        check,
        'takes a byte string: the Uint8Array → byte string step is timed too',
      ),
    )
  } else if (scheme === 'wtf8') {
    const decoder = new peers.Wtf8Decoder('wtf-8', { fatal: true })
    entries.push(entry('@cto.af/wtf8', 'peer', bytes.length, () => decoder.decode(bytes), check))
    entries.push(
      entry(
        'wtf-8',
        'peer',
        bytes.length,
        () => peers.wtf8js.decode(peers.bytesToByteString(bytes)),
        check,
        'takes a byte string: the Uint8Array → byte string step is timed too',
      ),
    )
  } else if (scheme === 'mutf8') {
    const decoder = new peers.MUtf8Decoder('mutf-8', { fatal: true })
    entries.push(entry('mutf-8', 'peer', bytes.length, () => decoder.decode(bytes), check))
  }
  return entries
}

/** Replacement decode contenders (`expected` is the replacement output for `bytes`). */
export function decodeReplaceEntries(
  scheme: Scheme,
  codec: CodecLike | undefined,
  bytes: Uint8Array,
  expected: string,
  native: { bytes: Uint8Array; expected: string },
): Entry[] {
  const check = (output: unknown) => checkString(expected, output)
  const entries: Entry[] = []
  const decode = method(codec, 'decode')
  if (decode) entries.push(entry(OURS, 'ours', bytes.length, () => decode(bytes, { fatal: false }), check))
  const loose = new TextDecoder('utf-8', { ignoreBOM: true })
  const checkNative = (output: unknown) => checkString(native.expected, output)
  entries.push(
    entry(
      'TextDecoder',
      'native',
      native.bytes.length,
      () => loose.decode(native.bytes),
      checkNative,
      nativeNote(scheme),
    ),
  )
  if (scheme === 'utf8') {
    const B = peers.Buffer
    if (B) {
      entries.push(
        entry(
          'Buffer',
          'native',
          bytes.length,
          () => B.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('utf8'),
          check,
          'node:buffer toString',
        ),
      )
    }
    entries.push(...exodusDecodeEntries(bytes, true, check))
    const fteJs = new peers.fastTextEncodingJs.TextDecoder()
    entries.push(
      entry(
        'fast-text-encoding (JS)',
        'peer',
        bytes.length,
        () => fteJs.decode(bytes),
        check,
        'its own JS decoder; lenient: no WHATWG replacement',
      ),
    )
    const fteBuffer = peers.fastTextEncodingBuffer
    if (fteBuffer) {
      const decoder = new fteBuffer.TextDecoder()
      entries.push(
        entry(
          'fast-text-encoding',
          'peer-native',
          bytes.length,
          () => decoder.decode(bytes),
          check,
          'hands off to Buffer',
        ),
      )
    }
    entries.push(
      entry(
        '@protobufjs/utf8',
        'peer',
        bytes.length,
        () => peers.protobufUtf8.read(bytes, 0, bytes.length),
        check,
        'lenient: no WHATWG replacement',
      ),
    )
  } else if (scheme === 'wtf8') {
    const decoder = new peers.Wtf8Decoder('wtf-8')
    entries.push(entry('@cto.af/wtf8', 'peer', bytes.length, () => decoder.decode(bytes), check))
  } else if (scheme === 'mutf8') {
    const decoder = new peers.MUtf8Decoder('mutf-8')
    entries.push(entry('mutf-8', 'peer', bytes.length, () => decoder.decode(bytes), check))
  } else if (scheme === 'cesu8' && peers.iconv !== undefined) {
    const iconv = peers.iconv
    entries.push(
      entry(
        'iconv-lite',
        'peer',
        bytes.length,
        () => iconv.decode(bytes, 'cesu8'),
        check,
        'its JS CESU-8 decoder (needs Buffer)',
      ),
    )
  }
  return entries
}

/** Encode contenders. */
export function encodeEntries(scheme: Scheme, codec: CodecLike | undefined, input: SchemeText): Entry[] {
  const { text, bytes, utf8 } = input
  const check = (output: unknown) => checkBytes(bytes, output)
  const checkUtf8 = (output: unknown) => checkBytes(utf8, output)
  const entries: Entry[] = []
  const encode = method(codec, 'encode')
  if (encode) entries.push(entry(OURS, 'ours', bytes.length, () => encode(text), check))
  const encoder = new TextEncoder()
  entries.push(
    entry('TextEncoder', 'native', utf8.length, () => encoder.encode(text), checkUtf8, nativeNote(scheme)),
  )
  if (scheme === 'utf8') {
    const B = peers.Buffer
    if (B)
      entries.push(
        entry('Buffer', 'native', bytes.length, () => B.from(text, 'utf8'), check, 'node:buffer from'),
      )
    entries.push(
      entry(
        '@exodus/bytes',
        'peer-native',
        bytes.length,
        () => peers.utf8fromString(text),
        check,
        'hands off to Buffer / TextEncoder',
      ),
    )
    entries.push(
      entry(
        '@exodus/bytes (JS)',
        'peer',
        bytes.length,
        () => peers.exodusJs.encode(text, false),
        check,
        'its own JS encoder (fallback/utf8.js)',
      ),
    )
    entries.push(entry('@stablelib/utf8', 'peer', bytes.length, () => peers.stablelib.encode(text), check))
    entries.push(
      entry(
        'utf8',
        'peer',
        bytes.length,
        () => peers.byteStringToBytes(peers.utf8js.encode(text)),
        check,
        'returns a byte string: the byte string → Uint8Array step is timed too',
      ),
    )
    const fteJs = new peers.fastTextEncodingJs.TextEncoder()
    entries.push(
      entry(
        'fast-text-encoding (JS)',
        'peer',
        bytes.length,
        () => fteJs.encode(text),
        check,
        'its own JS encoder',
      ),
    )
    const fteBuffer = peers.fastTextEncodingBuffer
    if (fteBuffer) {
      const e = new fteBuffer.TextEncoder()
      entries.push(
        entry(
          'fast-text-encoding',
          'peer-native',
          bytes.length,
          () => e.encode(text),
          check,
          'hands off to Buffer',
        ),
      )
    }
    entries.push(
      entry(
        '@protobufjs/utf8',
        'peer',
        bytes.length,
        () => {
          const out = new Uint8Array(peers.protobufUtf8.length(text))
          peers.protobufUtf8.write(text, out, 0)
          return out
        },
        check,
        'length() then write() into a new Uint8Array',
      ),
    )
  } else if (scheme === 'wtf8') {
    const e = new peers.Wtf8Encoder()
    entries.push(entry('@cto.af/wtf8', 'peer', bytes.length, () => e.encode(text), check))
    entries.push(
      entry(
        'wtf-8',
        'peer',
        bytes.length,
        () => peers.byteStringToBytes(peers.wtf8js.encode(text)),
        check,
        'returns a byte string: the byte string → Uint8Array step is timed too',
      ),
    )
  } else if (scheme === 'mutf8') {
    const e = new peers.MUtf8Encoder()
    entries.push(entry('mutf-8', 'peer', bytes.length, () => e.encode(text), check))
  } else if (scheme === 'cesu8' && peers.iconv !== undefined) {
    const iconv = peers.iconv
    entries.push(
      entry(
        'iconv-lite',
        'peer',
        bytes.length,
        () => iconv.encode(text, 'cesu8'),
        check,
        'its JS CESU-8 encoder (returns a Buffer)',
      ),
    )
  }
  return entries
}

/** The check of a length: exactly `expected`. */
function isLength(expected: number): (output: unknown) => string | null {
  return (output) => (output === expected ? null : `length ${String(output)}, expected ${expected}`)
}

/**
 * byteLength contenders: ours against the length of the runtime's encoding (`TextEncoder.encode(text)
 * .length`, what a user without a length function writes; the target's reference), and on Node, Bun and
 * Deno `Buffer.byteLength`, which never encodes.
 */
export function byteLengthEntries(scheme: Scheme, codec: CodecLike | undefined, input: SchemeText): Entry[] {
  const { text, bytes, utf8 } = input
  const entries: Entry[] = []
  const byteLength = method(codec, 'byteLength')
  if (byteLength)
    entries.push(entry(OURS, 'ours', bytes.length, () => byteLength(text), isLength(bytes.length)))
  const encoder = new TextEncoder()
  entries.push(
    entry(
      'TextEncoder',
      'native',
      utf8.length,
      () => encoder.encode(text).length,
      isLength(utf8.length),
      `${nativeNote(scheme) ?? 'native'}: encode(text).length`,
    ),
  )
  const B = peers.Buffer
  if (B && scheme === 'utf8')
    entries.push(
      entry(
        'Buffer.byteLength',
        'native',
        utf8.length,
        () => B.byteLength(text, 'utf8'),
        isLength(utf8.length),
      ),
    )
  return entries
}

/** encodeInto contenders (each writes into its own preallocated buffer). */
export function encodeIntoEntries(scheme: Scheme, codec: CodecLike | undefined, input: SchemeText): Entry[] {
  const { text, bytes, utf8 } = input
  const entries: Entry[] = []
  const into = (expected: Uint8Array) => {
    const destination = new Uint8Array(expected.length + 16)
    return {
      destination,
      check: (output: unknown) => checkEncodeInto(expected, text.length, destination, output),
    }
  }
  const encodeInto = method(codec, 'encodeInto')
  if (encodeInto) {
    const { destination, check } = into(bytes)
    entries.push(entry(OURS, 'ours', bytes.length, () => encodeInto(text, destination), check))
  }
  {
    const encoder = new TextEncoder()
    const { destination, check } = into(utf8)
    entries.push(
      entry(
        'TextEncoder',
        'native',
        utf8.length,
        () => encoder.encodeInto(text, destination),
        check,
        nativeNote(scheme),
      ),
    )
  }
  if (scheme === 'utf8') {
    const B = peers.Buffer
    if (B) {
      const { destination, check } = into(bytes)
      const buffer = B.from(destination.buffer, destination.byteOffset, destination.length)
      entries.push(
        entry(
          'Buffer',
          'native',
          bytes.length,
          () => buffer.write(text, 'utf8'),
          check,
          'node:buffer write (returns the count)',
        ),
      )
    }
    const { destination, check } = into(bytes)
    entries.push(
      entry(
        '@protobufjs/utf8',
        'peer',
        bytes.length,
        () => peers.protobufUtf8.write(text, destination, 0),
        check,
        'write() (returns the count)',
      ),
    )
  } else if (scheme === 'mutf8') {
    const e = new peers.MUtf8Encoder()
    const { destination, check } = into(bytes)
    entries.push(entry('mutf-8', 'peer', bytes.length, () => e.encodeInto(text, destination), check))
  }
  return entries
}

/** validate contenders on well-formed input. */
export function validateEntries(scheme: Scheme, codec: CodecLike | undefined, input: SchemeText): Entry[] {
  const { bytes, utf8 } = input
  const check = (output: unknown) => checkValidity(true, output)
  const entries: Entry[] = []
  const validate = method(codec, 'validate')
  if (validate) entries.push(entry(OURS, 'ours', bytes.length, () => validate(bytes), check))
  const isWellFormed = method(codec, 'isWellFormed')
  if (isWellFormed)
    entries.push(entry(`${OURS} isWellFormed`, 'ours', bytes.length, () => isWellFormed(bytes), check))
  const isUtf8 = peers.bufferIsUtf8
  if (isUtf8)
    entries.push(
      entry(
        'buffer.isUtf8',
        'native',
        utf8.length,
        () => isUtf8(utf8),
        check,
        nativeNote(scheme) ?? 'node:buffer isUtf8',
      ),
    )
  const fatal = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })
  entries.push(
    entry(
      'TextDecoder (fatal)',
      'native',
      utf8.length,
      () => {
        try {
          fatal.decode(utf8)
          return true
        } catch {
          return false
        }
      },
      check,
      `${nativeNote(scheme) ?? 'native'}; decodes too, as there is no native validator in the web platform`,
    ),
  )
  if (scheme === 'utf8')
    entries.push(entry('isutf8', 'peer', bytes.length, () => peers.isUtf8Js(bytes), check))
  return entries
}

/**
 * Offset mapping on UTF-8 (core's `toUtf16Index` and `toByteOffset`, at the end of the text: the whole
 * input is the prefix) against what a user would write without it: the length of the runtime's decoding
 * (`new TextDecoder().decode(prefix).length`) or encoding (`new TextEncoder().encode(prefix).length`).
 */
export function offsetEntries(
  op: 'toUtf16Index' | 'toByteOffset',
  core: CodecLike | undefined,
  input: SchemeText,
): Entry[] {
  const { text, utf8 } = input
  const entries: Entry[] = []
  const expected = op === 'toUtf16Index' ? text.length : utf8.length
  const check = (output: unknown) =>
    output === expected ? null : `gave ${String(output)}, expected ${expected}`
  const ours = method(core, op)
  if (op === 'toUtf16Index') {
    if (ours) entries.push(entry(OURS, 'ours', utf8.length, () => ours(utf8, utf8.length), check))
    const decoder = new TextDecoder('utf-8', { ignoreBOM: true })
    entries.push(
      entry(
        'TextDecoder … .length',
        'native',
        utf8.length,
        () => decoder.decode(utf8).length,
        check,
        'decodes',
      ),
    )
  } else {
    if (ours) entries.push(entry(OURS, 'ours', utf8.length, () => ours(text, text.length), check))
    const encoder = new TextEncoder()
    entries.push(
      entry(
        'TextEncoder … .length',
        'native',
        utf8.length,
        () => encoder.encode(text).length,
        check,
        'encodes',
      ),
    )
  }
  return entries
}

/** Chunk size of the `stream` operation. */
export const STREAM_CHUNK = 16 << 10

function chunks(bytes: Uint8Array): Uint8Array[] {
  const result: Uint8Array[] = []
  for (let i = 0; i < bytes.length; i += STREAM_CHUNK) result.push(bytes.subarray(i, i + STREAM_CHUNK))
  return result
}

function streamThrough(
  decoder: { decode(input?: Uint8Array, options?: { stream?: boolean }): string },
  parts: Uint8Array[],
): string {
  let text = ''
  for (const part of parts) text += decoder.decode(part, { stream: true })
  // An empty final chunk rather than no argument: mutf-8's decoder requires one.
  return text + decoder.decode(new Uint8Array(0))
}

/** Streaming decode contenders: 16 KiB chunks through an incremental decoder, then the final call. */
export function streamEntries(scheme: Scheme, codec: CodecLike | undefined, input: SchemeText): Entry[] {
  const { text, bytes, utf8 } = input
  const check = (output: unknown) => checkString(text, output)
  const entries: Entry[] = []
  const createDecoder = method(codec, 'createDecoder')
  if (createDecoder) {
    const parts = chunks(bytes)
    entries.push(
      entry(
        OURS,
        'ours',
        bytes.length,
        () => streamThrough(createDecoder() as Parameters<typeof streamThrough>[0], parts),
        check,
        'codec.createDecoder()',
      ),
    )
  }
  const utf8Parts = chunks(utf8)
  entries.push(
    entry(
      'TextDecoder',
      'native',
      utf8.length,
      () => streamThrough(new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }), utf8Parts),
      check,
      nativeNote(scheme),
    ),
  )
  if (scheme === 'wtf8') {
    const parts = chunks(bytes)
    entries.push(
      entry(
        '@cto.af/wtf8',
        'peer',
        bytes.length,
        () => streamThrough(new peers.Wtf8Decoder('wtf-8', { fatal: true }), parts),
        check,
      ),
    )
  } else if (scheme === 'mutf8') {
    const parts = chunks(bytes)
    entries.push(
      entry(
        'mutf-8',
        'peer',
        bytes.length,
        () =>
          streamThrough(
            new peers.MUtf8Decoder('mutf-8', { fatal: true }) as Parameters<typeof streamThrough>[0],
            parts,
          ),
        check,
      ),
    )
  }
  return entries
}

/** Our contender for a code point operation on generated input (`encoded` in bytes or hunks). */
function codePointEntry(
  op: Operation,
  codec: CodecLike | undefined,
  encoded: Uint8Array | Uint16Array,
  codePoints: ReadonlyArray<number | bigint>,
  checkEncoded: (output: unknown) => string | null,
): Entry[] {
  const f =
    op === 'decodeCodePoints' || op === 'encodeCodePoints' || op === 'validate' || op === 'encodedLength'
      ? method(codec, op)
      : undefined
  if (f === undefined) return []
  if (op === 'encodedLength') {
    const sum = () => {
      let total = 0
      for (const codePoint of codePoints) total += f(codePoint) as number
      return total
    }
    return [entry(OURS, 'ours', encoded.byteLength, sum, isLength(encoded.length))]
  }
  const input = op === 'encodeCodePoints' ? codePoints : encoded
  const check =
    op === 'decodeCodePoints'
      ? (o: unknown) => checkCodePoints(codePoints, o)
      : op === 'encodeCodePoints'
        ? checkEncoded
        : (o: unknown) => checkValidity(true, o)
  return [entry(OURS, 'ours', encoded.byteLength, () => f(input), check)]
}

/** decodeCodePoints / encodeCodePoints / validate on a generated code point corpus (ours only). */
export function codePointEntries(
  op: Operation,
  codec: CodecLike | undefined,
  corpus: CodePointCorpus,
): Entry[] {
  return codePointEntry(op, codec, corpus.bytes, corpus.codePoints, (o) => checkBytes(corpus.bytes, o))
}

/** Replacement decode contenders on a corrupted corpus. */
export function corruptEntries(
  scheme: Scheme,
  codec: CodecLike | undefined,
  corpus: CorruptCorpus,
  utf8Corpus: CorruptCorpus,
): Entry[] {
  return decodeReplaceEntries(scheme, codec, corpus.bytes, corpus.expected, {
    bytes: utf8Corpus.bytes,
    expected: utf8Corpus.expected,
  })
}

/** Word pairs and lists for the collation operations. */
export interface WordInput {
  readonly corpus: string
  readonly group: string
  /** Adjacent pairs of the sorted word list (they share prefixes, as keys in a sorted index do). */
  readonly pairs: ReadonlyArray<readonly [string, string]>
  readonly pairSigns: Int8Array
  readonly pairBytes: number
  /** The words, shuffled, and sorted in code point order. */
  readonly words: readonly string[]
  readonly sorted: readonly string[]
  readonly wordBytes: number
  /** The pairs in UTF-8. */
  readonly encodedPairs: ReadonlyArray<readonly [Uint8Array, Uint8Array]>
}

function signsOf(
  pairs: ReadonlyArray<readonly [unknown, unknown]>,
  compare: (a: never, b: never) => number,
): Int8Array {
  const signs = new Int8Array(pairs.length)
  for (let i = 0; i < pairs.length; i++)
    signs[i] = Math.sign(compare(pairs[i]![0] as never, pairs[i]![1] as never))
  return signs
}

/** Collation contenders for one operation. */
export function collationEntries(op: Operation, collation: CodecLike | undefined, input: WordInput): Entry[] {
  const entries: Entry[] = []
  if (op === 'compare') {
    const check = (o: unknown) => checkSigns(input.pairSigns, o)
    const compare = method(collation, 'compareByCodePoint')
    if (compare)
      entries.push(
        entry(
          OURS,
          'ours',
          input.pairBytes,
          () => signsOf(input.pairs, compare as never),
          check,
          'compareByCodePoint',
        ),
      )
    entries.push(
      entry('compare-utf8', 'peer', input.pairBytes, () => signsOf(input.pairs, peers.compareUTF8), check),
    )
    const B = peers.Buffer
    if (B) {
      entries.push(
        entry(
          'Buffer.compare',
          'native',
          input.pairBytes,
          () => signsOf(input.pairs, (a: string, b: string) => B.compare(B.from(a), B.from(b))),
          check,
          'encodes both with Buffer.from, then compares',
        ),
      )
    }
  } else if (op === 'sort') {
    const check = (o: unknown) => checkSorted(input.sorted, o)
    const sort = method(collation, 'sortByCodePoint')
    if (sort)
      entries.push(entry(OURS, 'ours', input.wordBytes, () => sort(input.words), check, 'sortByCodePoint'))
    const compare = method(collation, 'compareByCodePoint')
    if (compare) {
      entries.push(
        entry(
          `${OURS} compare`,
          'ours',
          input.wordBytes,
          () => [...input.words].sort(compare as never),
          check,
          'Array#sort with compareByCodePoint',
        ),
      )
    }
    entries.push(
      entry(
        'compare-utf8',
        'peer',
        input.wordBytes,
        () => [...input.words].sort(peers.compareUTF8),
        check,
        'Array#sort with compareUTF8',
      ),
    )
  } else if (op === 'compareBytes') {
    const check = (o: unknown) => checkSigns(input.pairSigns, o)
    const compareBytes = method(collation, 'compareBytes')
    if (compareBytes)
      entries.push(
        entry(
          OURS,
          'ours',
          input.pairBytes,
          () => signsOf(input.encodedPairs, compareBytes as never),
          check,
          'compareBytes',
        ),
      )
    const B = peers.Buffer
    if (B) {
      entries.push(
        entry(
          'Buffer.compare',
          'native',
          input.pairBytes,
          () => signsOf(input.encodedPairs, (a: Uint8Array, b: Uint8Array) => B.compare(a, b)),
          check,
          'node:buffer compare',
        ),
      )
    }
  }
  return entries
}

/** decodeCodePoints / encodeCodePoints / validate of `hunkCodec(bits)` on its generated corpus (ours only). */
export function hunkEntries(
  op: Operation,
  codec: CodecLike | undefined,
  corpus: { codePoints: number[]; units: Uint16Array },
): Entry[] {
  return codePointEntry(op, codec, corpus.units, corpus.codePoints, (o) => checkUnits(corpus.units, o))
}
