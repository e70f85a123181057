// Issue #34, "Code that picks a scheme at run time does not compile": what a user writes when the scheme
// is only known at run time (a label from a header or a flag, every pair of the registry's codecs) must
// compile without a cast, under `moduleResolution` node16 and bundler, against the BUILT declarations
// (`pnpm test` builds before the vitest steps), resolved through each package's `exports`; and a codec
// named by itself keeps its own precise types.
import { spawnSync } from 'node:child_process'
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))

const project = mkdtempSync(join(tmpdir(), 'utf8x-run-time-types-'))
mkdirSync(join(project, 'node_modules', '@utf8x'), { recursive: true })
for (const dir of readdirSync(join(root, 'packages'))) {
  const manifest = JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8'))
  symlinkSync(join(root, 'packages', dir), join(project, 'node_modules', ...manifest.name.split('/')), 'dir')
}
afterAll(() => rmSync(project, { recursive: true, force: true }))

/** The user's code: no `as`, no `!`, no `any`. */
const USE = `import { type ByteCodec, codecs, getCodec } from '@utf8x/codecs'
import { type Codec, DecoderStream, transcode, TranscoderStream } from '@utf8x/core'
import { convert, utf8 } from '@utf8x/utf8-classic'
import { type HunkCodec, sixtyFiveBit } from '@utf8x/utf8-eight-byte'
import { utfInfinity8 } from '@utf8x/utf8-infinity'

/** Every pair of byte codecs, whichever their code point type. */
export function everyPair(bytes: Uint8Array): Uint8Array[] {
  const out: Uint8Array[] = []
  for (const from of codecs) for (const to of codecs) out.push(transcode(bytes, from, to))
  for (const from of codecs) for (const to of codecs) out.push(convert(bytes, from, to, { fatal: false }))
  return out
}

/** Streams between every two of them. */
export function pipes(): TranscoderStream[] {
  return codecs.flatMap((from) => codecs.map((to) => new TranscoderStream(from, to)))
}

/** A label known only at run time. */
export function decodeAs(label: string, bytes: Uint8Array): string {
  return getCodec(label).decode(bytes)
}
export function decodeAsLax(label: string, bytes: Uint8Array): string {
  return getCodec(label).decode(bytes, { fatal: false })
}
export function checkAs(label: string, bytes: Uint8Array): boolean {
  return getCodec(label).isWellFormed(bytes) && getCodec(label).validate(bytes) === null
}
export function streamAs(label: string): DecoderStream {
  return new DecoderStream(getCodec(label))
}
export function streamAsLax(label: string, body: ReadableStream<Uint8Array>): ReadableStream<string> {
  return body.pipeThrough(new DecoderStream(getCodec(label), { fatal: false }))
}
export function incremental(label: string, chunks: Uint8Array[]): string {
  const decoder = getCodec(label).createDecoder()
  return chunks.map((chunk) => decoder.decode(chunk, { stream: true })).join('') + decoder.decode()
}

/** Telling a byte codec from a hunk codec narrows the type. */
export function byteCodec(label: string): ByteCodec {
  const codec = getCodec(label)
  if ('unitBits' in codec) throw new RangeError(codec.name + ' works on hunks')
  return codec
}
export function convertAs(bytes: Uint8Array, from: string, to: string): Uint8Array {
  return transcode(bytes, byteCodec(from), byteCodec(to))
}

/** A codec named by itself keeps its own types. */
export const numbers: number[] = utf8.decodeCodePoints(new Uint8Array([0x61]))
export const bigints: bigint[] = utfInfinity8.decodeCodePoints(new Uint8Array([0x61]))
export const sixtyFive: bigint[] = sixtyFiveBit.decodeCodePoints(new Uint8Array([0x61]))
export const byLiteral: Codec<bigint> = getCodec('UTF-INFINITY-8')
export const utf8ByLiteral: Codec<number> = getCodec('utf-8')
export const hunks: HunkCodec<number> = getCodec('utf-8-hunk-5')
export const bigHunks: HunkCodec<bigint> = getCodec('utf-8-hunk-9')
export const first: number | bigint | undefined = byteCodec('utf-8').decodeCodePoints(new Uint8Array([0x61]))[0]
// @ts-expect-error: a hunk codec named by its own label takes hunks, not bytes
hunks.decode(new Uint8Array([0x61]))
// @ts-expect-error: utf8's code points are numbers
export const notBig: bigint[] = utf8.decodeCodePoints(new Uint8Array([0x61]))
`

const settings = {
  node16: { module: 'node16', moduleResolution: 'node16' },
  bundler: { module: 'esnext', moduleResolution: 'bundler' },
} as const

// tsc is a Node program; the declarations are the same whichever runtime runs the suite.
const onNode = !('Bun' in globalThis) && !('Deno' in globalThis)

describe.runIf(onNode)('code that picks a scheme at run time compiles without casts', () => {
  it('has no cast to compile', () => {
    expect(USE).not.toMatch(/\bas\s+(?!const\b)\w|\bany\b|\w!\./)
  })

  for (const [name, resolution] of Object.entries(settings)) {
    it(`with moduleResolution ${name}`, () => {
      const dir = join(project, name)
      mkdirSync(dir, { recursive: true })
      writeFileSync(join(dir, 'use.mts'), USE)
      writeFileSync(
        join(dir, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            lib: ['es2022', 'dom', 'dom.iterable'],
            types: [],
            target: 'es2022',
            ...resolution,
            strict: true,
            exactOptionalPropertyTypes: true,
            noUncheckedIndexedAccess: true,
            skipLibCheck: false,
            noEmit: true,
          },
          files: ['use.mts'],
        }),
      )
      const tsc = spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', dir], {
        encoding: 'utf8',
      })
      expect(`${tsc.stdout}${tsc.stderr}`.trim()).toBe('')
      expect(tsc.status).toBe(0)
    }, 120_000)
  }
})
