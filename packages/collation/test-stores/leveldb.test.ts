/**
 * LevelDB through `classic-level` (its npm package ships the native binary): the store compares keys byte
 * by byte, so UTF-8 and encodeKey keys come back in code point order (compareByCodePoint's), CESU-8 and
 * MUTF-8 keys in byte order (compareBytes', not compareCesu8's); an iterator bounded by prefixBounds, or by
 * `gte: prefix, lt: prefixUpperBound(prefix)`, returns exactly the keys with the prefix.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ClassicLevel } from 'classic-level'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runDocExample } from '../../../tools/testing/doc-examples.ts'
import * as collation from '../src/index.ts'
import {
  compareBytes,
  compareCesu8,
  compareMutf8,
  decodeKey,
  encodeKey,
  prefixBounds,
  prefixUpperBound,
  sortByCodePoint,
} from '../src/index.ts'
import { cesu8EncodeCodePoints, codePointsOf, mutf8EncodeCodePoints } from '../test/_reference.ts'
import { byteKeys, bytePrefixes, expectedScan, hex, keysOf, stringKeys, stringPrefixes } from './_keys.ts'
import { readmeExample } from './_readme.ts'

const folder = mkdtempSync(join(tmpdir(), 'utf8x-leveldb-'))
const opened: ClassicLevel<never, never>[] = []

/** A new, empty database in the test's folder. */
async function database<K>(name: string, keyEncoding: 'utf8' | 'view') {
  const db = new ClassicLevel<K, string>(join(folder, name), { keyEncoding, valueEncoding: 'utf8' })
  await db.open()
  opened.push(db as unknown as ClassicLevel<never, never>)
  return db
}

/** Puts every key with an empty value. */
async function putAll<K>(db: ClassicLevel<K, string>, keys: readonly K[]): Promise<void> {
  await db.batch(keys.map((key) => ({ type: 'put' as const, key, value: '' })))
}

afterAll(async () => {
  for (const db of opened) await db.close()
  rmSync(folder, { recursive: true, force: true })
})

describe('LevelDB (classic-level) string keys, utf8 key encoding', () => {
  const texts = stringKeys(true)
  let db: ClassicLevel<string, string>
  beforeAll(async () => {
    db = await database<string>('utf8', 'utf8')
    await putAll(db, texts)
  })

  it(`iterates ${texts.length} well-formed keys in code point order (sortByCodePoint), not UTF-16 order`, async () => {
    const stored = await db.keys().all()
    expect(stored).toEqual(sortByCodePoint(texts))
    expect(stored).not.toEqual([...texts].sort())
  })

  it('a prefix scan with byte bounds (keyEncoding view for the call) returns exactly the keys with the prefix', async () => {
    for (const prefix of stringPrefixes(texts, true)) {
      const found = await db.keys({ keyEncoding: 'view', ...prefixBounds(prefix) }).all()
      const expected = expectedScan(keysOf(texts), encodeKey(prefix))
      expect(found.map(hex), `prefix ${hex(encodeKey(prefix))}`).toEqual(expected.map(hex))
    }
  })
})

describe('LevelDB (classic-level) encodeKey keys, view key encoding', () => {
  const texts = stringKeys(false)
  let db: ClassicLevel<Uint8Array, string>
  beforeAll(async () => {
    db = await database<Uint8Array>('wtf8', 'view')
    await putAll(db, keysOf(texts))
  })

  it(`iterates ${texts.length} keys (lone surrogates included) in compareBytes order, which is compareByCodePoint's`, async () => {
    const stored = await db.keys().all()
    expect(stored.length).toBe(texts.length)
    expect(stored.map(hex)).toEqual(keysOf(texts).sort(compareBytes).map(hex))
    expect(stored.map((key) => decodeKey(key))).toEqual(sortByCodePoint(texts))
  })

  it('an iterator bounded by prefixBounds, or by gte/lt from prefixUpperBound, returns exactly the keys with the prefix', async () => {
    const prefixes = stringPrefixes(texts, false)
    for (const prefix of prefixes) {
      const bytes = encodeKey(prefix)
      const expected = expectedScan(keysOf(texts), bytes).map(hex)
      const bounded = await db.keys(prefixBounds(prefix)).all()
      expect(bounded.map(hex), `prefix ${hex(bytes)}`).toEqual(expected)
      const lt = prefixUpperBound(bytes)
      const explicit = await db.keys(lt === null ? { gte: bytes } : { gte: bytes, lt }).all()
      expect(explicit.map(hex), `prefix ${hex(bytes)}`).toEqual(expected)
    }
    expect(prefixes).toContain('')
    expect(prefixes).toContain('a\u{10ffff}')
  })

  it('`lt: undefined` is read as a key and finds nothing: prefixBounds leaves lt out instead', async () => {
    expect(await db.keys({ gte: new Uint8Array(0), lt: undefined as unknown as Uint8Array }).all()).toEqual(
      [],
    )
    expect((await db.keys(prefixBounds('')).all()).length).toBe(texts.length)
  })
})

describe('LevelDB (classic-level) byte keys dense around FF', () => {
  const keys = byteKeys()
  let db: ClassicLevel<Uint8Array, string>
  beforeAll(async () => {
    db = await database<Uint8Array>('bytes', 'view')
    await putAll(db, keys)
  })

  it(`a prefix scan returns exactly the keys with the prefix, for every prefix of up to 2 bytes (FF, FF FF, 61 FF …)`, async () => {
    const stored = await db.keys().all()
    expect(stored.map(hex)).toEqual([...keys].sort(compareBytes).map(hex))
    for (const prefix of bytePrefixes()) {
      const found = await db.keys(prefixBounds(prefix)).all()
      expect(found.map(hex), `prefix ${hex(prefix)}`).toEqual(expectedScan(keys, prefix).map(hex))
    }
  })
})

describe('LevelDB (classic-level) CESU-8 and MUTF-8 keys', () => {
  const wellFormed = stringKeys(true)
  const texts = stringKeys(false)

  it('CESU-8 keys iterate in byte order (compareBytes), which is not code point order; compareCesu8 gives it', async () => {
    const db = await database<Uint8Array>('cesu8', 'view')
    const keys = wellFormed.map((text) => cesu8EncodeCodePoints(codePointsOf(text)))
    await putAll(db, keys)
    const stored = (await db.keys().all()).map(hex)
    expect(stored).toEqual([...keys].sort(compareBytes).map(hex))
    const byCodePoint = sortByCodePoint(wellFormed).map((text) =>
      hex(cesu8EncodeCodePoints(codePointsOf(text))),
    )
    expect([...keys].sort(compareCesu8).map(hex)).toEqual(byCodePoint)
    expect(stored).not.toEqual(byCodePoint)
  })

  it('MUTF-8 keys (U+0000 and lone surrogates included) iterate in byte order; compareMutf8 gives code point order', async () => {
    const db = await database<Uint8Array>('mutf8', 'view')
    const all = [...new Set([...texts, '\u0000', 'a\u0000', 'a\u0001'])]
    const keys = all.map((text) => mutf8EncodeCodePoints(codePointsOf(text)))
    await putAll(db, keys)
    const stored = (await db.keys().all()).map(hex)
    expect(stored).toEqual([...keys].sort(compareBytes).map(hex))
    const byCodePoint = sortByCodePoint(all).map((text) => hex(mutf8EncodeCodePoints(codePointsOf(text))))
    expect([...keys].sort(compareMutf8).map(hex)).toEqual(byCodePoint)
    expect(stored).not.toEqual(byCodePoint)
  })
})

describe('README.md', () => {
  it('the LevelDB example runs', async () => {
    const location = join(folder, 'readme')
    /** The README's database, in the test's folder. */
    class InFolder<K, V> extends ClassicLevel<K, V> {
      constructor(_location: string, options: ConstructorParameters<typeof ClassicLevel<K, V>>[1]) {
        super(location, options)
      }
    }
    expect(
      await runDocExample(readmeExample('### LevelDB (classic-level)'), {
        ...collation,
        ClassicLevel: InFolder,
      }),
    ).toBeGreaterThan(0)
  })
})
