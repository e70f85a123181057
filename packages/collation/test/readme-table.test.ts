// The README's table of order-preserving schemes must say what each codec's own `orderPreserving` flag
// says, and name the comparator `codePointComparator` picks. The scheme packages are test-only imports
// here: collation itself depends on core alone.
import { readFileSync } from 'node:fs'
import { hunkCodec } from '@utf8x/utf8-eight-byte'
import { describe, expect, it } from 'vitest'
import { BYTE_CODECS as codecs } from '../../../tools/testing/codecs.ts'
import { codePointComparator, compareBytes, compareCesu8, compareMutf8, compareUnits } from '../src/index.ts'

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
const rows = new Map<string, { flag: string; comparator: string }>()
for (const match of readme.matchAll(/^\| `([\w-]+)`\s*\| `(true|false)`\s*\|[^|]*\| `(\w+)`\s*\|$/gm)) {
  rows.set(match[1] as string, { flag: match[2] as string, comparator: match[3] as string })
}
const comparators = new Map<unknown, string>([
  [compareBytes, 'compareBytes'],
  [compareCesu8, 'compareCesu8'],
  [compareMutf8, 'compareMutf8'],
  [compareUnits, 'compareUnits'],
])

describe('README table of order-preserving schemes', () => {
  it('has a row for every scheme', () => {
    expect([...rows.keys()].sort()).toEqual([...codecs.map((c) => c.name), 'utf-8-hunk-N'].sort())
  })
  it.each(codecs.map((c) => [c.name, c] as const))('%s: the flag and the comparator', (name, codec) => {
    expect(rows.get(name)?.flag).toBe(String(codec.orderPreserving))
    expect(rows.get(name)?.comparator).toBe(comparators.get(codePointComparator(codec)))
  })
  it('utf-8-hunk-N: every hunk size', () => {
    for (let bits = 1; bits <= 9; bits++) {
      const codec = hunkCodec(bits as 1)
      expect(String(codec.orderPreserving)).toBe(rows.get('utf-8-hunk-N')?.flag)
      expect(comparators.get(codePointComparator(codec))).toBe(rows.get('utf-8-hunk-N')?.comparator)
    }
  })
})
