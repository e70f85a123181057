#!/usr/bin/env node
// The child of tools/test/environment.test.ts, run with node, bun or `deno run -A`:
//   environment-child.mjs [--strip] [--cjs]
// With --strip it deletes the platform's fast machinery (WebAssembly, TextDecoder, TextEncoder and their
// streams) from globalThis BEFORE loading any package; with --cjs it loads each package's dist/index.cjs
// through require, else dist/index.js through import. It then runs every codec of every published package
// over a fixed set of inputs and prints one JSON object: { runtime, globals, results: [[label, answer]…] }.
// The parent compares the answers of a plain run with those of a stripped one, which must be equal.
// Nothing here uses the deleted globals: inputs are built by hand (UTF-8 written out below).
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const STRIPPED = ['WebAssembly', 'TextDecoder', 'TextEncoder', 'TextDecoderStream', 'TextEncoderStream']
const strip = process.argv.includes('--strip')
const cjs = process.argv.includes('--cjs')
const runtime =
  typeof globalThis.Deno !== 'undefined' ? 'deno' : typeof globalThis.Bun !== 'undefined' ? 'bun' : 'node'

if (strip) for (const name of STRIPPED) delete globalThis[name]
/** What each stripped name is, as the packages load: `undefined` when the deletion held. */
const globals = Object.fromEntries(STRIPPED.map((name) => [name, typeof globalThis[name]]))

const root = fileURLToPath(new URL('../..', import.meta.url))
const require = createRequire(import.meta.url)

// ── Answers, as plain JSON ──────────────────────────────────────────────────────────────────────────

/** Two 32-bit FNV-1a lanes over a sequence of numbers: a 64-bit fingerprint of a long answer. */
function fingerprint(length, at) {
  let a = 0x811c9dc5
  let b = 0x01000193 ^ length
  for (let i = 0; i < length; i++) {
    const v = at(i)
    a = Math.imul(a ^ (v & 0xffff), 0x01000193) >>> 0
    b = Math.imul(b ^ (v >>> 16) ^ (v & 0xff), 0x5bd1e995) >>> 0
  }
  return `${a.toString(16).padStart(8, '0')}${b.toString(16).padStart(8, '0')}`
}

const SHORT = 256

/** A value as comparable JSON: short values whole, long ones by length, ends and fingerprint. */
function describe(value) {
  if (value === null || value === undefined || typeof value === 'boolean' || typeof value === 'number')
    return value ?? null
  if (typeof value === 'bigint') return `${value}n`
  if (typeof value === 'string') {
    if (value.length <= SHORT) return { string: value }
    return {
      string: `${value.slice(0, 32)}…${value.slice(-32)}`,
      length: value.length,
      fingerprint: fingerprint(value.length, (i) => value.charCodeAt(i)),
    }
  }
  if (value instanceof Error) {
    return {
      error: value.constructor?.name,
      name: value.name,
      kind: value.kind ?? null,
      offset: value.offset ?? null,
      index: value.index ?? null,
      message: value.message,
    }
  }
  if (ArrayBuffer.isView(value) && !(value instanceof DataView)) {
    const type = value.constructor.name
    if (value.length <= SHORT) return { [type]: Array.from(value, (v) => describe(v)) }
    return {
      [type]: `${value.length} units`,
      head: Array.from(value.subarray(0, 16)),
      fingerprint: fingerprint(value.length, (i) => Number(value[i])),
    }
  }
  if (Array.isArray(value)) {
    if (value.length <= SHORT) return value.map(describe)
    return {
      array: value.length,
      head: value.slice(0, 16).map(describe),
      fingerprint: fingerprint(value.length, (i) =>
        typeof value[i] === 'bigint' ? Number(BigInt.asUintN(32, value[i])) : value[i],
      ),
    }
  }
  if (typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, describe(v)]))
  return String(value)
}

const results = []
function record(label, fn) {
  let answer
  try {
    answer = describe(fn())
  } catch (error) {
    answer = { threw: describe(error) }
  }
  results.push([label, answer])
}
async function recordAsync(label, fn) {
  let answer
  try {
    answer = describe(await fn())
  } catch (error) {
    answer = { threw: describe(error) }
  }
  results.push([label, answer])
}

// ── Inputs ──────────────────────────────────────────────────────────────────────────────────────────

/** UTF-8 of a string written out by hand; a lone surrogate becomes its own three bytes (as WTF-8). */
function utf8(text) {
  const out = []
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i)
    const d = text.charCodeAt(i + 1)
    if (c >= 0xd800 && c < 0xdc00 && d >= 0xdc00 && d < 0xe000) {
      c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00)
      i++
    }
    if (c < 0x80) out.push(c)
    else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63))
    else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63))
    else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63))
  }
  return new Uint8Array(out)
}

const concat = (...parts) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}

/** A fixed pseudo-random byte sequence (xorshift32), ill-formed almost everywhere. */
function noise(length, seed) {
  const out = new Uint8Array(length)
  let x = seed
  for (let i = 0; i < length; i++) {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    out[i] = x & 0xff
  }
  return out
}

const KIB = 1024
const MIB = 1024 * KIB
/** Above this many units (past every 64 KiB threshold, short of the 1 MiB inputs) only the main paths run. */
const LONG = 256 * KIB
const repeatTo = (unit, bytes) => unit.repeat(Math.ceil(bytes / utf8(unit).length))
const MIXED = 'Grüße, 世界! Ærø 😀 한국어 ÿ \u0800\uffff\u{10ffff} '

const TEXTS = {
  empty: '',
  ascii: 'hello, world',
  latin: 'déjà vu, Ærøskøbing, naïve façade',
  cjk: '漢字かなカナ한국어',
  emoji: '😀👍🏽👨‍👩‍👧 🇫🇷',
  edges: '\uFEFFa\0b\u007f\u0080\u009f\u07ff\u0800\ufffd\uffff\u{10000}\u{10ffff}',
  loneHigh: 'a\uD800b',
  loneLow: 'a\uDC00',
  trailingHigh: 'abc\uD83D',
  ascii70k: repeatTo('The quick brown fox jumps over the lazy dog. ', 70 * KIB),
  ascii1m: repeatTo('0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_', MIB + 4 * KIB),
  mixed70k: repeatTo(MIXED, 70 * KIB),
  mixed1m: repeatTo(MIXED, MIB + 4 * KIB),
  loneIn70k: `${repeatTo('ab', 70 * KIB)}\uDC00${'z'.repeat(100)}`,
  loneIn1m: `${repeatTo(MIXED, MIB + 4 * KIB)}\uD800tail`,
}

const b = (...bytes) => new Uint8Array(bytes)
const BYTES = {
  ...Object.fromEntries(Object.entries(TEXTS).map(([name, text]) => [`utf8(${name})`, utf8(text)])),
  'C0 80': b(0xc0, 0x80),
  'ED A0 80': b(0xed, 0xa0, 0x80),
  'ED B0 80': b(0xed, 0xb0, 0x80),
  'ED A0 BD ED B8 80': b(0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80),
  F5: b(0xf5),
  'F4 90 80 80': b(0xf4, 0x90, 0x80, 0x80),
  'E0 80 80': b(0xe0, 0x80, 0x80),
  'F8 88 80 80 80': b(0xf8, 0x88, 0x80, 0x80, 0x80),
  'FC 84 80 80 80 80': b(0xfc, 0x84, 0x80, 0x80, 0x80, 0x80),
  'FE 80 80 80 80 80 80': b(0xfe, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80),
  'FF 80 …': b(0xff, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80),
  'lone 80': b(0x61, 0x80, 0x62),
  'C2 (truncated)': b(0x61, 0xc2),
  'E2 82 (truncated)': b(0xe2, 0x82),
  'F0 9F 98 (truncated)': b(0x61, 0xf0, 0x9f, 0x98),
  'C2 80 (C1 control)': b(0xc2, 0x80),
  'EF BB BF (BOM) x': b(0xef, 0xbb, 0xbf, 0x78),
  NUL: b(0x61, 0x00, 0x62),
  '1 MiB ASCII, C0 80': concat(utf8(TEXTS.ascii1m), b(0xc0, 0x80)),
  '70 KiB CJK, ED A0 80, more': concat(utf8(repeatTo('漢字', 70 * KIB)), b(0xed, 0xa0, 0x80), utf8('more')),
  '1 MiB mixed, truncated F0 9F 98': concat(utf8(TEXTS.mixed1m), b(0xf0, 0x9f, 0x98)),
  '70 KiB mixed, F5, mixed': concat(utf8(TEXTS.mixed70k), b(0xf5), utf8(TEXTS.mixed70k)),
  'noise 70 KiB': noise(70 * KIB, 0x9e3779b9),
  'noise 300 KiB': noise(300 * KIB, 0x2545f491),
  'subarray of 70 KiB mixed': utf8(TEXTS.mixed70k).subarray(3, 3 + 68 * KIB),
}

/** Cuts `bytes` at fixed points: small pieces first (every split of a sequence), then large ones. */
function chunks(bytes) {
  const out = []
  let at = 0
  for (const size of [1, 1, 2, 3, 5, 7, 11, 13]) {
    if (at >= bytes.length) break
    out.push(bytes.subarray(at, at + size))
    at += size
  }
  while (at < bytes.length) {
    out.push(bytes.subarray(at, at + 65537))
    at += 65537
  }
  return out
}

/** Cuts a string at fixed UTF-16 points, splitting surrogate pairs. */
function textChunks(text) {
  const out = []
  for (let at = 0; at < text.length; at += 4097) out.push(text.slice(at, at + 4097))
  if (out.length === 1 && text.length > 1) return [text.slice(0, 1), text.slice(1)]
  return out
}

// ── The runs ────────────────────────────────────────────────────────────────────────────────────────

function codePointsOf(text) {
  return Array.from(text, (c) => c.codePointAt(0))
}

function runByteCodec(label, codec) {
  const own = {}
  for (const [name, text] of Object.entries(TEXTS)) {
    const at = `${label} ${name}`
    record(`${at} encode`, () => codec.encode(text))
    record(`${at} encode fatal:false`, () => codec.encode(text, { fatal: false }))
    record(`${at} byteLength`, () => codec.byteLength(text))
    if (text.length <= LONG)
      record(`${at} encodeCodePoints`, () => codec.encodeCodePoints(codePointsOf(text)))
    record(`${at} encodeInto (room)`, () => {
      const destination = new Uint8Array(text.length * 4 + 8)
      const { read, written } = codec.encodeInto(text, destination, { fatal: false })
      return { read, written, bytes: destination.subarray(0, written) }
    })
    record(`${at} encodeInto (7 bytes)`, () => {
      const destination = new Uint8Array(7)
      const { read, written } = codec.encodeInto(text, destination)
      return { read, written, bytes: destination }
    })
    try {
      own[`${name} as ${codec.name}`] = codec.encode(text, { fatal: false })
    } catch {}
  }
  for (const [name, bytes] of Object.entries({ ...BYTES, ...own })) {
    const at = `${label} ${name}`
    record(`${at} decode`, () => codec.decode(bytes))
    record(`${at} decode fatal:false`, () => codec.decode(bytes, { fatal: false }))
    record(`${at} validate`, () => codec.validate(bytes))
    record(`${at} isWellFormed`, () => codec.isWellFormed(bytes))
    const long = bytes.length > LONG
    if (!long) {
      record(`${at} decode ignoreBOM`, () => codec.decode(bytes, { ignoreBOM: true }))
      record(`${at} decodeCodePoints`, () => codec.decodeCodePoints(bytes))
      record(`${at} decodeCodePoints fatal:false`, () => codec.decodeCodePoints(bytes, { fatal: false }))
    }
    for (const fatal of long ? [false] : [true, false]) {
      record(`${at} createDecoder fatal:${fatal}`, () => {
        const decoder = codec.createDecoder({ fatal })
        let text = ''
        for (const chunk of chunks(bytes)) text += decoder.decode(chunk, { stream: true })
        return text + decoder.decode()
      })
    }
  }
  for (const value of [
    0, 0x7f, 0x80, 0x7ff, 0x800, 0xd800, 0xffff, 0x10000, 0x10ffff, 0x110000, 0x7fffffff,
  ]) {
    record(`${label} encodedLength(${value})`, () => codec.encodedLength(value))
  }
  return own
}

/**
 * Writes `inputs` through a TransformStream and gives what comes out, or throws the error it ended with.
 * Every promise is handled as soon as it exists: a stream that errors leaves no unhandled rejection.
 */
async function pipe(stream, inputs) {
  const writer = stream.writable.getWriter()
  const reading = (async () => {
    const parts = []
    for await (const part of stream.readable) parts.push(part)
    return parts
  })().then(
    (parts) => ({ parts }),
    (error) => ({ error }),
  )
  for (const input of inputs) await writer.write(input).catch(() => {})
  await writer.close().catch(() => {})
  const outcome = await reading
  if (outcome.error !== undefined) throw outcome.error
  return outcome.parts
}

async function runStreams(label, codec, core) {
  const inputs = { 'utf8(mixed70k)': BYTES['utf8(mixed70k)'], 'lone 80': BYTES['lone 80'] }
  for (const [name, bytes] of Object.entries(inputs)) {
    for (const fatal of [true, false]) {
      await recordAsync(`${label} ${name} DecoderStream fatal:${fatal}`, async () => {
        const parts = await pipe(new core.DecoderStream(codec, { fatal }), chunks(bytes))
        return parts.join('')
      })
    }
  }
  for (const name of ['mixed70k', 'trailingHigh', 'loneIn70k']) {
    for (const fatal of [true, false]) {
      await recordAsync(`${label} ${name} EncoderStream fatal:${fatal}`, async () => {
        return concat(...(await pipe(new core.EncoderStream(codec, { fatal }), textChunks(TEXTS[name]))))
      })
    }
  }
}

function runHunkCodec(label, codec) {
  for (const name of ['ascii', 'latin', 'cjk', 'emoji', 'edges', 'loneHigh', 'mixed70k']) {
    const text = TEXTS[name]
    const at = `${label} ${name}`
    record(`${at} encode`, () => codec.encode(text))
    record(`${at} byteLength`, () => codec.byteLength(text))
    let units
    try {
      units = codec.encode(text, { fatal: false })
    } catch (error) {
      record(`${at} encode fatal:false`, () => {
        throw error
      })
      continue
    }
    record(`${at} decode`, () => codec.decode(units))
    record(`${at} decodeCodePoints`, () => codec.decodeCodePoints(units))
    record(`${at} validate`, () => codec.validate(units))
  }
  for (const [name, bytes] of Object.entries(BYTES)) {
    if (bytes.length > 64) continue
    const units = Uint16Array.from(bytes)
    record(`${label} ${name} decode fatal:false`, () => codec.decode(units, { fatal: false }))
    record(`${label} ${name} validate`, () => codec.validate(units))
  }
}

const isCodec = (value) =>
  value !== null &&
  typeof value === 'object' &&
  typeof value.decode === 'function' &&
  typeof value.name === 'string'

const load = async (dir) => {
  const manifest = JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8'))
  const entry = manifest.exports['.'][cjs ? 'require' : 'import'].default
  const file = join(root, 'packages', dir, entry)
  return { manifest, mod: cjs ? require(file) : await import(pathToFileURL(file).href) }
}

const loaded = []
for (const dir of readdirSync(join(root, 'packages')).sort()) {
  // A program (the `utf8x` command: `bin` and no `.` export) has nothing to import.
  if (
    JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8')).exports['.'] === undefined
  )
    continue
  record(`load packages/${dir}`, () => undefined)
  try {
    loaded.push({ dir, ...(await load(dir)) })
  } catch (error) {
    results[results.length - 1][1] = { threw: describe(error) }
  }
}
const core = loaded.find(({ manifest }) => manifest.name === '@utf8x/core')?.mod

for (const { manifest, mod } of loaded) {
  const pkg = manifest.name
  for (const [name, value] of Object.entries(mod)) {
    if (!isCodec(value)) continue
    const label = `${pkg} ${name}`
    runByteCodec(label, value)
    if (core) await runStreams(label, value, core)
  }
  if (typeof mod.hunkCodec === 'function') {
    for (let bits = 1; bits <= 9; bits++) runHunkCodec(`${pkg} hunkCodec(${bits})`, mod.hunkCodec(bits))
  }
  // The package's own functions and classes for its main codec.
  if (typeof mod.decode === 'function') {
    for (const name of ['utf8(mixed1m)', 'utf8(loneHigh)', '70 KiB mixed, F5, mixed', 'noise 70 KiB']) {
      record(`${pkg} decode() ${name}`, () => mod.decode(BYTES[name], { fatal: false }))
      record(`${pkg} validate() ${name}`, () => mod.validate(BYTES[name]))
    }
    for (const name of ['mixed1m', 'loneIn70k']) {
      record(`${pkg} encode() ${name}`, () => mod.encode(TEXTS[name], { fatal: false }))
      record(`${pkg} byteLength() ${name}`, () => mod.byteLength(TEXTS[name]))
    }
  }
  if (typeof mod.Decoder === 'function') {
    record(`${pkg} new Decoder() 1 MiB mixed, truncated`, () => {
      const decoder = new mod.Decoder({ fatal: false })
      let text = ''
      for (const chunk of chunks(BYTES['1 MiB mixed, truncated F0 9F 98']))
        text += decoder.decode(chunk, { stream: true })
      return text + decoder.decode()
    })
  }
  if (typeof mod.Encoder === 'function') {
    record(`${pkg} new Encoder() mixed1m`, () => new mod.Encoder().encode(TEXTS.mixed1m))
  }
  if (typeof mod.DecoderStream === 'function' && pkg !== '@utf8x/core') {
    await recordAsync(`${pkg} new DecoderStream() mixed70k`, async () => {
      return (await pipe(new mod.DecoderStream({ fatal: false }), chunks(BYTES['utf8(mixed70k)']))).join('')
    })
  }
  if (typeof mod.convert === 'function') {
    for (const [from, to] of [
      ['utf8', 'cesu8'],
      ['utf8', 'mutf8'],
      ['wtf8', 'utf8'],
      ['cesu8', 'utf8'],
    ]) {
      for (const name of ['utf8(mixed1m)', 'utf8(edges)', 'ED A0 BD ED B8 80', 'C0 80', 'utf8(loneIn1m)']) {
        record(`${pkg} convert ${name} ${from}→${to}`, () => mod.convert(BYTES[name], mod[from], mod[to]))
      }
    }
  }
  if (typeof mod.compareByCodePoint === 'function') {
    const strings = Object.values(TEXTS).filter((text) => text.length < 100)
    record(`${pkg} sortByCodePoint`, () => mod.sortByCodePoint(strings))
    const keys = Object.values(BYTES).filter((bytes) => bytes.length < 100)
    record(`${pkg} compareBytes`, () => keys.map((x) => keys.map((y) => mod.compareBytes(x, y))))
    record(`${pkg} compareCesu8`, () => keys.map((x) => keys.map((y) => mod.compareCesu8(x, y))))
    record(`${pkg} prefixUpperBound`, () => keys.map((x) => mod.prefixUpperBound(x)))
  }
}

process.stdout.write(`${JSON.stringify({ runtime, cjs, strip, globals, results })}\n`)
