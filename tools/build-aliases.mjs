#!/usr/bin/env node
// Writes each scheme package's top-level functions and classes (`encode`, `decode`, …, `explain`, and
// `Encoder`, `Decoder`, `EncoderStream`, `DecoderStream`) for its main codec, from one template, into
// `packages/<package>/src/_aliases.ts` (API.md: every scheme package exports them, the same way).
//
//   node tools/build-aliases.mjs           writes the files
//   node tools/build-aliases.mjs --check   exits 1 when a file differs from what the template makes (CI)
//
// Every value is a pure call (`(() => codec.method)()` marked pure), not a bare property read (which
// bundlers keep, and the codec and its classes with it), so that an app importing none of them drops
// them; a package may build its `encode` or `decode` from less than the codec (utf8-classic's, from
// encoding or decoding alone), so that importing only that function brings nothing else.
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))

/**
 * Each scheme package's main codec: the module that exports it, its title in the docs, the type its
 * methods are read from, and what the package builds on its own.
 * @type {{ pkg: string, codec: string, from: string, title: string, type: string, imports: string[],
 *   decodeOptions?: string, encodeOptions?: string, decode?: string, encode?: string }[]}
 */
export const ALIASES = [
  {
    pkg: 'utf8-classic',
    codec: 'utf8',
    from: './utf8.ts',
    title: 'RFC 3629 UTF-8',
    type: 'Codec<number>',
    imports: [
      "import { utf8Encode } from '@utf8x/core/internal'",
      "import { makeDecode, type Utf8DecodeOptions } from './_codec.ts'",
      "import { UTF8 } from './_scheme.ts'",
      "import { UTF8_BUILD, utf8 } from './utf8.ts'",
    ],
    decodeOptions: 'Utf8DecodeOptions',
    // From decoding alone and from encoding alone: a bundle of `{ decode }` or `{ encode }` carries no
    // codec object, stream class or WebAssembly.
    decode: 'makeDecode(UTF8, UTF8_BUILD)',
    encode: 'utf8Encode()',
  },
  {
    pkg: 'utf8-eight-byte',
    codec: 'eightByte',
    from: './eight-byte.ts',
    title: 'eight-byte UTF-8',
    type: 'Codec<number>',
    imports: ["import { eightByte } from './eight-byte.ts'"],
  },
  {
    pkg: 'utf8-infinity',
    codec: 'utfInfinity8',
    from: './codec.ts',
    title: 'UTF-∞-8',
    type: 'Codec<bigint>',
    imports: ["import { utfInfinity8 } from './codec.ts'"],
  },
  {
    pkg: 'corrected-utf8',
    codec: 'correctedUtf8',
    from: './codec.ts',
    title: 'Corrected UTF-8',
    type: 'CorrectedUtf8Codec',
    imports: [
      "import type { CorrectedEncodeOptions } from './_encode.ts'",
      "import { type CorrectedUtf8Codec, correctedUtf8 } from './codec.ts'",
    ],
    encodeOptions: 'CorrectedEncodeOptions',
  },
]

/** The doc comment, type and value of each function, in the order written. */
const FUNCTIONS = [
  {
    name: 'encode',
    doc: [
      'Encodes a string as {title} (`{codec}.encode`): strict by default, `{ fatal: false }` replaces what the',
      'scheme cannot encode with U+FFFD as `TextEncoder` does.',
      '',
      '@throws {EncodeError} for a character the scheme cannot encode (a lone surrogate: `surrogate`, with its',
      '  UTF-16 index), unless `fatal: false`',
      '@throws {TypeError} when `text` is not a string',
      '@example',
      '```ts',
      "console.assert(decode(encode('héllo €')) === 'héllo €')",
      '```',
    ],
  },
  {
    name: 'encodeInto',
    doc: [
      'Encodes as much of a string as fits into `destination`, never part of a character (`{codec}.encodeInto`).',
      'Strict, as {@link encode} (the error once everything before it is written); `{ fatal: false }` replaces.',
      '',
      '@returns UTF-16 units read and units written',
      '@example',
      '```ts',
      'const out = new Uint8Array(8)',
      "const { read, written } = encodeInto('hé', out)",
      "console.assert(read === 2 && decode(out.subarray(0, written)) === 'hé')",
      '```',
    ],
  },
  {
    name: 'decode',
    doc: [
      'Decodes {title} to a string (`{codec}.decode`), strictly by default: the first ill-formed sequence throws',
      '`DecodeError` with its `kind` and `offset`; `{ fatal: false }` replaces with U+FFFD.',
      '',
      '@throws {DecodeError} on the first ill-formed sequence, unless `fatal: false`',
      '@throws {TypeError} when `bytes` is not a `BufferSource`',
      '@example',
      '```ts',
      "console.assert(decode(new Uint8Array([0x68, 0x69])) === 'hi' && decode(encode('😀')) === '😀')",
      '```',
    ],
  },
  {
    name: 'encodeCodePoints',
    doc: [
      'Encodes code points (`{codec}.encodeCodePoints`).',
      '',
      '@throws {EncodeError} for a value the scheme cannot encode, with its position in the list',
      '@example',
      '```ts',
      "console.assert(decodeCodePoints(encodeCodePoints([0x41, 0x1f600])).map(Number).join() === '65,128512')",
      '```',
    ],
  },
  {
    name: 'decodeCodePoints',
    doc: [
      'Decodes to code points (`{codec}.decodeCodePoints`): the faithful view, a BOM included.',
      '',
      '@throws {DecodeError} on the first ill-formed sequence, unless `fatal: false`',
      '@example',
      '```ts',
      "console.assert(Number(decodeCodePoints(encode('A'))[0]) === 0x41)",
      '```',
    ],
  },
  {
    name: 'validate',
    doc: [
      'The first error strict decoding would throw, or `null` (`{codec}.validate`). Never throws on a byte input.',
      '',
      '@example',
      '```ts',
      "console.assert(validate(encode('é')) === null && validate(encode('é').subarray(0, 1))?.kind === 'truncated')",
      '```',
    ],
  },
  {
    name: 'isWellFormed',
    doc: [
      'Whether the bytes are well-formed {title} (`{codec}.isWellFormed`).',
      '',
      '@example',
      '```ts',
      "console.assert(isWellFormed(encode('é')) && !isWellFormed(encode('é').subarray(0, 1)))",
      '```',
    ],
  },
  {
    name: 'byteLength',
    doc: [
      'The length of `encode(text)` without encoding (`{codec}.byteLength`).',
      '',
      '@example',
      '```ts',
      "console.assert(byteLength('héllo €') === encode('héllo €').length)",
      '```',
    ],
  },
  {
    name: 'encodedLength',
    doc: [
      'The bytes one code point takes (`{codec}.encodedLength`).',
      '',
      '@throws {EncodeError} for a value the scheme cannot encode',
      '@example',
      '```ts',
      'console.assert(encodedLength(0x41) === 1)',
      '```',
    ],
  },
  {
    name: 'createDecoder',
    doc: [
      'An incremental decoder (`{codec}.createDecoder`), used as `TextDecoder` is: `decode(chunk, { stream: true })`',
      'for each chunk, then `decode()`.',
      '',
      '@example',
      '```ts',
      'const decoder = createDecoder()',
      "const bytes = encode('é')",
      "console.assert(decoder.decode(bytes.subarray(0, 1), { stream: true }) === '')",
      "console.assert(decoder.decode(bytes.subarray(1)) === 'é')",
      '```',
    ],
  },
  {
    name: 'explain',
    doc: [
      'What {title} makes of a code point or of some bytes, sequence by sequence and bit by bit',
      "(`{codec}.explain`; core's `Explanation`, the same type in every package): each ill-formed sequence",
      'with the `DecodeError` strict decoding reports there.',
      '',
      '@throws {EncodeError} for a value the scheme cannot encode',
      '@throws {TypeError} when `input` is neither a number nor a `BufferSource`',
      '@example',
      '```ts',
      'console.assert(explain(0x41).units.length === 1)',
      "console.assert(explain(encode('é').subarray(0, 1)).sequences[0]?.error?.kind === 'truncated')",
      '```',
    ],
  },
]

/** The classes, each from core's `codecClasses`. */
const CLASSES = [
  {
    name: 'Encoder',
    doc: [
      'A `TextEncoder` for {title} that is strict by default (`{ fatal: false }` replaces); `new Encoder(codec)`',
      'takes any codec.',
      '',
      '@example',
      '```ts',
      "console.assert(new Encoder().encode('é').join() === encode('é').join())",
      '```',
    ],
  },
  {
    name: 'Decoder',
    doc: [
      'A `TextDecoder` for {title} that is strict by default, with `decode(chunk, { stream: true })`; error',
      'offsets count from the start of the stream. `new Decoder(codec, options)` takes any codec.',
      '',
      '@example',
      '```ts',
      'const decoder = new Decoder()',
      "const bytes = encode('€')",
      "console.assert(decoder.decode(bytes.subarray(0, 2), { stream: true }) === '')",
      "console.assert(decoder.decode(bytes.subarray(2)) === '€')",
      '```',
    ],
  },
  {
    name: 'EncoderStream',
    doc: [
      'A `TextEncoderStream` for {title} (strict by default; a pair split across chunks is kept whole).',
      '',
      '@example',
      '```ts',
      'console.assert(new EncoderStream().encoding === {codec}.name)',
      '```',
    ],
  },
  {
    name: 'DecoderStream',
    doc: [
      'A `TextDecoderStream` for {title} (strict by default; `{ fatal: false }` replaces).',
      '',
      '@example',
      '```ts',
      'const stream = new DecoderStream({ fatal: false })',
      'console.assert(stream.encoding === {codec}.name && stream.fatal === false)',
      '```',
    ],
  },
]

/** Every name a package's `_aliases.ts` exports, functions first. */
export const NAMES = [...FUNCTIONS.map((f) => f.name), ...CLASSES.map((c) => c.name)]

const HEADER = [
  '// Generated by tools/build-aliases.mjs from its template: do not edit (run `node tools/build-aliases.mjs`).',
]

/** A doc comment from template lines. */
function comment(lines, spec) {
  const fill = (line) => line.replaceAll('{title}', spec.title).replaceAll('{codec}', spec.codec)
  return ['/**', ...lines.map((line) => (line === '' ? ' *' : ` * ${fill(line)}`)), ' */']
}

/** The text of one package's `_aliases.ts`. */
export function aliasesText(spec) {
  const out = [
    ...HEADER,
    '/**',
    ` * \`${spec.codec}\`'s methods and classes as the package's top-level exports (every scheme package exports`,
    ' * them for its main codec, from the same template).',
    ' *',
    ' * @module',
    ' */',
    '',
    ...spec.imports,
    "import { type CodecClasses, codecClasses } from '@utf8x/core'",
    '',
  ]
  const decodeOptions = spec.decodeOptions ?? 'DecodeOptions'
  const encodeOptions = spec.encodeOptions ?? 'EncodeOptions'
  for (const f of FUNCTIONS) {
    const own = spec[f.name]
    const type =
      f.name === 'decode' && spec.decodeOptions
        ? `(bytes: BufferSource, options?: ${decodeOptions}) => string`
        : `${spec.type}['${f.name}']`
    out.push(...comment(f.doc, spec))
    out.push(
      own === undefined
        ? `export const ${f.name}: ${type} = /* @__PURE__ */ (() => ${spec.codec}.${f.name})()`
        : `export const ${f.name}: ${type} = /* @__PURE__ */ ${own}`,
    )
    out.push('')
  }
  out.push(
    `const classes: CodecClasses<${decodeOptions}, ${encodeOptions}> = /* @__PURE__ */ codecClasses(${spec.codec})`,
    '',
  )
  for (const c of CLASSES) {
    out.push(...comment(c.doc, spec))
    out.push(
      `export const ${c.name}: CodecClasses<${decodeOptions}, ${encodeOptions}>['${c.name}'] = /* @__PURE__ */ (() =>`,
      `  classes.${c.name})()`,
      `export type ${c.name} = InstanceType<typeof ${c.name}>`,
      '',
    )
  }
  // The core names the signatures use, imported first (as biome sorts them).
  const core = [
    ...(spec.decodeOptions ? ['type BufferSource'] : []),
    ...(spec.type.startsWith('Codec<') ? ['type Codec'] : []),
    'type CodecClasses',
    'codecClasses',
    ...(spec.decodeOptions ? [] : ['type DecodeOptions']),
    ...(spec.encodeOptions ? [] : ['type EncodeOptions']),
  ]
  const at = out.indexOf("import { type CodecClasses, codecClasses } from '@utf8x/core'")
  out[at] = `import { ${core.join(', ')} } from '@utf8x/core'`
  const body = [...out.slice(0, at - spec.imports.length), out[at], ...spec.imports, ...out.slice(at + 1)]
  return format(`${body.join('\n').trimEnd()}\n`, target(spec))
}

/** `text` as the workspace's formatter writes it (biome, the settings of biome.json). */
function format(text, path) {
  return execFileSync(join(root, 'node_modules', '.bin', 'biome'), ['format', `--stdin-file-path=${path}`], {
    cwd: root,
    input: text,
    encoding: 'utf8',
  })
}

/** Where a package's aliases go. */
export const target = (spec) => join(root, 'packages', spec.pkg, 'src', '_aliases.ts')

/** Writes (or, with `check`, compares) every package's file; returns the files that differ. */
export function run(check = false) {
  const stale = []
  for (const spec of ALIASES) {
    const text = aliasesText(spec)
    const path = target(spec)
    let old = ''
    try {
      old = readFileSync(path, 'utf8')
    } catch {}
    if (old === text) continue
    stale.push(path)
    if (!check) writeFileSync(path, text)
  }
  return stale
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check')
  const stale = run(check)
  if (check && stale.length > 0) {
    console.error(
      `build-aliases: ${stale.map((p) => p.slice(root.length)).join(', ')} differ from the template; run node tools/build-aliases.mjs`,
    )
    process.exit(1)
  }
  if (!check)
    console.log(stale.length === 0 ? 'build-aliases: up to date' : `build-aliases: wrote ${stale.length}`)
}
