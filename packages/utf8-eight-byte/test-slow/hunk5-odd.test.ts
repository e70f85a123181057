import { expect, test } from 'vitest'
import { sweep } from './_sweep.ts'

// Half of the complete 5-bit sweep (the other half is in hunk5-even.test.ts, run alongside).
const firsts = Array.from({ length: 16 }, (_, k) => 2 * k + 1)

test('5-bit hunks: every input of 1 to 5 hunks whose first hunk is odd, strict and replacing', () => {
  const result = sweep(firsts)
  expect(result.mismatches).toEqual([])
  expect(result.mismatchCount).toBe(0)
  expect(result.checked).toEqual([0, 16, 16 * 32, 16 * 32 ** 2, 16 * 32 ** 3, 16 * 32 ** 4])
  // Every kind of error 5-bit hunks can show (no hunk below 32 is invalid-lead) is met.
  expect(Object.keys(result.errors).sort()).toEqual(['overlong', 'truncated', 'unexpected-continuation'])
})
