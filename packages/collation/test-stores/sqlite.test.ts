/**
 * SQLite through Node's built-in `node:sqlite` (Node 22.13 and later, Bun, Deno; skipped, with the reason in
 * the suite's title, where it is missing): TEXT keys with the default `BINARY` collation come back in code
 * point order (sortByCodePoint's); `WHERE k >= ? AND k < ?` with the prefix bounds (cast to TEXT) returns
 * exactly the keys with the prefix; BLOB keys of encodeKey bytes keep lone surrogates apart and sort the same.
 */
import { describe, expect, it } from 'vitest'
import { runDocExample } from '../../../tools/testing/doc-examples.ts'
import * as collation from '../src/index.ts'
import { compareBytes, decodeKey, encodeKey, prefixBounds, sortByCodePoint } from '../src/index.ts'
import { byteKeys, bytePrefixes, expectedScan, hex, keysOf, stringKeys, stringPrefixes } from './_keys.ts'
import { readmeExample } from './_readme.ts'

/** What the tests use of `node:sqlite` (typed here: the workspace's @types/node is Node 20's, which has none). */
interface Statement {
  run(...values: unknown[]): unknown
  all(...values: unknown[]): Record<string, unknown>[]
}
interface Database {
  exec(sql: string): void
  prepare(sql: string): Statement
  close(): void
}
interface Sqlite {
  DatabaseSync: new (location: string) => Database
}

/** `node:sqlite`, or why it cannot be loaded here. */
const loaded: { sqlite: Sqlite } | { reason: string } = await import('node:sqlite' as string).then(
  (sqlite: Sqlite) => ({ sqlite }),
  (error: Error) => ({ reason: `${(error as { code?: string }).code ?? error.name}: ${error.message}` }),
)
const runtime =
  typeof process === 'undefined' ? 'this runtime' : `${process.release?.name} ${process.version}`
const title =
  'sqlite' in loaded
    ? 'SQLite (node:sqlite)'
    : `SQLite: skipped, node:sqlite does not load on ${runtime} (${loaded.reason})`

/** A new in-memory database with one key column `k` of `type`, holding `keys`. */
function table(type: 'TEXT' | 'BLOB', keys: readonly unknown[]): Database {
  const db = new (loaded as { sqlite: Sqlite }).sqlite.DatabaseSync(':memory:')
  db.exec(`CREATE TABLE t (k ${type} PRIMARY KEY)`)
  const insert = db.prepare('INSERT INTO t (k) VALUES (?)')
  db.exec('BEGIN')
  for (const key of keys) insert.run(key)
  db.exec('COMMIT')
  return db
}

/**
 * The keys as bytes, in the order of the query. A TEXT key is read as its bytes (`CAST(k AS BLOB)`): Node
 * 22's and Deno's node:sqlite cut a TEXT value at U+0000 when they read it (the store keeps it whole).
 */
function keysOfRows(db: Database, sql: string, ...values: unknown[]): Uint8Array[] {
  return db
    .prepare(sql.replace('SELECT k', 'SELECT CAST(k AS BLOB) AS k'))
    .all(...values)
    .map((row) => row['k'] as Uint8Array)
}

/** `WHERE k >= ? AND k < ?` with the bounds of `prefix` (`k < ?` left out without an upper bound). */
function scan(db: Database, prefix: Uint8Array | string, cast: boolean): string[] {
  const { gte, lt } = prefixBounds(prefix)
  const parameter = cast ? 'CAST(? AS TEXT)' : '?'
  const where = lt === undefined ? `k >= ${parameter}` : `k >= ${parameter} AND k < ${parameter}`
  return keysOfRows(
    db,
    `SELECT k FROM t WHERE ${where} ORDER BY k`,
    gte,
    ...(lt === undefined ? [] : [lt]),
  ).map(hex)
}

// The reason in the run's output too, not only in the suite's title.
if (!('sqlite' in loaded)) console.info(title)

describe.skipIf(!('sqlite' in loaded))(title, () => {
  it('TEXT keys ORDER BY k (BINARY collation) come back in code point order, not UTF-16 order', () => {
    const texts = stringKeys(true)
    const db = table('TEXT', texts)
    const stored = keysOfRows(db, 'SELECT k FROM t ORDER BY k').map((key) => decodeKey(key))
    expect(stored).toEqual(sortByCodePoint(texts))
    expect(stored).not.toEqual([...texts].sort())
    db.close()
  })

  it('WHERE k >= CAST(? AS TEXT) AND k < CAST(? AS TEXT) with the prefix bounds returns exactly the prefix set', () => {
    const texts = stringKeys(true)
    const db = table('TEXT', texts)
    for (const prefix of stringPrefixes(texts, true)) {
      const expected = expectedScan(keysOf(texts), encodeKey(prefix)).map(hex)
      expect(scan(db, prefix, true), `prefix ${hex(encodeKey(prefix))}`).toEqual(expected)
    }
    // A BLOB parameter compares above every TEXT value: the upper bound uncast holds for every row.
    expect(scan(db, 'a', false)).toEqual([])
    db.close()
  })

  it('TEXT stores a lone surrogate as U+FFFD; BLOB keys of encodeKey bytes keep every string, in code point order', () => {
    const text = table('TEXT', ['a\ud800'])
    expect(text.prepare('SELECT hex(k) AS h FROM t').all()).toEqual([{ h: '61EFBFBD' }])
    text.close()
    const texts = stringKeys(false)
    const db = table('BLOB', keysOf(texts))
    const stored = keysOfRows(db, 'SELECT k FROM t ORDER BY k')
    expect(stored.map(hex)).toEqual(keysOf(texts).sort(compareBytes).map(hex))
    expect(stored.map((key) => decodeKey(key))).toEqual(sortByCodePoint(texts))
    for (const prefix of stringPrefixes(texts, false)) {
      const expected = expectedScan(keysOf(texts), encodeKey(prefix)).map(hex)
      expect(scan(db, prefix, false), `prefix ${hex(encodeKey(prefix))}`).toEqual(expected)
    }
    db.close()
  })

  it('BLOB byte keys dense around FF: every prefix of up to 2 bytes scans exactly', () => {
    const keys = byteKeys()
    const db = table('BLOB', keys)
    for (const prefix of bytePrefixes()) {
      expect(scan(db, prefix, false), `prefix ${hex(prefix)}`).toEqual(expectedScan(keys, prefix).map(hex))
    }
    db.close()
  })

  it('the README example runs', async () => {
    const { DatabaseSync } = (loaded as { sqlite: Sqlite }).sqlite
    expect(
      await runDocExample(readmeExample('### SQLite (node:sqlite)'), { ...collation, DatabaseSync }),
    ).toBeGreaterThan(0)
  })
})
