// Modules the build script (build.mjs) provides, and npm peers without bundled types.

declare module 'bench:fast-text-encoding-source' {
  /** The source text of fast-text-encoding 1.0.6 (`text.min.js`). */
  const source: string
  export default source
}

declare module 'bench:exodus-utf8-js' {
  /** @exodus/bytes' own JS UTF-8 code (`fallback/utf8.js`), which `utf8.js` skips when a native codec exists. */
  export function decodeFast(bytes: Uint8Array, loose: boolean): string
  export function encode(text: string, loose: boolean): Uint8Array
}

declare module 'bench:build-info' {
  /** Packages the build replaced by a stub, with the reason (missing sources or a build error). */
  export const stubbed: Record<string, string>
  /** When the bundle was built (ISO time). */
  export const builtAt: string
}

declare module 'utf8' {
  export function encode(text: string): string
  export function decode(byteString: string): string
}

declare module 'wtf-8' {
  export function encode(text: string): string
  export function decode(byteString: string): string
}

declare module 'iconv-lite' {
  export function encode(text: string, encoding: string): Uint8Array
  export function decode(bytes: Uint8Array, encoding: string): string
}
