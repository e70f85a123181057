import { describe, expect, it } from 'vitest'
import {
  formatBytes,
  formatNumber,
  geometricMean,
  median,
  megabytesPerSecond,
  relativeSpread,
  speedRatio,
} from '../src/_stats.ts'

describe('statistics', () => {
  it('takes the median of odd and even counts without reordering the input', () => {
    const values = [5, 1, 4, 2, 3]
    expect(median(values)).toBe(3)
    expect(values).toEqual([5, 1, 4, 2, 3])
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([7])).toBe(7)
    expect(median([])).toBeNaN()
  })

  it('is not moved by one outlier', () => {
    expect(median([10, 10.2, 9.9, 10.1, 500])).toBe(10.1)
  })

  it('takes the geometric mean of positive values only', () => {
    expect(geometricMean([1, 4])).toBeCloseTo(2, 12)
    expect(geometricMean([2, 8, 4])).toBeCloseTo(4, 12)
    expect(geometricMean([0.5, 2])).toBeCloseTo(1, 12)
    expect(geometricMean([])).toBeNaN()
    expect(geometricMean([1, 0])).toBeNaN()
    expect(geometricMean([1, Number.NaN])).toBeNaN()
  })

  it('computes MB/s in decimal megabytes', () => {
    expect(megabytesPerSecond(1_000_000, 1000)).toBe(1)
    expect(megabytesPerSecond(64, 0.001)).toBeCloseTo(64, 9)
    expect(megabytesPerSecond(10, 0)).toBeNaN()
  })

  it('gives ratios as the other time over ours', () => {
    expect(speedRatio(1, 2)).toBe(2)
    expect(speedRatio(4, 2)).toBe(0.5)
    expect(speedRatio(Number.NaN, 2)).toBeNaN()
  })

  it('measures spread around the median', () => {
    expect(relativeSpread([9, 10, 11])).toBeCloseTo(0.2, 12)
  })

  it('formats numbers and sizes', () => {
    expect(formatNumber(1234.5)).toBe('1,235')
    expect(formatNumber(0.95123)).toBe('0.951')
    expect(formatNumber(Number.NaN)).toBe('–')
    expect(formatBytes(64)).toBe('64 B')
    expect(formatBytes(4096)).toBe('4 KiB')
    expect(formatBytes(64 << 20)).toBe('64 MiB')
    expect(formatBytes(1500)).toBe('1.46 KiB')
  })
})
