/**
 * Every speed path of core, behind one door: it passes on the accelerators, the WebAssembly kit for
 * schemes (`schemeWasm`), and the few routes core and collation call beside an accelerator. Nothing here
 * decides an answer the plain path would not give (the repository's fast/README, "The accelerator
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
// Two names, not a kit: importing toUtf16Index does not bring toByteOffset's route, nor back.
export { countUtf8Prefix, wellFormedUtf8Length } from './utf8-length.ts'
export { stringKit } from './utf16.ts'
