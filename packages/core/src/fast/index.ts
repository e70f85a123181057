/**
 * Every speed path of core, behind one door: the runtime's native codecs and the routes chosen per
 * runtime, WebAssembly, the JS kernels for well-formed UTF-8 and their scratch memory. Nothing here
 * decides an answer the plain path would not give; src/fast/README.md has the routes and their measurements.
 * It passes on the accelerators, the kit for schemes with their own WebAssembly (`schemeWasm`), and the
 * few routes core's own modules and collation call beside an accelerator (README, "The accelerator
 * interface").
 *
 * @module
 */

export type { Accelerator, Progress } from './accelerator.ts'
export { bmpAccelerator } from './bmp-accelerator.ts'
export { schemeWasm } from './scheme-wasm.ts'
export { transcodeAccelerator } from './transcode-accelerator.ts'
export { utf8Accelerator, utf8DecodeAccelerator } from './utf8-accelerator.ts'
export { utf8EncodeAccelerator } from './utf8-encode.ts'
export { wtf8Bytes } from './utf8-kernel.ts'
// The routes of offsets.ts: each its own name, so that importing one of toUtf16Index and toByteOffset
// does not bring the other's route (a kit object of the two would).
export { countUtf8Prefix, wellFormedUtf8Length } from './utf8-length.ts'
export { stringKit } from './utf16.ts'
