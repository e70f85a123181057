/**
 * The npm peers and the runtime's native codecs, wrapped as plain functions. A peer that hands its work to
 * the native codec when one exists is also loaded a second time with the native codec hidden, so its own
 * code is timed too (`kind: 'peer'` is its own code, `kind: 'peer-native'` the hand-off).
 *
 * @module
 */

import * as exodusJs from 'bench:exodus-utf8-js'
import fastTextEncodingSource from 'bench:fast-text-encoding-source'
import * as nodeBuffer from 'node:buffer'
import { Wtf8Decoder, Wtf8Encoder } from '@cto.af/wtf8'
import { utf8fromString, utf8toString, utf8toStringLoose } from '@exodus/bytes/utf8.js'
import * as protobufUtf8 from '@protobufjs/utf8'
import * as stablelib from '@stablelib/utf8'
import { compareUTF8 } from 'compare-utf8'
import * as iconvModule from 'iconv-lite'
import isUtf8Js from 'isutf8'
import { MUtf8Decoder, MUtf8Encoder } from 'mutf-8'
import * as utf8js from 'utf8'
import * as wtf8js from 'wtf-8'

/** The exact peer versions (pinned in package.json). */
export const PEER_VERSIONS: Record<string, string> = {
  '@exodus/bytes': '1.16.0',
  utf8: '3.0.0',
  '@stablelib/utf8': '2.1.0',
  'fast-text-encoding': '1.0.6',
  '@protobufjs/utf8': '1.1.2',
  isutf8: '4.0.4',
  'wtf-8': '1.0.1',
  '@cto.af/wtf8': '0.0.5',
  'mutf-8': '1.2.4',
  'iconv-lite': '0.7.3',
  'compare-utf8': '0.2.3',
}

interface FastTextEncoding {
  TextEncoder: new () => { encode(text: string): Uint8Array }
  TextDecoder: new () => { decode(bytes: Uint8Array): string }
}

/**
 * Runs fast-text-encoding's source with a scope of our own. With `buffer` given it uses `Buffer` (what it
 * does on Node); without, it falls back to its own JS code. It never sees the runtime's TextEncoder, so
 * its classes are returned instead of the native ones it would install.
 */
function loadFastTextEncoding(buffer: unknown): FastTextEncoding {
  const scope: Record<string, unknown> = {}
  const run = new Function(
    'window',
    'global',
    'Buffer',
    'Blob',
    'URL',
    'XMLHttpRequest',
    fastTextEncodingSource,
  )
  run(scope, undefined, buffer, undefined, undefined, undefined)
  return scope as unknown as FastTextEncoding
}

const NodeBuffer = (nodeBuffer as { Buffer?: typeof import('node:buffer').Buffer }).Buffer
const nodeIsUtf8 = (nodeBuffer as { isUtf8?: (bytes: Uint8Array) => boolean }).isUtf8

/** `node:buffer`'s `Buffer`, where the runtime has it. */
export const Buffer = typeof NodeBuffer === 'function' ? NodeBuffer : undefined
/** `node:buffer`'s `isUtf8`, where the runtime has it. */
export const bufferIsUtf8 = typeof nodeIsUtf8 === 'function' ? nodeIsUtf8 : undefined

/**
 * iconv-lite, where it runs: it needs Node's `Buffer`, so the Chromium bundle replaces it by an empty
 * module and its contenders are left out there (the run says so).
 */
export const iconv: typeof iconvModule | undefined =
  typeof iconvModule.encode === 'function' ? iconvModule : undefined

/** fast-text-encoding running its own JS code. */
export const fastTextEncodingJs = loadFastTextEncoding(undefined)
/** fast-text-encoding as it runs on Node: through `Buffer`. */
export const fastTextEncodingBuffer = Buffer === undefined ? undefined : loadFastTextEncoding(Buffer)

const CHUNK = 0x2000

/** Bytes → "binary string" (one char per byte), the input utf8.js and wtf-8 take. */
export function bytesToByteString(bytes: Uint8Array): string {
  let result = ''
  for (let i = 0; i < bytes.length; i += CHUNK) {
    result += String.fromCharCode.apply(null, bytes.subarray(i, i + CHUNK) as unknown as number[])
  }
  return result
}

/** "Binary string" → bytes. */
export function byteStringToBytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length)
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i)
  return bytes
}

export {
  compareUTF8,
  exodusJs,
  isUtf8Js,
  MUtf8Decoder,
  MUtf8Encoder,
  protobufUtf8,
  stablelib,
  utf8fromString,
  utf8js,
  utf8toString,
  utf8toStringLoose,
  Wtf8Decoder,
  Wtf8Encoder,
  wtf8js,
}
