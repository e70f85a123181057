import { describe, expect, it } from 'vitest'
import { escapeXml, renderChart } from '../src/_svg.ts'

const chart = {
  title: 'decode · utf8 <test> & "quotes"',
  subtitle: 'node 20',
  series: ['utf8x', 'TextDecoder', 'peer'],
  unit: 'MB/s',
  highlightFirst: true,
  rows: [
    { label: 'lipsum/Latin', values: [400, 200, Number.NaN] },
    { label: 'mars/english', values: [100, 50, 25] },
  ],
}

describe('SVG writer', () => {
  it('escapes text', () => {
    expect(escapeXml(`<a & 'b' "c">`)).toBe('&lt;a &amp; &apos;b&apos; &quot;c&quot;&gt;')
  })

  it('writes a standalone, balanced SVG document', () => {
    const svg = renderChart(chart)
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true)
    const opened = (svg.match(/<(rect|text|line|title|svg)\b/g) ?? []).length
    const closed = (svg.match(/<\/(rect|text|line|title|svg)>|\/>/g) ?? []).length
    expect(closed).toBe(opened)
    expect(svg).toContain('decode · utf8 &lt;test&gt; &amp; &quot;quotes&quot;')
    expect(svg).not.toContain('<test>')
  })

  it('draws bars proportional to the values and marks what was not measured', () => {
    const svg = renderChart(chart)
    const widths = [...svg.matchAll(/<rect x="190" y="\d+" width="([\d.]+)"/g)].map((m) => Number(m[1]))
    expect(widths).toHaveLength(5)
    // The axis ends at 400 (a round number ≥ the largest value) over 560 px.
    expect(widths).toEqual([560, 280, 140, 70, 35])
    expect(svg).toContain('not measured')
    expect(svg).toContain('<title>utf8x: 400 MB/s</title>')
    expect(svg.match(/font-weight="bold">utf8x</g)).toHaveLength(1)
  })
})
