/**
 * The kit for a scheme package that brings its own WebAssembly module (`corrected.wat`, `sixtyfive.wat`):
 * the module instantiated once, its memory, the scheme's length, and the runtime's UTF-8 codecs.
 *
 * @module
 */

import { scratchUnits, unitsToString } from '../code-points.ts'
import { type NativeEncoder, nativeDecodeReplacing, nativeDecodeStrict, nativeEncoder } from './native.ts'
import { fastNativeDecode } from './runtime.ts'
import {
  LENGTH_CHUNK_BYTES,
  type LengthTiers,
  NATIVE_FROM,
  nativeUtf8Length,
  tieredLength,
} from './utf8-length.ts'
import { copyBytes, decodeUtf8Wasm, instantiateWasm, type WasmMemory, wasmMemoryView } from './wasm-scan.ts'

/** What every scheme module exports beside its own functions. */
export interface SchemeModule {
  readonly memory: WasmMemory
  /** What the scheme's length differs from UTF-8's by over `[start, start + length)` of memory. */
  lengthExtra(start: number, length: number): number
}

/** What {@link schemeWasm} gives a scheme (each member is described where the kit writes it). */
export interface SchemeWasm<Exports> {
  module(): (Exports & SchemeModule) | null
  memory(size: number): Uint8Array
  copy(start: number, end: number): Uint8Array
  byteLength(text: string): number
  utf8Text(utf8: Uint8Array, native?: boolean): string | null
  decodeStrict(bytes: Uint8Array): string | null
  encoder(): NativeEncoder | null
}

/**
 * The kit for the module given as base64, whose short lengths follow `tiers` where given.
 *
 * @example
 * ```ts
 * const tiers = { bmp1: 0x800, len1: 2, bmp2: 0x800, len2: 2, len3: 3, pairSplit: 0x110000, pairLow: 4, pairHigh: 4 }
 * const kit = schemeWasm('bm90IHdhc20=', tiers) // not a module: no WebAssembly route
 * console.assert(kit.module() === null && kit.byteLength('aé€😀') === 10 && kit.byteLength('é'.repeat(70)) === -1)
 * ```
 */
export function schemeWasm<Exports>(base64: string, tiers?: LengthTiers): SchemeWasm<Exports> {
  type Loaded = (Exports & SchemeModule) | null
  let module: Loaded | undefined
  let view: Uint8Array = new Uint8Array(0)
  const extra = (_text: string, _bytes: Uint8Array, written: number) =>
    (module as SchemeModule).lengthExtra(0, written)
  const load = (): Loaded => {
    if (module === undefined) module = instantiateWasm(base64) as Loaded
    return module
  }
  const memory = (size: number) => {
    view = wasmMemoryView((module as SchemeModule).memory, view, size)
    return view
  }
  return {
    /** The module (instantiated on first use), or `null` without WebAssembly (or SIMD, or where refused). */
    module: load,
    /** A view of the module's memory (after `module()` gave it) of at least `size` bytes. */
    memory,
    /** A new array of the memory's bytes `[start, end)`. */
    copy: (start: number, end: number) => copyBytes(view, start, end),
    /**
     * The scheme's length of `text` (lone surrogate: U+FFFD): `tiers` below {@link NATIVE_FROM} units, else
     * UTF-8's plus `lengthExtra` (which may zero 32 bytes past the chunk); -1 without WebAssembly or
     * `TextEncoder`.
     */
    byteLength(text: string): number {
      if (tiers !== undefined && text.length < NATIVE_FROM) return tieredLength(text, tiers)
      if (load() === null) return -1
      return nativeUtf8Length(text, extra, memory(LENGTH_CHUNK_BYTES + 32).subarray(0, LENGTH_CHUNK_BYTES))
    },
    /** Well-formed UTF-8 as a string, by the runtime (`native`) or core's WebAssembly kernel; else `null`. */
    utf8Text(utf8: Uint8Array, native = fastNativeDecode): string | null {
      if (native) return nativeDecodeReplacing(utf8)
      const out = scratchUnits(utf8.length)
      const progress = { read: 0, written: 0 }
      if (decodeUtf8Wasm(utf8, utf8.length, out, progress) !== utf8.length) return null
      return unitsToString(out, progress.written, true)
    },
    /** The runtime's strict UTF-8 decoder: `null` where it refuses the bytes or there is none. */
    decodeStrict: nativeDecodeStrict,
    /** The runtime's `TextEncoder`, or `null`. */
    encoder: nativeEncoder,
  }
}
