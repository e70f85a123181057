/**
 * A dependency-free SVG bar chart writer (no browser): one row group per corpus, one bar per contender.
 *
 * @module
 */

/** One bar group: a corpus and the value of each series (NaN: not measured). */
export interface ChartRow {
  readonly label: string
  readonly values: readonly number[]
}

/** A horizontal grouped bar chart. */
export interface Chart {
  readonly title: string
  readonly subtitle?: string
  /** Series names, in bar order (the first is drawn in the accent colour when `highlightFirst`). */
  readonly series: readonly string[]
  readonly rows: readonly ChartRow[]
  /** Axis label, e.g. `MB/s`. */
  readonly unit: string
  readonly highlightFirst?: boolean
}

const PALETTE = [
  '#d1495b',
  '#00798c',
  '#edae49',
  '#66a182',
  '#2e4057',
  '#8d96a3',
  '#9c6644',
  '#6a4c93',
  '#1982c4',
  '#8ac926',
  '#ff924c',
  '#5c5c5c',
]

/** Escapes text for XML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`,
  )
}

function niceMax(value: number): number {
  if (!(value > 0)) return 1
  const power = 10 ** Math.floor(Math.log10(value))
  for (const step of [1, 2, 2.5, 4, 5, 10]) if (value <= step * power) return step * power
  return 10 * power
}

const fmt = (value: number): string =>
  value >= 100 ? Math.round(value).toString() : Number(value.toPrecision(3)).toString()

/** Renders `chart` as a standalone SVG document. Bars are proportional to their value on a linear axis. */
export function renderChart(chart: Chart): string {
  const barHeight = 11
  const gap = 8
  const labelWidth = 190
  const plotWidth = 560
  const legendRows = Math.ceil(chart.series.length / 3)
  const top = 48 + legendRows * 16
  const groupHeight = chart.series.length * barHeight + gap
  const height = top + chart.rows.length * groupHeight + 34
  const width = labelWidth + plotWidth + 80
  const max = niceMax(
    Math.max(0, ...chart.rows.flatMap((row) => row.values.filter((v) => Number.isFinite(v)))),
  )
  const x = (value: number): number => (value / max) * plotWidth
  const out: string[] = []
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="11">`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="10" y="18" font-size="14" font-weight="bold">${escapeXml(chart.title)}</text>`,
  )
  if (chart.subtitle) out.push(`<text x="10" y="34" fill="#555">${escapeXml(chart.subtitle)}</text>`)
  chart.series.forEach((name, i) => {
    const lx = 10 + (i % 3) * 260
    const ly = 44 + Math.floor(i / 3) * 16
    out.push(
      `<rect x="${lx}" y="${ly}" width="10" height="10" fill="${PALETTE[i % PALETTE.length]}"/>`,
      `<text x="${lx + 14}" y="${ly + 9}"${chart.highlightFirst && i === 0 ? ' font-weight="bold"' : ''}>${escapeXml(name)}</text>`,
    )
  })
  for (let tick = 0; tick <= 4; tick++) {
    const tx = labelWidth + (tick / 4) * plotWidth
    out.push(
      `<line x1="${tx}" y1="${top - 4}" x2="${tx}" y2="${height - 30}" stroke="#ddd"/>`,
      `<text x="${tx}" y="${height - 16}" text-anchor="middle" fill="#555">${fmt((tick / 4) * max)}</text>`,
    )
  }
  out.push(
    `<text x="${labelWidth + plotWidth / 2}" y="${height - 3}" text-anchor="middle" fill="#555">${escapeXml(chart.unit)}</text>`,
  )
  chart.rows.forEach((row, r) => {
    const gy = top + r * groupHeight
    out.push(
      `<text x="${labelWidth - 6}" y="${gy + (chart.series.length * barHeight) / 2 + 4}" text-anchor="end">${escapeXml(row.label)}</text>`,
    )
    row.values.forEach((value, i) => {
      const by = gy + i * barHeight
      if (!Number.isFinite(value)) {
        out.push(`<text x="${labelWidth + 3}" y="${by + 9}" fill="#999" font-size="9">not measured</text>`)
        return
      }
      const w = Math.max(0.5, x(value))
      out.push(
        `<rect x="${labelWidth}" y="${by}" width="${w.toFixed(1)}" height="${barHeight - 1}" fill="${PALETTE[i % PALETTE.length]}"><title>${escapeXml(`${chart.series[i]}: ${fmt(value)} ${chart.unit}`)}</title></rect>`,
        `<text x="${(labelWidth + w + 3).toFixed(1)}" y="${by + 9}" font-size="9">${fmt(value)}</text>`,
      )
    })
  })
  out.push('</svg>')
  return `${out.join('\n')}\n`
}
