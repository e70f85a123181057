/**
 * IndexedDB in headless Chromium (Debian's, driven by playwright-core with the project's flags,
 * tools/chromium.ts): string keys come back in UTF-16 order, which is not code point order; encodeKey keys
 * (binary keys, compared byte by byte) come back in code point order and decodeKey reads them back; an
 * `IDBKeyRange` made from prefixBounds returns exactly the keys with the prefix. The package runs in the
 * page as esbuild bundles its sources. Strings cross to the page and back as arrays of UTF-16 units (the
 * DevTools protocol would turn a lone surrogate into U+FFFD).
 */
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { type Browser, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHROMIUM_FLAGS, chromiumPath } from '../../../tools/chromium.ts'
import { compareBytes, encodeKey, sortByCodePoint } from '../src/index.ts'
import { byteKeys, bytePrefixes, expectedScan, hex, keysOf, stringKeys, stringPrefixes } from './_keys.ts'
import { readmeExample } from './_readme.ts'

const ORIGIN = 'http://utf8x.test/'

/** What the page's script defines: the package, and three small IndexedDB helpers. */
interface PageGlobals {
  collation: typeof import('../src/index.ts')
  idb: {
    /** Opens (creating) database `name` with one object store per name in `stores`. */
    open(name: string, stores: readonly string[]): Promise<IDBDatabase>
    /** Puts every key (with the key's index as the value) in `store`, in one transaction. */
    putAll(db: IDBDatabase, store: string, keys: readonly IDBValidKey[]): Promise<void>
    /** Every key of `store` (in `range`), in the store's order. */
    keys(db: IDBDatabase, store: string, range?: IDBKeyRange): Promise<IDBValidKey[]>
  }
}

/** The helpers, as plain JavaScript for the page. */
const HELPERS = `
globalThis.idb = {
  open: (name, stores) => new Promise((resolve, reject) => {
    const request = indexedDB.open(name, 1)
    request.onupgradeneeded = () => { for (const store of stores) request.result.createObjectStore(store) }
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  }),
  putAll: (db, store, keys) => new Promise((resolve, reject) => {
    const transaction = db.transaction(store, 'readwrite')
    keys.forEach((key, i) => transaction.objectStore(store).put(i, key))
    transaction.oncomplete = () => resolve()
    transaction.onerror = () => reject(transaction.error)
  }),
  keys: (db, store, range) => new Promise((resolve, reject) => {
    const request = db.transaction(store).objectStore(store).getAllKeys(range)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  }),
}`

/** A string as its UTF-16 units, and back. */
const unitsOf = (text: string): number[] => Array.from({ length: text.length }, (_, i) => text.charCodeAt(i))
const fromUnits = (units: readonly number[]): string => String.fromCharCode(...units)

let browser: Browser
let page: Page

beforeAll(async () => {
  const bundle = await build({
    entryPoints: [fileURLToPath(new URL('../src/index.ts', import.meta.url))],
    tsconfig: fileURLToPath(new URL('../tsconfig.test.json', import.meta.url)),
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'collation',
    target: 'es2022',
    logLevel: 'silent',
  })
  const script = (bundle.outputFiles[0] as { text: string }).text
  browser = await chromium.launch({
    executablePath: chromiumPath(process.env),
    headless: true,
    args: [...CHROMIUM_FLAGS],
  })
  page = await browser.newPage()
  // An origin of its own (IndexedDB needs one; about:blank has none), served by the test, not the network.
  await page.route(`${ORIGIN}**`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><meta charset="utf-8"><script>${script}\n${HELPERS}</script>`,
    }),
  )
  await page.goto(ORIGIN)
})

afterAll(async () => {
  await browser?.close()
})

describe('IndexedDB (Chromium)', () => {
  const texts = stringKeys(false)

  it(`string keys come back in UTF-16 order, not code point order ('😀' before '\\uFF61')`, async () => {
    const stored = await page.evaluate(async (units) => {
      const { idb } = globalThis as unknown as PageGlobals
      const db = await idb.open('strings', ['keys'])
      await idb.putAll(
        db,
        'keys',
        units.map((u) => String.fromCharCode(...u)),
      )
      const keys = (await idb.keys(db, 'keys')) as string[]
      db.close()
      return keys.map((key) => Array.from({ length: key.length }, (_, i) => key.charCodeAt(i)))
    }, texts.map(unitsOf))
    const strings = stored.map(fromUnits)
    expect(strings).toEqual([...texts].sort())
    expect(strings).not.toEqual(sortByCodePoint(texts))
    expect(strings.indexOf('\u{1f600}')).toBeLessThan(strings.indexOf('\uff61'))
    expect(sortByCodePoint(texts).indexOf('\u{1f600}')).toBeGreaterThan(
      sortByCodePoint(texts).indexOf('\uff61'),
    )
  })

  it(`encodeKey keys (binary) come back in code point order; decodeKey reads them back, lone surrogates included`, async () => {
    const stored = await page.evaluate(async (units) => {
      const { collation, idb } = globalThis as unknown as PageGlobals
      const db = await idb.open('binary', ['keys'])
      await idb.putAll(
        db,
        'keys',
        units.map((u) => collation.encodeKey(String.fromCharCode(...u))),
      )
      const keys = (await idb.keys(db, 'keys')) as ArrayBuffer[]
      db.close()
      return keys.map((key) => {
        const text = collation.decodeKey(key)
        return {
          type: Object.prototype.toString.call(key),
          bytes: [...new Uint8Array(key)],
          units: Array.from({ length: text.length }, (_, i) => text.charCodeAt(i)),
        }
      })
    }, texts.map(unitsOf))
    expect(new Set(stored.map((key) => key.type))).toEqual(new Set(['[object ArrayBuffer]']))
    expect(stored.map((key) => hex(Uint8Array.from(key.bytes)))).toEqual(
      keysOf(texts).sort(compareBytes).map(hex),
    )
    expect(stored.map((key) => fromUnits(key.units))).toEqual(sortByCodePoint(texts))
  })

  it('a range from prefixBounds returns exactly the keys with the prefix (string prefixes, and bytes ending in FF)', async () => {
    const prefixes = stringPrefixes(texts, false)
    const bytes = byteKeys()
    const found = await page.evaluate(
      async ({ units, prefixUnits, byteKeys, bytePrefixes }) => {
        const { collation, idb } = globalThis as unknown as PageGlobals
        const db = await idb.open('ranges', ['texts', 'bytes'])
        await idb.putAll(
          db,
          'texts',
          units.map((u) => collation.encodeKey(String.fromCharCode(...u))),
        )
        await idb.putAll(
          db,
          'bytes',
          byteKeys.map((key) => Uint8Array.from(key)),
        )
        const scan = async (store: string, prefix: Uint8Array | string) => {
          const { gte, lt } = collation.prefixBounds(prefix)
          const range =
            lt === undefined ? IDBKeyRange.lowerBound(gte) : IDBKeyRange.bound(gte, lt, false, true)
          const keys = (await idb.keys(db, store, range)) as ArrayBuffer[]
          return keys.map((key) => [...new Uint8Array(key)])
        }
        const texts = []
        for (const prefix of prefixUnits) texts.push(await scan('texts', String.fromCharCode(...prefix)))
        const bytes = []
        for (const prefix of bytePrefixes) bytes.push(await scan('bytes', Uint8Array.from(prefix)))
        db.close()
        return { texts, bytes }
      },
      {
        units: texts.map(unitsOf),
        prefixUnits: prefixes.map(unitsOf),
        byteKeys: bytes.map((key) => [...key]),
        bytePrefixes: bytePrefixes().map((prefix) => [...prefix]),
      },
    )
    const asHex = (keys: number[][]) => keys.map((key) => hex(Uint8Array.from(key)))
    prefixes.forEach((prefix, i) => {
      const expected = expectedScan(keysOf(texts), encodeKey(prefix)).map(hex)
      expect(asHex(found.texts[i] as number[][]), `prefix ${hex(encodeKey(prefix))}`).toEqual(expected)
    })
    bytePrefixes().forEach((prefix, i) => {
      expect(asHex(found.bytes[i] as number[][]), `prefix ${hex(prefix)}`).toEqual(
        expectedScan(bytes, prefix).map(hex),
      )
    })
  })

  it('the README example runs', async () => {
    const asserted = await page.evaluate(async (code) => {
      const { collation } = globalThis as unknown as PageGlobals
      let count = 0
      const console = {
        assert(condition: unknown): void {
          count++
          if (!condition) throw new Error(`assertion failed in the README's IndexedDB example`)
        },
        log(): void {},
      }
      const AsyncFunction = (async () => {}).constructor as new (
        ...args: string[]
      ) => (...values: unknown[]) => Promise<void>
      await new AsyncFunction('console', ...Object.keys(collation), code)(
        console,
        ...Object.values(collation),
      )
      return count
    }, readmeExample('### IndexedDB').code)
    expect(asserted).toBeGreaterThan(0)
  })
})
