import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { DecodeError, EncodeError, isDecodeError, isEncodeError } from '@utf8x/core'
import { build } from 'tsup'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { packageConfig } from '../../../tsup.config.base.ts'

type Core = typeof import('@utf8x/core')

const entry = fileURLToPath(new URL('../src/index.ts', import.meta.url))
const outDir = mkdtempSync(join(tmpdir(), 'utf8x-core-dist-'))
let esm: Core
let cjs: Core

// The names must survive the bundler, so these tests build core as it is published (the shared tsup
// config: ESM and CJS) and load both builds: two copies of core in one program.
beforeAll(async () => {
  const config = packageConfig({ entry: [entry], outDir, dts: false, sourcemap: false, silent: true })
  await build({ ...(config as object), config: false })
  esm = (await import(pathToFileURL(join(outDir, 'index.js')).href)) as Core
  cjs = createRequire(import.meta.url)(join(outDir, 'index.cjs')) as Core
}, 60_000)

afterAll(() => rmSync(outDir, { recursive: true, force: true }))

describe('error names in the built ESM and CJS', () => {
  for (const flavour of ['esm', 'cjs'] as const) {
    it(`DecodeError and EncodeError show their own names (${flavour})`, () => {
      const core = flavour === 'esm' ? esm : cjs
      const decodeError = new core.DecodeError('utf-8', 'overlong', 3, { units: [0xc0, 0x80], length: 2 })
      expect(decodeError.name).toBe('DecodeError')
      expect(decodeError.constructor.name).toBe('DecodeError')
      expect(core.DecodeError.name).toBe('DecodeError')
      expect(String(decodeError)).toBe(
        'DecodeError: Cannot decode utf-8: overlong 2-byte sequence at byte 3 (C0 80)',
      )
      expect(decodeError.stack?.split('\n')[0]).toBe(String(decodeError))
      const encodeError = new core.EncodeError('utf-8', 'surrogate', 1, 0xd800)
      expect(encodeError.name).toBe('EncodeError')
      expect(encodeError.constructor.name).toBe('EncodeError')
      expect(String(encodeError)).toBe('EncodeError: Cannot encode U+D800 in utf-8: surrogate at index 1')
      expect(encodeError.stack?.split('\n')[0]).toBe(String(encodeError))
    })
  }

  it('an error of one copy is recognised by the other (isDecodeError, isEncodeError, instanceof)', () => {
    expect(esm.DecodeError).not.toBe(cjs.DecodeError)
    const fromCjs = new cjs.DecodeError('utf-8', 'truncated', 0)
    const fromEsm = new esm.EncodeError('utf-8', 'surrogate', 0, 0xdc00)
    expect(esm.isDecodeError(fromCjs)).toBe(true)
    expect(fromCjs instanceof esm.DecodeError).toBe(true)
    expect(cjs.isEncodeError(fromEsm)).toBe(true)
    expect(fromEsm instanceof cjs.EncodeError).toBe(true)
    expect(fromCjs instanceof esm.EncodeError).toBe(false)
    expect(fromEsm instanceof cjs.DecodeError).toBe(false)
    expect(esm.isEncodeError(fromCjs)).toBe(false)
    // And with the sources' copy, a third one.
    expect(isDecodeError(fromCjs) && fromCjs instanceof DecodeError).toBe(true)
    expect(isEncodeError(fromEsm) && fromEsm instanceof EncodeError).toBe(true)
  })

  it('a thrown error is caught by the other copy as its own', () => {
    let caught: unknown
    try {
      throw new cjs.DecodeError('wtf-8', 'invalid-lead', 7)
    } catch (error) {
      caught = error
    }
    expect(caught instanceof esm.DecodeError && caught.kind === 'invalid-lead' && caught.offset === 7).toBe(
      true,
    )
  })
})

describe('isDecodeError and isEncodeError', () => {
  it('are brand checks: other errors, look-alikes and primitives are refused', () => {
    expect(isDecodeError(new DecodeError('utf-8', 'truncated', 0))).toBe(true)
    expect(isEncodeError(new EncodeError('utf-8', 'surrogate', 0, 0xd800))).toBe(true)
    const lookAlike = Object.assign(new TypeError('x'), { name: 'DecodeError', kind: 'truncated', offset: 0 })
    for (const value of [
      lookAlike,
      new TypeError('x'),
      new RangeError('x'),
      {},
      null,
      undefined,
      'DecodeError',
      0,
    ]) {
      expect(isDecodeError(value)).toBe(false)
      expect(isEncodeError(value)).toBe(false)
      expect(value instanceof DecodeError).toBe(false)
      expect(value instanceof EncodeError).toBe(false)
    }
    expect(isDecodeError(new EncodeError('utf-8', 'surrogate', 0, 0xd800))).toBe(false)
    expect(isEncodeError(new DecodeError('utf-8', 'truncated', 0))).toBe(false)
  })

  it('leaves ordinary instanceof to subclasses', () => {
    class StreamError extends DecodeError {}
    const plain = new DecodeError('utf-8', 'truncated', 0)
    const sub = new StreamError('utf-8', 'truncated', 0)
    expect(sub instanceof StreamError && sub instanceof DecodeError && sub instanceof TypeError).toBe(true)
    expect(plain instanceof StreamError).toBe(false)
    expect(isDecodeError(sub)).toBe(true)
  })
})
