import { bitDiagram, formatDiagram, utf8Layout } from '@utf8x/core'
import { describe, expect, it } from 'vitest'

describe('bit diagrams in Barber notation', () => {
  it('writes table two row C bounds', () => {
    expect(formatDiagram(bitDiagram([0xc2, 0x80], [3, 2]))).toBe("wwz0'0010 wz00'0000")
    expect(formatDiagram(bitDiagram([0xdf, 0xbf], [3, 2]))).toBe("wwz1'1111 wz11'1111")
    expect(formatDiagram(bitDiagram([0x41], [1]))).toBe("z100'0001")
    expect(formatDiagram(bitDiagram([0xff, 0x81], [8, 2]))).toBe("wwww'wwww wz00'0001")
  })

  it('writes table one patterns and table four subscripts', () => {
    expect(formatDiagram(bitDiagram([0xe0, 0x80, 0x80], [4, 2, 2]), 'pattern')).toBe(
      "wwwz'dddd wzdd'dddd wzdd'dddd",
    )
    expect(formatDiagram(bitDiagram([0xc2, 0x80], [3, 2]), 'subscript')).toBe(
      "wwz dA ' d9d8d7d6 # wz d5d4 ' d3d2d1d0",
    )
  })

  it('groups hunk bits by four from the right (table nine)', () => {
    expect(formatDiagram(bitDiagram([0b011111111], [1], 9), 'pattern')).toBe("z'dddd'dddd")
    expect(formatDiagram(bitDiagram([0b1110000, 0b1000000], [4, 2], 7), 'pattern')).toBe("www'zddd wzd'dddd")
    expect(formatDiagram(bitDiagram([0b0111], [1], 4), 'pattern')).toBe('zddd')
    expect(formatDiagram(bitDiagram([0b0], [1], 1), 'pattern')).toBe('z')
  })

  it('gives structured bits with roles and data weights', () => {
    const d = bitDiagram([0xc3, 0xa9], (i) => (i === 0 ? 3 : 2))
    expect(d.dataBits).toBe(11)
    expect(d.unitBits).toBe(8)
    expect(d.units.map((u) => u.value)).toEqual([0xc3, 0xa9])
    expect(d.units[0]!.bits.map((b) => b.role)).toEqual([
      'structure',
      'structure',
      'structure',
      'data',
      'data',
      'data',
      'data',
      'data',
    ])
    expect(d.units[0]!.bits[3]).toEqual({ role: 'data', value: 0, dataIndex: 10 })
    expect(d.units[1]!.bits[7]).toEqual({ role: 'data', value: 1, dataIndex: 0 })
    // The data bits read back give the value (0xE9).
    let v = 0
    for (const u of d.units) for (const b of u.bits) if (b.role === 'data') v = v * 2 + b.value
    expect(v).toBe(0xe9)
  })

  it('numbers subscripts past 9 with letters and past 35 in braces', () => {
    const l = utf8Layout(8)
    const d = bitDiagram([0xff, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80], [8, 2, 2, 2, 2, 2, 2, 2])
    expect(d.dataBits).toBe(42)
    expect(l.extensionCount).toBe(7)
    expect(formatDiagram(d, 'subscript').split(' # ')[1]).toBe("wz d{41}d{40} ' d{39}d{38}d{37}d{36}")
    expect(formatDiagram(d, 'subscript').endsWith("wz d5d4 ' d3d2d1d0")).toBe(true)
  })
})
