/**
 * Every speed path of core, behind one door: the runtime's native codecs and the routes chosen per
 * runtime, WebAssembly, the JS kernels for well-formed UTF-8 and their scratch memory. Nothing here
 * decides an answer the plain path would not give; src/fast/README.md has the routes and their measurements.
 *
 * @module
 */

export type { Accelerator, Progress } from './accelerator.ts'
export { bmpAccelerator } from './bmp-accelerator.ts'
export { schemeWasm } from './scheme-wasm.ts'
export { transcodeAccelerator } from './transcode-accelerator.ts'
export { utf8Accelerator, utf8DecodeAccelerator } from './utf8-accelerator.ts'
export {
  encodeUtf8Into,
  utf8ByteLength,
} from './utf8-kernel.ts'
export { countUtf8Prefix, wellFormedUtf8Length } from './utf8-length.ts'
export { nativeUtf16Decode } from './utf16.ts'
export { countContinuationsWasm } from './wasm-scan.ts'
