import { describe, expect, it } from 'vitest'
import * as api from '../src/index.ts'

// The package's public names (API.md, "The registry": getCodec, codecs, sniffBOM, schemesAccepting;
// plus labels), and nothing else: no default export, nothing registered.
describe('public shape', () => {
  it('exports exactly these values', () => {
    expect(Object.keys(api).sort()).toEqual([
      'codecs',
      'getCodec',
      'labels',
      'repairMojibake',
      'schemesAccepting',
      'sniffBOM',
    ])
  })
  it('its functions take what API.md says', () => {
    expect(api.getCodec.length).toBe(1)
    expect(api.sniffBOM.length).toBe(1)
    expect(api.schemesAccepting.length).toBe(1)
    expect(api.repairMojibake.length).toBe(1)
  })
})
