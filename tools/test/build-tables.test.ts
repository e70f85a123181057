import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs script without types
import { compileAll, run as runScript, tableSources } from '../build-tables.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))

interface Source {
  pkg: string
  tables: string
  target: string
}

interface Layout {
  unitBits: number
  leadMarker: number
  leadDataBits: number
  extensionCount: number
  extensionMarker: number
  extensionDataBits: number
}

/** A module of the workspace by its path, as vitest loads TypeScript. */
const load = (path: string) => import(/* @vite-ignore */ pathToFileURL(path).href)

describe('build-tables', () => {
  const sources: Source[] = tableSources()

  it('finds every package whose seed table is compiled', () => {
    expect(sources.map((s) => s.pkg)).toEqual([
      'core',
      'corrected-utf8',
      'utf8-classic',
      'utf8-eight-byte',
      'utf8-infinity',
    ])
  })

  it('every _rows.ts is what tools/build-tables.mjs generates from its _tables.ts today', async () => {
    const compiled: Array<Source & { text: string }> = await compileAll()
    // corrected-utf8's table is read by its own code (its rows are byte ranges, not bit patterns): its
    // _rows.ts holds its compiled scheme alone.
    expect(compiled.map((c) => c.pkg)).toEqual([
      'core',
      'corrected-utf8',
      'utf8-classic',
      'utf8-eight-byte',
      'utf8-infinity',
    ])
    for (const { target, text } of compiled)
      expect([target, readFileSync(target, 'utf8')]).toEqual([target, text])
  })

  // Each compiled row against the seed's notation read by core's reader, one assertion per row.
  it.each(['core', 'utf8-classic', 'utf8-eight-byte', 'utf8-infinity'])(
    "%s: each row of _rows.ts is its _tables.ts row as core's readTable reads it",
    async (pkg) => {
      const { readTable } = await load(join(root, 'packages', 'core', 'src', 'table.ts'))
      const notation: Record<string, string[]> = (
        await load(join(root, 'packages', pkg, 'src', '_tables.ts'))
      ).compiledTables()
      const rows: Record<string, Layout[]> = await load(join(root, 'packages', pkg, 'src', '_rows.ts'))
      // Beside the rows, the compiled schemes (checked field by field in core's test/engine.test.ts).
      expect(
        Object.keys(rows)
          .filter((name) => name.endsWith('_LAYOUTS'))
          .sort(),
      ).toEqual(Object.keys(notation).sort())
      for (const [name, patterns] of Object.entries(notation)) {
        const read: Layout[] = readTable(patterns)
        const compiled = rows[name] ?? []
        expect(compiled.length, `${pkg}: ${name} has ${patterns.length} rows`).toBe(patterns.length)
        read.forEach((layout, k) => {
          expect(compiled[k], `${pkg}: ${name}, row ${k + 1} (${patterns[k]})`).toEqual(layout)
        })
      }
    },
  )

  describe('--check on a copy of utf8-infinity', () => {
    const dir = mkdtempSync(join(tmpdir(), 'utf8x-build-tables-'))
    const src = join(dir, 'packages', 'utf8-infinity', 'src')
    mkdirSync(src, { recursive: true })
    // The whole of src: its scheme (`_scheme.ts`, with its lead rule) is compiled into `_rows.ts` too.
    cpSync(join(root, 'packages', 'utf8-infinity', 'src'), src, { recursive: true })
    afterAll(() => rmSync(dir, { recursive: true, force: true }))
    // The command in this process (as `node tools/build-tables.mjs ... --root <dir>` runs it), its
    // messages collected.
    const run = async (...args: string[]) => {
      const stdout: string[] = []
      const stderr: string[] = []
      const out = { log: (m: string) => stdout.push(m), error: (m: string) => stderr.push(m) }
      const status: number = await runScript([...args, '--root', dir], out)
      return { status, stderr, stdout }
    }

    it('passes on the tables as they are, fails once a row changes, and passes again once regenerated', async () => {
      expect(await run('--check')).toEqual({ status: 0, stderr: [], stdout: [] })
      const tables = readFileSync(join(src, '_tables.ts'), 'utf8')
      const changed = tables.replace("pattern: '11111110 10xxxxxx × 6'", "pattern: '1111111x 10xxxxxx × 6'")
      expect(changed).not.toBe(tables)
      writeFileSync(join(src, '_tables.ts'), changed)
      expect(await run('--check')).toEqual({
        status: 1,
        stderr: [`out of date: ${join(src, '_rows.ts')} (run node tools/build-tables.mjs)`],
        stdout: [],
      })
      expect(await run()).toEqual({ status: 0, stderr: [], stdout: [`wrote ${join(src, '_rows.ts')}`] })
      expect(readFileSync(join(src, '_rows.ts'), 'utf8')).toContain(
        '{ unitBits: 8, leadMarker: 0xfe, leadDataBits: 1, extensionCount: 6, extensionMarker: 0x80, extensionDataBits: 6 }, // 1111111x 10xxxxxx × 6',
      )
      expect(await run('--check')).toEqual({ status: 0, stderr: [], stdout: [] })
    })
  })
})
