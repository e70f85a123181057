// End-to-end: the page in headless Chromium (Debian's /usr/bin/chromium, via playwright-core), built by
// Vite and served by its preview server on a free port. Node only. Screenshots go to
// apps/playground/test-results/. Every page must end with nothing gone wrong in it (no uncaught error, no
// console error, no failed or 4xx/5xx request: the favicon too).
import { spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { codecs, getCodec } from '@utf8x/codecs'
import { sortByCodePoint } from '@utf8x/collation'
import { formatDiagram } from '@utf8x/core'
import { correctedUtf8 } from '@utf8x/corrected-utf8'
import { cesu8, mutf8, utf8, wtf8 } from '@utf8x/utf8-classic'
import { eightByte, sixtyFiveBit } from '@utf8x/utf8-eight-byte'
import { utfInfinity8 } from '@utf8x/utf8-infinity'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { encodeBase64 } from '../src/_base64.ts'
import { formatHex, formatJsArray } from '../src/_hex.ts'
import { readPaste } from '../src/_paste.ts'
import type { AnyCodec } from '../src/_schemes.ts'
import { DEFAULT_STATE, formatState, parseState, type State } from '../src/_state.ts'
import { type Playground, problems, RESULTS, startPlayground } from './_harness.ts'

let playground: Playground

beforeAll(async () => {
  mkdirSync(RESULTS, { recursive: true })
  playground = await startPlayground()
})

afterAll(async () => {
  await playground?.close()
})

const card = (page: Page, id: string) => page.locator(`.card[data-scheme="${id}"]`)
const verdict = (page: Page, id: string) => page.locator(`.verdict[data-scheme="${id}"]`)
const texts = (page: Page, selector: string) => page.locator(selector).allTextContents()
/** The state the page's address holds (its link). */
const linked = (page: Page): State => {
  const url = new URL(page.url())
  return parseState(url.search, url.hash)
}
/** Hex bytes, as the page reads them. */
function parseHex(text: string): Uint8Array {
  const reading = readPaste(text, 'hex')
  if (!reading.ok) throw new SyntaxError(reading.problem.message)
  return reading.bytes
}
/** Asserts nothing went wrong in the page, and closes it. */
async function done(page: Page): Promise<void> {
  expect(problems(page)).toEqual([])
  await page.close()
}
/** The UTF-16 units of a text box's value (lone surrogates survive, unlike a string through the protocol). */
const unitsOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluate((el) =>
      [...(el as HTMLTextAreaElement).value].flatMap((c) =>
        [...Array(c.length).keys()].map((i) => c.charCodeAt(i)),
      ),
    )

/** Chromium's own accessibility tree: the controls and images it computes no name for. */
async function unnamedNodes(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[]
  }
  await cdp.detach()
  const named = ['button', 'textbox', 'combobox', 'radio', 'tab', 'tabpanel', 'checkbox', 'link', 'img']
  return nodes
    .filter((n) => !n.ignored && named.includes(n.role?.value ?? '') && !n.name?.value.trim())
    .map((n) => n.role?.value ?? '')
}

/**
 * Visible text whose contrast with the background behind it is below WCAG 2.2's AA minimum (4.5:1, or 3:1
 * for large text; SC 1.4.3), as `tag "text" ratio`.
 */
function lowContrast(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const rgba = (css: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (/rgba?\(([^)]*)\)/.exec(css)?.[1] ?? '0 0 0 0')
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number)
      return { r, g, b, a }
    }
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const f = (v: number) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4)
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b)
    }
    const background = (el: Element | null) => {
      for (let e = el; e !== null; e = e.parentElement) {
        const c = rgba(getComputedStyle(e).backgroundColor)
        if (c.a > 0.5) return c
      }
      return rgba(getComputedStyle(document.documentElement).backgroundColor)
    }
    const low: string[] = []
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (el.offsetParent === null) continue
      if (![...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())) continue
      const style = getComputedStyle(el)
      const [a, b] = [luminance(rgba(style.color)), luminance(background(el))]
      const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
      const size = Number.parseFloat(style.fontSize)
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700)
      if (ratio < (large ? 3 : 4.5))
        low.push(`${el.tagName} "${el.textContent?.trim().slice(0, 30)}" ${ratio.toFixed(2)}`)
    }
    return low
  })
}

describe('Encode view', () => {
  test('typed text: each scheme shows the library’s bytes, count and diagrams', async () => {
    const page = await playground.open('?input=')
    const box = page.getByLabel('Text, or code points such as')
    await box.focus()
    const text = 'Hé€😀'
    await page.keyboard.type(text)
    await expect.poll(() => linked(page).input).toBe(text)
    const codecs: AnyCodec[] = [
      utf8,
      cesu8,
      mutf8,
      wtf8,
      eightByte,
      sixtyFiveBit,
      utfInfinity8,
      correctedUtf8,
    ]
    for (const codec of codecs) {
      const bytes = codec.encode(text)
      expect(await card(page, codec.name).locator('[data-role="hex"]').textContent(), codec.name).toBe(
        formatHex(bytes),
      )
      expect(await card(page, codec.name).locator('[data-role="count"]').textContent(), codec.name).toBe(
        String(bytes.length),
      )
    }
    // UTF-8's diagram of é: three structure bits in the lead, two in the continuation byte.
    const e = card(page, 'utf-8').locator('.diagrams > li').nth(1)
    expect(await e.locator('.diagram').getAttribute('data-diagram')).toBe("wwz0'0011 wz10'1001")
    expect(await e.locator('.bit.structure').allTextContents()).toEqual(['wwz', 'wz'])
    expect(await e.locator('.bit.data').allTextContents()).toEqual(['0', '0011', '10', '1001'])
    // CESU-8: 😀 is two 3-byte halves, high and low surrogate.
    const smile = card(page, 'cesu-8').locator('.diagrams > li[data-index="3"]')
    expect(await smile.getAttribute('data-sequences')).toBe('2')
    expect(await smile.locator('.half-label').allTextContents()).toEqual([
      'high surrogate U+D83D (3 bytes)',
      'low surrogate U+DE00 (3 bytes)',
    ])
    expect(await smile.locator('.sequence-hex').allTextContents()).toEqual(['ED A0 BD', 'ED B8 80'])
    expect(await smile.locator('.diagram').first().getAttribute('data-diagram')).toBe(
      "wwwz'1101 wz10'0000 wz11'1101",
    )
    await page.screenshot({ path: `${RESULTS}encode.png`, fullPage: true })
    await done(page)
  })

  test('code points of any size: bytes, or the reason a scheme cannot encode them', async () => {
    const page = await playground.open()
    await page.getByLabel('code points (U+…, any size)').check()
    const big = 2n ** 72n
    await page.getByLabel('Text, or code points such as').fill('U+0085 U+8421109F U+1000000000000000000')
    await expect.poll(() => linked(page).codePoints).toBe(true)
    const corrected = card(page, 'corrected-utf-8').locator('[data-role="problem"]')
    expect(await corrected.getAttribute('data-kind')).toBe('not-encodable')
    expect(await corrected.textContent()).toContain('Cannot encode U+0085 in corrected-utf-8')
    expect(await card(page, 'utf-8').locator('[data-role="problem"]').getAttribute('data-kind')).toBe(
      'out-of-range',
    )
    expect(await card(page, 'utf-8-65').locator('[data-role="problem"]').getAttribute('data-kind')).toBe(
      'out-of-range',
    )
    const infinity = utfInfinity8.encodeCodePoints([0x85, 0x8421109f, big])
    expect(await card(page, 'utf-infinity-8').locator('[data-role="hex"]').textContent()).toBe(
      formatHex(infinity),
    )
    // Per code point: Corrected UTF-8 encodes U+8421109F, refuses the C1 control.
    const rows = card(page, 'corrected-utf-8').locator('.diagrams > li')
    expect(await rows.nth(0).getAttribute('data-kind')).toBe('not-encodable')
    expect(await rows.nth(1).locator('.sequence-hex').textContent()).toBe(
      formatHex(correctedUtf8.encodeCodePoints([0x8421109f])),
    )
    // UTF-∞-8's length-storage bytes are structure: FF A1 = 16 structure bits, then USV storage bytes.
    const bigRow = card(page, 'utf-infinity-8').locator('.diagrams > li').nth(2)
    expect(await bigRow.locator('.diagram').getAttribute('data-diagram')).toBe(
      formatDiagram({
        unitBits: 8,
        dataBits: 0,
        units: [...utfInfinity8.encodeCodePoints([big])].map((value, i) => ({
          value,
          bits: Array.from({ length: 8 }, (_, b) => ({
            role: i < 2 || b < 2 ? ('structure' as const) : ('data' as const),
            value: ((value >> (7 - b)) & 1) as 0 | 1,
          })),
        })),
      }),
    )
    await page.screenshot({ path: `${RESULTS}encode-code-points.png`, fullPage: true })
    await done(page)
  })
})

/**
 * Drops a file of `size` bytes of `a` with `patches` (offset, bytes) on the box, watching the longest
 * task the page runs from then on (a task of 50 ms or more is a "long task"), and waits for every verdict.
 */
async function dropFile(page: Page, name: string, size: number, patches: [number, number[]][]) {
  const transfer = await page.evaluateHandle(
    ({ name, size, patches }) => {
      const bytes = new Uint8Array(size).fill(0x61)
      for (const [at, patch] of patches) bytes.set(patch, at)
      const data = new DataTransfer()
      data.items.add(new File([bytes], name, { type: 'text/plain' }))
      return data
    },
    { name, size, patches },
  )
  await page.evaluate(() => {
    const w = window as unknown as { longest: number }
    w.longest = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.longest = Math.max(w.longest, entry.duration)
    }).observe({ type: 'longtask' })
  })
  await page.locator('#drop-zone').dispatchEvent('drop', { dataTransfer: transfer })
  const read = page.locator('[data-role="format"]')
  await expect.poll(() => read.getAttribute('data-format'), { timeout: 60_000 }).toBe('file')
  await expect
    .poll(() => page.locator('.verdicts').getAttribute('aria-busy'), { timeout: 120_000 })
    .toBeNull()
  const longest = await page.evaluate(() => (window as unknown as { longest: number }).longest)
  return { read: await read.textContent(), longest }
}

describe('Decode view', () => {
  test('strict: the error kind, with the offending bytes highlighted at their offset', async () => {
    const page = await playground.open(`?view=decode&hex=${encodeURIComponent('41 E2 82 AC C0 80 42')}`)
    const error = page.locator('[data-role="error"]')
    expect(await error.getAttribute('data-kind')).toBe('overlong')
    expect(await error.getAttribute('data-offset')).toBe('4')
    expect(await error.textContent()).toContain(utf8.validate(parseHex('41 E2 82 AC C0 80 42'))?.message)
    const marked = page.locator('[data-role="error-bytes"] .byte')
    expect(await marked.allTextContents()).toEqual(['C0', '80'])
    expect(await marked.evaluateAll((spans) => spans.map((s) => s.getAttribute('data-offset')))).toEqual([
      '4',
      '5',
    ])
    expect(await texts(page, '[data-role="code-points"] .code-point')).toEqual(['U+0041 A', 'U+20AC €'])
    await page.screenshot({ path: `${RESULTS}decode-strict.png`, fullPage: true })
    await done(page)
  })

  test('replacement: where each U+FFFD came from, chosen from the keyboard', async () => {
    const hex = '41 F0 9F 98 42 C0 80'
    const page = await playground.open(`?view=decode&hex=${encodeURIComponent(hex)}`)
    await page.getByLabel('strict: stop at the first error').focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => linked(page).strict).toBe(false)
    const bytes = parseHex(hex)
    const expected = utf8.decodeCodePoints(bytes, { fatal: false })
    const items = page.locator('[data-role="code-points"] li')
    expect(await items.locator('.code-point').allTextContents()).toEqual(
      expected.map((cp) =>
        cp === 0xfffd
          ? 'U+FFFD �'
          : `U+${cp.toString(16).toUpperCase().padStart(4, '0')} ${String.fromCodePoint(cp)}`,
      ),
    )
    const replaced = page.locator('[data-role="code-points"] li.replaced')
    expect(
      await replaced.evaluateAll((lis) =>
        lis.map((li) => [li.dataset['start'], li.dataset['end'], li.dataset['kind']]),
      ),
    ).toEqual([
      ['1', '4', 'truncated'],
      ['5', '6', 'overlong'],
      ['6', '7', 'unexpected-continuation'],
    ])
    const marks = page.locator('mark.replaced')
    expect(
      await marks.evaluateAll((ms) =>
        ms.map((m) => [...m.querySelectorAll('.byte')].map((b) => b.textContent).join(' ')),
      ),
    ).toEqual(['F0 9F 98', 'C0', '80'])
    expect(await marks.locator('sup').allTextContents()).toEqual(['1', '2', '3'])
    expect(await page.locator('#decode-result [data-role="text"]').textContent()).toBe(
      utf8.decode(bytes, { fatal: false }),
    )
    await page.screenshot({ path: `${RESULTS}decode-replacement.png`, fullPage: true })
    await done(page)
  })

  test('another scheme: a Corrected UTF-8 reserved run is highlighted whole', async () => {
    const page = await playground.open(`?view=decode&hex=${encodeURIComponent('41 FE 80 FF 42')}`)
    await page.getByLabel('Scheme').selectOption('corrected-utf-8')
    await expect.poll(() => linked(page).scheme).toBe('corrected-utf-8')
    expect(await page.locator('[data-role="error"]').getAttribute('data-kind')).toBe('reserved')
    expect(await page.locator('[data-role="error-bytes"] .byte').allTextContents()).toEqual([
      'FE',
      '80',
      'FF',
    ])
    await done(page)
  })
})

describe('Decode view: one scheme in detail, cut on a sequence boundary', () => {
  /** A link to the Decode view of some bytes (as hex) in one scheme and mode. */
  const detailLink = (bytes: Uint8Array, scheme: string, strict = true) =>
    formatState({ ...DEFAULT_STATE, view: 'decode', bytes: formatHex(bytes), scheme, strict })
  const codePointCount = (page: Page) => page.locator('#decode-result [data-role="code-points"] li').count()

  // 61 and 600 × C3 A9: 1,201 bytes of well-formed UTF-8, the 1,024th byte in the middle of an é.
  const bytes = Uint8Array.from([0x61, ...Array.from({ length: 600 }, () => [0xc3, 0xa9]).flat()])

  test('strict: no error that is not in the data, and a note that the view is cut', async () => {
    const page = await playground.open(detailLink(bytes, 'utf-8'))
    expect(await page.locator('[data-role="summary"]').textContent()).toContain('Accepted by ')
    expect(await verdict(page, 'utf-8').getAttribute('data-verdict')).toBe('accepts')
    expect(await page.locator('#decode-result [data-role="error"]').count()).toBe(0)
    expect(await page.locator('#decode-result [data-role="verdict"]').textContent()).toBe(
      'Well-formed utf-8 as far as shown: 1,023 bytes, 512 code points.',
    )
    const cut = page.locator('#decode-result [data-role="cut"]')
    expect(await cut.isVisible()).toBe(true)
    expect(await cut.textContent()).toBe(
      'Cut: the first 1,023 of 1,201 bytes are shown, up to the last whole sequence within 1,024. The verdicts above are on every byte.',
    )
    expect(await codePointCount(page)).toBe(512)
    expect(await page.locator('#decode-result [data-role="text"]').textContent()).toBe(`a${'é'.repeat(511)}`)
    expect(await page.locator('#decode-result .byte').count()).toBe(1023)
    await page.locator('#decode-result').evaluate((el) => el.scrollIntoView())
    await page.screenshot({ path: `${RESULTS}decode-cut-strict.png` })
    await done(page)
  })

  test('replacement: no U+FFFD that is not in the data', async () => {
    const page = await playground.open(detailLink(bytes, 'utf-8', false))
    expect(await page.locator('#decode-result [data-role="verdict"]').textContent()).toBe(
      '1,023 bytes, 512 code points, 0 replaced (as far as shown).',
    )
    expect(await page.locator('#decode-result li.replaced').count()).toBe(0)
    expect(await page.locator('#decode-result mark').count()).toBe(0)
    expect(await page.locator('#decode-result [data-role="text"]').textContent()).toBe(`a${'é'.repeat(511)}`)
    expect(await page.locator('#decode-result [data-role="cut"]').isVisible()).toBe(true)
    await done(page)
  })

  test('UTF-∞-8: a long sequence across the 1,024th byte is left out whole, in both modes', async () => {
    // 1,000 × `a`, then 2^200 (38 bytes), then `b`: the view ends after the last `a`.
    const big = 2n ** 200n
    const input = utfInfinity8.encodeCodePoints([...Array(1000).fill(0x61), big, 0x62])
    expect(input.length).toBe(1039)
    for (const strict of [true, false]) {
      const page = await playground.open(detailLink(input, 'utf-infinity-8', strict))
      expect(await verdict(page, 'utf-infinity-8').getAttribute('data-verdict')).toBe('accepts')
      expect(await page.locator('#decode-result [data-role="error"]').count()).toBe(0)
      expect(await page.locator('#decode-result li.replaced').count()).toBe(0)
      expect(await page.locator('#decode-result [data-role="cut"]').textContent()).toBe(
        'Cut: the first 1,000 of 1,039 bytes are shown, up to the last whole sequence within 1,024. The verdicts above are on every byte.',
      )
      expect(await codePointCount(page)).toBe(1000)
      await done(page)
    }
  })

  test('UTF-∞-8: a first sequence longer than 1,024 bytes is said, not decoded in part', async () => {
    const input = utfInfinity8.encodeCodePoints([2n ** 9000n, 0x61])
    expect(input.length).toBe(1509)
    const page = await playground.open(detailLink(input, 'utf-infinity-8'))
    expect(await verdict(page, 'utf-infinity-8').getAttribute('data-verdict')).toBe('accepts')
    expect(await page.locator('#decode-result [data-role="error"]').count()).toBe(0)
    expect(await page.locator('#decode-result [data-role="cut"]').textContent()).toBe(
      'Not shown: the first sequence of these 1,509 bytes is longer than 1,024. The verdicts above are on every byte.',
    )
    expect(await page.locator('#decode-result [data-role="code-points"]').count()).toBe(0)
    await page.locator('#decode-result').evaluate((el) => el.scrollIntoView())
    await page.screenshot({ path: `${RESULTS}decode-cut-long-sequence.png` })
    await done(page)
  })
})

describe('links', () => {
  test('a\uD800b round-trips through “Copy link”: the lone surrogate comes back, not U+FFFD', async () => {
    const page = await playground.open('#v1&input=')
    await page.locator('#encode-input').evaluate((box) => {
      ;(box as HTMLTextAreaElement).value = 'a\uD800b'
      box.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await expect.poll(() => linked(page).input).toBe('a\uD800b')
    expect(await card(page, 'wtf-8').locator('[data-role="hex"]').textContent()).toBe('61 ED A0 80 62')
    await page.getByRole('button', { name: 'Copy link' }).click()
    await expect.poll(() => page.locator('#copy-status').textContent()).toBe('Link copied.')
    const link = await page.evaluate(() => navigator.clipboard.readText())
    expect(link).toBe(`${playground.url}#v1&input=Ye2ggGI`)
    const other = await playground.open(link.slice(playground.url.length))
    expect(await unitsOf(other, '#encode-input')).toEqual([0x61, 0xd800, 0x62])
    expect(await card(other, 'wtf-8').locator('[data-role="hex"]').textContent()).toBe('61 ED A0 80 62')
    expect(await card(other, 'mutf-8').locator('[data-role="hex"]').textContent()).toBe('61 ED A0 80 62')
    await done(other)
    await done(page)
  })

  test('a link of the first playground (query string) opens and becomes a fragment link', async () => {
    const page = await playground.open(`?view=decode&hex=${encodeURIComponent('C0 80')}&scheme=mutf-8`)
    expect(new URL(page.url()).search).toBe('')
    expect(linked(page)).toMatchObject({ view: 'decode', bytes: 'C0 80', scheme: 'mutf-8' })
    expect(await page.locator('#decode-bytes').inputValue()).toBe('C0 80')
    await done(page)
  })
})

describe('Encode view: every scheme, copy buttons, and rows that agree with the card', () => {
  test('hunk schemes are shown, hunk-9 in three hex digits', async () => {
    const page = await playground.open(`#v1&input=${encodeBase64(new TextEncoder().encode('😀'), true)}`)
    const ids = await page
      .locator('.card')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-scheme')))
    // By family: UTF-8 and its relatives, Barber's variants, the hunks (folded), UTF-∞-8, Corrected UTF-8.
    expect(ids).toEqual([
      ...['utf-8', 'utf-8-rfc2279', 'cesu-8', 'mutf-8', 'wtf-8'],
      ...['utf-8-eight-byte', 'utf-8-seven-byte', 'utf-8-65'],
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `utf-8-hunk-${n}`),
      'utf-infinity-8',
      'corrected-utf-8',
    ])
    expect(ids.length).toBe(codecs.length + 9)
    expect(await card(page, 'utf-8-hunk-9').locator('[data-role="hex"]').textContent()).toBe('1C7 16C 100')
    expect(await card(page, 'utf-8-hunk-8').locator('[data-role="hex"]').textContent()).toBe(
      formatHex(eightByte.encode('😀')),
    )
    expect(await card(page, 'utf-8-hunk-3').locator('[data-role="problem"]').getAttribute('data-kind')).toBe(
      'out-of-range',
    )
    await done(page)
  })

  test('copy buttons copy the bytes as hex, a JS array and base64', async () => {
    // The hunks unfolded (`fold=`), so that their buttons show.
    const page = await playground.open(
      `#v1&input=${encodeBase64(new TextEncoder().encode('hé'), true)}&fold=`,
    )
    const bytes = utf8.encode('hé')
    const copied = async (name: string) => {
      await page.getByRole('button', { name }).click()
      return page.evaluate(() => navigator.clipboard.readText())
    }
    expect(await copied('Copy the utf-8 bytes as hex')).toBe(formatHex(bytes))
    expect(await copied('Copy the utf-8 bytes as JS array')).toBe(formatJsArray(bytes))
    expect(await copied('Copy the utf-8 bytes as base64')).toBe('aMOp')
    expect(await copied('Copy the cesu-8 bytes as JS array')).toBe('[0x68, 0xc3, 0xa9]')
    expect(await page.locator('#copy-status').textContent()).toBe('Copied: the cesu-8 bytes as JS array')
    // 9-bit hunks have no base64.
    expect(await card(page, 'utf-8-hunk-9').getByRole('button').allTextContents()).toEqual([
      'hex',
      'JS array',
    ])
    await done(page)
  })

  test('U+D800: no bytes beside “Cannot encode (surrogate)”', async () => {
    const page = await playground.open('#v1&input=Ye2ggGI') // a\uD800b
    for (const id of ['utf-8', 'utf-8-rfc2279', 'utf-8-eight-byte', 'utf-8-65', 'corrected-utf-8']) {
      const problem = card(page, id).locator('[data-role="problem"]')
      expect(await problem.getAttribute('data-kind'), id).toBe('surrogate')
      const row = card(page, id).locator('.diagrams > li').nth(1)
      expect(await row.getAttribute('data-kind'), id).toBe('surrogate')
      expect(await row.locator('.sequence-hex').count(), id).toBe(0)
    }
    await done(page)
  })
})

describe('What are these bytes?', () => {
  const he = [0x68, 0xc3, 0xa9]
  const pasted: [string, string][] = [
    ['binary', '0b01101000 0b11000011 0b10101001'],
    ['hex', '68c3a9'],
    ['hex', '68 C3 A9'],
    ['decimal', '104 195 169'],
    ['js-array', '[0x68, 0xc3, 0xa9]'],
    ['buffer', '<Buffer 68 c3 a9>'],
    ['typed-array', 'Uint8Array(3) [ 104, 195, 169 ]'],
    ['xxd', '00000000: 68c3 a9                                  h..'],
    ['base64', 'aMOp'],
  ]

  test('each paste format is recognised and named, and every scheme gives its verdict', async () => {
    const page = await playground.open('#v1&view=decode&bytes=')
    const box = page.getByLabel('Bytes: paste or type them, or drop a file here')
    for (const [format, text] of pasted) {
      await box.fill(text)
      const read = page.locator('[data-role="format"]')
      await expect.poll(() => read.getAttribute('data-format')).toBe(format)
      expect(await read.textContent(), text).toContain(', 3 bytes.')
      await page.getByRole('button', { name: 'Copy the bytes as hex' }).click()
      expect(await page.evaluate(() => navigator.clipboard.readText()), text).toBe('68 C3 A9')
      expect(await verdict(page, 'utf-8').locator('[data-role="text"]').textContent(), text).toBe('hé')
      expect(linked(page).bytes).toBe(text)
    }
    const accepting = await page
      .locator('.verdict[data-verdict="accepts"]')
      .evaluateAll((vs) => vs.map((v) => v.getAttribute('data-scheme')))
    // What the library says, scheme by scheme (hunk schemes read one hunk per byte).
    const bytes = Uint8Array.from(he)
    // In the page's order: by family, the hunks before UTF-∞-8 and Corrected UTF-8.
    const last = ['utf-infinity-8', 'corrected-utf-8']
    expect(accepting).toEqual([
      ...codecs.filter((c) => !last.includes(c.name) && c.isWellFormed(bytes)).map((c) => c.name),
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9]
        .map((n) => getCodec(`utf-8-hunk-${n}`))
        .filter((c) => c.isWellFormed(Uint16Array.from(bytes)))
        .map((c) => c.name),
      ...codecs.filter((c) => last.includes(c.name) && c.isWellFormed(bytes)).map((c) => c.name),
    ])
    expect(accepting).toContain('utf-8-hunk-8')
    expect(accepting).not.toContain('utf-8-65')
    await page.screenshot({ path: `${RESULTS}bytes-verdicts.png`, fullPage: true })
    await done(page)
  })

  test('the first error, its message and the bit diagram of the offending sequence', async () => {
    const page = await playground.open('#v1&view=decode&bytes=')
    await page.getByLabel('Bytes: paste or type them, or drop a file here').fill('[0x68, 0xc0, 0x80]')
    const utf = verdict(page, 'utf-8')
    await expect.poll(() => utf.getAttribute('data-kind')).toBe('overlong')
    expect(await utf.getAttribute('data-offset')).toBe('1')
    expect(await utf.locator('[data-role="message"]').textContent()).toBe(
      utf8.validate(Uint8Array.from([0x68, 0xc0, 0x80]))?.message,
    )
    const offending = utf.locator('[data-role="offending"]')
    expect(await offending.locator('.sequence-hex').textContent()).toBe('C0 80')
    expect(await offending.locator('.diagram').getAttribute('data-diagram')).toBe("wwz0'0000 wz00'0000")
    expect(await page.locator('[data-role="summary"]').textContent()).toBe(
      'Accepted by 3 of 19 schemes: mutf-8, corrected-utf-8, utf-8-hunk-9.',
    )
    expect(await verdict(page, 'mutf-8').locator('[data-role="text"]').textContent()).toBe('h\0')
    await done(page)
  })

  test('malformed text is refused with the character pointed at; ambiguous text offers the readings', async () => {
    const page = await playground.open('#v1&view=decode&bytes=')
    const box = page.getByLabel('Bytes: paste or type them, or drop a file here')
    await box.fill('C3 A')
    const error = page.locator('[data-role="read-error"]')
    expect(await error.textContent()).toBe(
      'Not read as hex (line 1, column 4): “A” is a lone hex digit: a byte is two (0A)',
    )
    expect(await page.locator('[data-role="snippet"] mark').textContent()).toBe('A')
    expect(await page.locator('.verdict').count()).toBe(0)
    await box.fill('10 11')
    expect(await error.textContent()).toContain('Ambiguous: “10” is 16 read as hex but 10 read as decimal.')
    await page.getByRole('button', { name: 'Read as decimal' }).click()
    await expect.poll(() => linked(page).format).toBe('decimal')
    expect(await page.locator('#decode-format').inputValue()).toBe('decimal')
    expect(await page.locator('[data-role="format"]').textContent()).toBe('Read as chosen: decimal, 2 bytes.')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('decode-format')
    await done(page)
  })

  test('the format can be overridden: 0b groups as hex are ten bytes', async () => {
    const page = await playground.open('#v1&view=decode&bytes=')
    await page.getByLabel('Bytes: paste or type them, or drop a file here').fill('0b11000011 0b10101001')
    const read = page.locator('[data-role="format"]')
    expect(await read.textContent()).toBe(
      'Read as binary, 2 bytes. Also reads as hex, base64: choose it under “Read as”.',
    )
    await page.getByLabel('Read as').selectOption('hex')
    await expect.poll(() => read.textContent()).toBe('Read as chosen: hex, 10 bytes.')
    await done(page)
  })

  test('a file opened with the file input: read, verdicts given, the box cleared', async () => {
    const page = await playground.open('#v1&view=decode')
    const content = Uint8Array.from([...utf8.encode('hé\n'), 0xed, 0xa0, 0x80])
    await page.getByLabel('Or open a file').setInputFiles({
      name: 'sample.bin',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from(content),
    })
    const read = page.locator('[data-role="format"]')
    await expect.poll(() => read.getAttribute('data-format')).toBe('file')
    expect(await read.textContent()).toContain('Read from the file sample.bin: 7 bytes.')
    expect(await page.locator('#decode-bytes').inputValue()).toBe('')
    const wtf = await verdict(page, 'wtf-8')
      .locator('[data-role="text"]')
      .evaluate((el) => [...(el.textContent ?? '')].map((c) => c.codePointAt(0)))
    expect(wtf).toEqual([0x68, 0xe9, 0x0a, 0xd800])
    expect(await verdict(page, 'utf-8').getAttribute('data-kind')).toBe('surrogate')
    expect(await verdict(page, 'utf-8').getAttribute('data-offset')).toBe('4')
    await done(page)
  })

  test('a file of 5 MiB dropped on the box (a DataTransfer drop) is read whole, without freezing the page', async () => {
    const page = await playground.open('#v1&view=decode')
    const { read: readText, longest } = await dropFile(page, 'big.txt', 5 * 1024 * 1024, [[10, [0xc3, 0xa9]]])
    const read = page.locator('[data-role="format"]')
    expect(readText).toBe(
      'Read from the file big.txt: 5,242,880 bytes. Links do not carry files: edit the box to go back to it.',
    )
    // The verdicts come one scheme after the other; the list is busy until the last.
    expect(await page.locator('.verdict[data-verdict="pending"]').count()).toBe(0)
    expect(await page.locator('[data-role="summary"]').textContent()).toBe(
      'Accepted by 11 of 19 schemes: utf-8, utf-8-rfc2279, cesu-8, mutf-8, wtf-8, utf-8-eight-byte, utf-8-seven-byte, utf-infinity-8, corrected-utf-8, utf-8-hunk-8, utf-8-hunk-9.',
    )
    // Worked out at once, the verdicts and the detail of 4096 bytes kept the page busy for 0.4 s (1 s when
    // every scheme reads the whole file); now each scheme is checked in steps, with the page getting turns.
    expect(longest).toBeLessThan(250)
    expect(await verdict(page, 'utf-8').getAttribute('data-verdict')).toBe('accepts')
    expect(await verdict(page, 'corrected-utf-8').getAttribute('data-verdict')).toBe('accepts')
    // The 65-bit variant: C3 announces two extension bytes (100ddddd) and A9 is not one.
    expect(await verdict(page, 'utf-8-65').getAttribute('data-kind')).toBe('truncated')
    expect(await verdict(page, 'utf-8-65').getAttribute('data-offset')).toBe('10')
    expect((await verdict(page, 'utf-8').locator('[data-role="text"]').textContent())?.slice(0, 14)).toBe(
      'aaaaaaaaaaéaaa',
    )
    // The detail shows the first 1024 bytes.
    expect(await page.locator('#decode-result [data-role="cut"]').textContent()).toBe(
      'Cut: the first 1,024 of 5,242,880 bytes are shown, up to the last whole sequence within 1,024. The verdicts above are on every byte.',
    )
    expect(await page.locator('#decode-result [data-role="code-points"] li').count()).toBe(1023)
    // Editing the box leaves the file.
    await page.getByLabel('Bytes: paste or type them, or drop a file here').fill('C3 A9')
    await expect.poll(() => read.getAttribute('data-format')).toBe('hex')
    expect(await page.locator('[data-role="summary"]').textContent()).toContain('Accepted by ')
    await done(page)
  })
})

describe('a file over 4 MiB', () => {
  test('is read whole: an FF at 4.5 MiB is not accepted by utf-8', async () => {
    const page = await playground.open('#v1&view=decode')
    const at = 4.5 * 1024 * 1024
    const { read } = await dropFile(page, 'late.txt', 5 * 1024 * 1024, [[at, [0xff]]])
    expect(read).toBe(
      'Read from the file late.txt: 5,242,880 bytes. Links do not carry files: edit the box to go back to it.',
    )
    expect(await verdict(page, 'utf-8').getAttribute('data-verdict')).toBe('rejects')
    expect(await verdict(page, 'utf-8').getAttribute('data-kind')).toBe('invalid-lead')
    expect(await verdict(page, 'utf-8').getAttribute('data-offset')).toBe(String(at))
    expect(await verdict(page, 'utf-8').locator('[data-role="message"]').textContent()).toBe(
      utf8.validate(new Uint8Array(at + 1).fill(0x61).fill(0xff, at))?.message,
    )
    // Only 9-bit hunks read FF as a character (0_11111111); 61 cannot follow it as a lead elsewhere.
    expect(await page.locator('[data-role="summary"]').textContent()).toBe(
      'Accepted by 1 of 19 schemes: utf-8-hunk-9.',
    )
    await done(page)
  })

  test('over 64 MiB: the headline says the verdicts are on the first 64 MiB', async () => {
    const page = await playground.open('#v1&view=decode')
    const size = 64 * 1024 * 1024 + 16
    // FF after the part read: not seen, and the headline says so.
    const { read } = await dropFile(page, 'huge.txt', size, [
      [10, [0xc3, 0xa9]],
      [size - 8, [0xff]],
    ])
    expect(read).toBe(
      'Read from the file huge.txt: 67,108,864 bytes (the first 67,108,864 bytes of 67,108,880). Links do not carry files: edit the box to go back to it.',
    )
    expect(await page.locator('[data-role="summary"]').textContent()).toBe(
      'Only the first 64 MiB of the file (67,108,864 of 67,108,880 bytes) is read. It is accepted by 11 of 19 schemes: utf-8, utf-8-rfc2279, cesu-8, mutf-8, wtf-8, utf-8-eight-byte, utf-8-seven-byte, utf-infinity-8, corrected-utf-8, utf-8-hunk-8, utf-8-hunk-9.',
    )
    await page.locator('[data-role="summary"]').evaluate((el) => el.scrollIntoView())
    await page.screenshot({ path: `${RESULTS}decode-file-over-64-mib.png` })
    await done(page)
  }, 180_000)
})

describe('a file dropped anywhere', () => {
  test('a file dropped on the Encode view opens in the Decode view (the browser does not leave the page)', async () => {
    const page = await playground.open()
    const transfer = await page.evaluateHandle(() => {
      const data = new DataTransfer()
      data.items.add(new File([Uint8Array.of(0x68, 0xc3, 0xa9)], 'he.txt'))
      return data
    })
    // The page takes the drag (its dragover is cancelled), so the browser will not open the file itself.
    const taken = await page.evaluate(
      (data) =>
        !document
          .querySelector('h1')
          ?.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true })),
      transfer,
    )
    expect(taken).toBe(true)
    expect(await page.locator('#drop-zone').getAttribute('class')).toBe('controls dragging')
    await page.locator('h1').dispatchEvent('drop', { dataTransfer: transfer })
    await expect.poll(() => linked(page).view).toBe('decode')
    expect(await page.locator('[data-role="format"]').textContent()).toBe(
      'Read from the file he.txt: 3 bytes. Links do not carry files: edit the box to go back to it.',
    )
    expect(await page.locator('#drop-zone').getAttribute('class')).toBe('controls')
    expect(await verdict(page, 'utf-8').locator('[data-role="text"]').textContent()).toBe('hé')
    expect(new URL(page.url()).pathname).toBe('/')
    await done(page)
  })
})

describe('Order view', () => {
  test('JS < and code point order side by side, moved lines highlighted', async () => {
    const page = await playground.open('?view=order')
    const lines = ['z', '\uFB01 ligature', '😀 face', 'a', '\uFFFD']
    await page.getByLabel('Lines to sort, one a line').fill(lines.join('\n'))
    await expect.poll(() => linked(page).lines).toBe(lines.join('\n'))
    expect(await texts(page, '#order-utf16 .line-text')).toEqual([...lines].sort())
    expect(await texts(page, '#order-code-point .line-text')).toEqual(sortByCodePoint(lines))
    expect(await texts(page, '#order-utf16 li.moved .line-text')).toEqual([
      '😀 face',
      '\uFB01 ligature',
      '\uFFFD',
    ])
    expect(await texts(page, '#order-code-point li.moved .line-text')).toEqual([
      '\uFB01 ligature',
      '\uFFFD',
      '😀 face',
    ])
    await page.getByRole('button', { name: 'Copy the lines in code point order' }).click()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(sortByCodePoint(lines).join('\n'))
    await page.getByRole('button', { name: 'Copy the lines in UTF-16 order' }).click()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe([...lines].sort().join('\n'))
    await page.screenshot({ path: `${RESULTS}order.png`, fullPage: true })
    await done(page)
  })
})

describe('Looks wrong? (mojibake), text readings in Decode, Corrected UTF-8’s magic number', () => {
  const sizes = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } }
  const fragment = (field: string, text: string) => `${field}=${encodeBase64(wtf8.encode(text), true)}`

  test.each(Object.entries(sizes))(
    '%s: CafÃ© is repaired to Café, with the step, its bytes and bits',
    async (size, viewport) => {
      const page = await playground.open('#v1&view=repair', { viewport })
      await expect.poll(() => page.locator('#tab-repair').getAttribute('aria-selected')).toBe('true')
      const box = page.getByLabel('Text that looks wrong')
      await box.fill('CafÃ©')
      await expect.poll(() => page.locator('[data-role="repaired"]').textContent()).toBe('Café')
      expect(await texts(page, '[data-role="step"]')).toEqual(['utf-8 read as windows-1252'])
      // The step replayed: Café → its UTF-8 bytes → read as Windows-1252 → CafÃ©.
      const stage = page.locator('.stage')
      expect(await stage.locator('[data-role="before"]').textContent()).toBe('Café')
      expect(await stage.locator('[data-role="stage-bytes"]').textContent()).toBe('43 61 66 C3 A9')
      expect(await stage.locator('[data-role="after"]').textContent()).toBe('CafÃ©')
      const row = stage.locator('tr[data-code-point="U+00E9"]')
      expect(await row.locator('[data-role="row-bytes"]').textContent()).toBe('C3 A9')
      expect(await row.locator('[data-role="read-as"]').textContent()).toBe('Ã©')
      expect(await row.locator('.diagram').getAttribute('data-diagram')).toBe(
        utf8.explain(0xe9).sequences[0]!.text,
      )
      // Kept in the link.
      expect(linked(page)).toMatchObject({ view: 'repair', mojibake: 'CafÃ©' })
      await page.screenshot({ path: `${RESULTS}${size}-repair-cafe.png`, fullPage: true })
      await done(page)
    },
  )

  test('the default example, twice-misread text, text that looks fine, and U+FFFD', async () => {
    const page = await playground.open('#v1&view=repair')
    // The default: Windows-1252's ‚ (byte 82) in the euro sign's bytes E2 82 AC.
    expect(await page.locator('[data-role="repaired"]').textContent()).toBe(
      'The café menu: crème brûlée, 5 €',
    )
    const euro = page.locator('tr[data-code-point="U+20AC"]')
    expect(await euro.locator('[data-role="row-bytes"]').textContent()).toBe('E2 82 AC')
    expect(await euro.locator('[data-role="read-as"]').textContent()).toBe('â‚¬')
    const box = page.getByLabel('Text that looks wrong')
    await box.fill('naÃƒÂ¯ve')
    await expect.poll(() => page.locator('[data-role="repaired"]').textContent()).toBe('naïve')
    expect(await texts(page, '[data-role="step"]')).toEqual([
      'utf-8 read as windows-1252',
      'utf-8 read as windows-1252',
    ])
    expect(await texts(page, '.stage [data-role="after"]')).toEqual(['naÃ¯ve', 'naÃƒÂ¯ve'])
    expect(await texts(page, '.stage [data-role="stage-bytes"]')).toEqual([
      '6E 61 C3 AF 76 65',
      '6E 61 C3 83 C2 AF 76 65',
    ])
    await box.fill('SÃO PAULO')
    await expect.poll(() => page.locator('[data-verdict="fine"]').count()).toBe(1)
    expect(await page.locator('[data-role="verdict"]').textContent()).toContain('The text looks fine')
    await box.fill('caf\uFFFD')
    await expect.poll(() => page.locator('[data-role="lost"]').count()).toBe(1)
    expect(await page.locator('[data-role="lost"]').textContent()).toContain('Nothing can bring them back')
    expect(await page.locator('[data-role="repaired"]').textContent()).toBe('caf\uFFFD')
    expect(await page.locator('.stages').count()).toBe(0) // nothing misread: no mistake to replay
    await done(page)
  })

  test.each(Object.entries(sizes))(
    '%s: escapes, entities and U+ lists are read as code points',
    async (size, viewport) => {
      const page = await playground.open('#v1&view=decode', { viewport })
      const box = page.getByLabel('Bytes: paste or type them')
      const cases: [string, string, string][] = [
        ['\\u00e9', 'js-escapes', 'U+00E9 é'],
        ['\\uD83D\\uDE00 \\u{E9}', 'js-escapes', 'U+1F600 😀, U+00E9 é'],
        ['&#233;', 'html-entities', 'U+00E9 é'],
        ['&#xE9;&#x1F600;', 'html-entities', 'U+00E9 é, U+1F600 😀'],
        ['U+00E9', 'code-points', 'U+00E9 é'],
      ]
      for (const [text, format, shown] of cases) {
        await box.fill(text)
        await expect.poll(() => page.locator('[data-role="format"]').getAttribute('data-format')).toBe(format)
        expect(await page.locator('[data-role="read-code-points"]').textContent(), text).toBe(shown)
      }
      // U+00E9: its UTF-8 bytes C3 A9 go to the verdicts (it used to be refused as base64).
      expect(await page.locator('[data-role="format"]').textContent()).toContain('1 code point, not bytes')
      expect(await page.locator('[data-role="read-error"]').count()).toBe(0)
      await expect.poll(() => verdict(page, 'utf-8').getAttribute('data-verdict')).toBe('accepts')
      // Chosen under “Read as”, and kept in the link.
      await page.locator('#decode-format').selectOption('code-points')
      expect(linked(page).format).toBe('code-points')
      await box.fill('U+110000')
      await expect
        .poll(() => page.locator('[data-role="read-error"]').textContent())
        .toContain('“U+110000” is beyond U+10FFFF, the last code point')
      await page.screenshot({ path: `${RESULTS}${size}-decode-code-points.png`, fullPage: true })
      await done(page)
    },
  )

  test('text that is no byte notation is offered to the mojibake view', async () => {
    const page = await playground.open(`#v1&view=decode&${fragment('bytes', 'CafÃ©')}`)
    expect(await page.locator('[data-role="read-error"]').count()).toBe(0)
    expect(await page.locator('[data-role="read-text"]').textContent()).toBe(
      'Looks like text, not bytes: “Ã” is in no byte notation: this looks like text. Text that looks wrong (such as CafÃ©) may be mojibake.',
    )
    await page.getByRole('button', { name: 'Looks like text: repair mojibake?' }).click()
    await expect.poll(() => linked(page).view).toBe('repair')
    expect(linked(page).mojibake).toBe('CafÃ©')
    expect(await page.getByLabel('Text that looks wrong').inputValue()).toBe('CafÃ©')
    expect(await page.locator('[data-role="repaired"]').textContent()).toBe('Café')
    await done(page)
  })

  test('Corrected UTF-8’s magic number: offered in Encode, recognised in Decode', async () => {
    const page = await playground.open(`#v1&${fragment('input', 'hi')}`)
    const corrected = card(page, 'corrected-utf-8')
    expect(await corrected.locator('[data-role="hex"]').textContent()).toBe('68 69')
    await page.getByLabel('As a document').check()
    await expect
      .poll(() => corrected.locator('[data-role="hex"]').textContent())
      .toBe('EF B7 9D ED B2 AE 00 0A 68 69')
    expect(await corrected.locator('[data-role="count"]').textContent()).toBe('10')
    expect(await corrected.locator('[data-role="document-rules"] li').getAttribute('data-rule')).toBe(
      'final-newline',
    )
    expect(linked(page).magic).toBe(true)
    // The other cards do not change.
    expect(await card(page, 'utf-8').locator('[data-role="hex"]').textContent()).toBe('68 69')
    await page.screenshot({ path: `${RESULTS}encode-magic.png`, fullPage: true })
    // Decode: the bytes are said to be a Corrected UTF-8 document.
    const decode = await playground.open(
      `#v1&view=decode&${fragment('bytes', 'EF B7 9D ED B2 AE 00 0A 68 69 0A')}`,
    )
    expect(await decode.locator('[data-role="magic"]').textContent()).toBe(
      'A Corrected UTF-8 document: the bytes start with its magic number EF B7 9D ED B2 AE 00 0A (not part of the text). Its text: hi\n',
    )
    const plain = await playground.open(`#v1&view=decode&${fragment('bytes', '68 69')}`)
    expect(await plain.locator('[data-role="magic"]').count()).toBe(0)
    await done(page)
    await done(decode)
    await done(plain)
  })
})

describe('the page as a whole', () => {
  test('keyboard: arrow keys move between views, and the URL follows; a shared URL restores the view', async () => {
    const page = await playground.open('?input=%C3%A9')
    await page.getByRole('tab', { name: 'Encode' }).focus()
    await page.keyboard.press('ArrowRight')
    expect(await page.getByRole('tab', { name: 'Decode' }).getAttribute('aria-selected')).toBe('true')
    await expect.poll(() => linked(page).view).toBe('decode')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('tab-decode')
    await page.keyboard.press('End')
    expect(await page.locator('#panel-repair').isVisible()).toBe(true)
    const shared = page.url()
    const other = await playground.browser.newPage()
    await other.goto(shared)
    await other.waitForSelector('body[data-ready="true"]')
    expect(await other.locator('#panel-repair').isVisible()).toBe(true)
    expect(await other.locator('#encode-input').inputValue()).toBe('é')
    await page.goBack()
    await expect.poll(() => page.locator('#panel-decode').isVisible()).toBe(true)
    await other.close()
    await done(page)
  })

  test('accessibility: every control has a name, ids are unique, diagrams are labelled images', async () => {
    for (const view of ['encode', 'decode', 'order', 'repair']) {
      const page = await playground.open(`#v1&view=${view}`)
      const report = await page.evaluate(() => {
        const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim()
        /** The accessible name, as far as this page needs (aria-labelledby, aria-label, label, content, title). */
        const name = (el: Element): string => {
          const by = el.getAttribute('aria-labelledby')
          if (by)
            return by
              .split(/\s+/)
              .map((id) => text(document.getElementById(id)))
              .join(' ')
              .trim()
          const aria = el.getAttribute('aria-label')
          if (aria?.trim()) return aria.trim()
          const labels = (el as HTMLInputElement).labels
          if (labels && labels.length > 0) return [...labels].map(text).join(' ')
          if (el instanceof HTMLButtonElement) return text(el)
          return el.getAttribute('title')?.trim() ?? ''
        }
        const visible = (el: Element) => (el as HTMLElement).offsetParent !== null
        const controls = [...document.querySelectorAll('input, select, textarea, button, [role="tab"]')]
        const ids = [...document.querySelectorAll('[id]')].map((el) => el.id)
        return {
          lang: document.documentElement.lang,
          title: document.title,
          unnamed: controls.filter((el) => name(el) === '').map((el) => el.outerHTML.slice(0, 120)),
          duplicateIds: ids.filter((id, i) => ids.indexOf(id) !== i),
          unlabelledImages: [...document.querySelectorAll('[role="img"]')]
            .filter((el) => !el.getAttribute('aria-label'))
            .map((el) => el.outerHTML.slice(0, 80)),
          visibleControls: controls.filter(visible).length,
          positiveTabIndex: [...document.querySelectorAll('[tabindex]')].filter(
            (el) => (el as HTMLElement).tabIndex > 0,
          ).length,
          icon: document.querySelector('link[rel="icon"]')?.getAttribute('href')?.slice(0, 19),
        }
      })
      expect(report, view).toEqual({
        lang: 'en',
        title: 'utf8x playground',
        unnamed: [],
        duplicateIds: [],
        unlabelledImages: [],
        visibleControls: report.visibleControls,
        positiveTabIndex: 0,
        icon: 'data:image/svg+xml,',
      })
      expect(report.visibleControls, view).toBeGreaterThan(3)
      await done(page)
    }
  })

  test('accessibility in Chromium’s own tree: every control named; text contrast AA in both themes', async () => {
    const bytes = encodeBase64(new TextEncoder().encode('[0x41, 0xc0, 0x80, 0xed, 0xa0, 0x80]'), true)
    for (const colorScheme of ['light', 'dark'] as const) {
      // The Encode view also with the hunks unfolded, and in the compare mode.
      for (const view of [
        'encode',
        'decode',
        'order',
        'repair',
        'encode&fold=',
        'encode&compare=utf-8,cesu-8',
      ]) {
        const page = await playground.open(`#v1&view=${view}&mode=replace&bytes=${bytes}`, { colorScheme })
        expect(await unnamedNodes(page), `${colorScheme} ${view}`).toEqual([])
        expect(await lowContrast(page), `${colorScheme} ${view}`).toEqual([])
        // The checks find a button with no name and grey on white.
        if (view === 'order' && colorScheme === 'light') {
          await page.evaluate(() => {
            const p = document.createElement('p')
            p.textContent = 'faint'
            p.style.cssText = 'color: #999; background: #fff; font-size: 16px'
            document.querySelector('main')?.append(p, document.createElement('button'))
          })
          expect(await unnamedNodes(page)).toEqual(['button'])
          expect(await lowContrast(page)).toEqual(['P "faint" 2.85'])
        }
        await done(page)
      }
    }
  })

  test('the favicon is an inline SVG that decodes as an image (no request, so no 404)', async () => {
    const page = await playground.open()
    const icon = await page.evaluate(async () => {
      const href = document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href ?? ''
      const image = new Image()
      image.src = href
      await image.decode() // rejects when the data is not an image
      return href.slice(0, href.indexOf(','))
    })
    expect(icon).toBe('data:image/svg+xml')
    await done(page)
  })

  test('keyboard: Tab visits the controls in reading order, each visible and named', async () => {
    const page = await playground.open(
      `#v1&view=decode&bytes=${encodeBase64(new TextEncoder().encode('68 C3 A9'), true)}`,
    )
    const visited: { id: string; name: string; top: number; visible: boolean }[] = []
    await page.locator('body').focus()
    for (let i = 0; i < 17; i++) {
      await page.keyboard.press('Tab')
      visited.push(
        await page.evaluate(() => {
          const el = document.activeElement as HTMLElement
          const rect = el.getBoundingClientRect()
          return {
            id: el.id || el.getAttribute('aria-label') || el.textContent || el.tagName,
            name: el.getAttribute('aria-label') ?? el.textContent ?? '',
            top: rect.top + window.scrollY,
            visible: rect.width > 0 && rect.height > 0,
          }
        }),
      )
    }
    // The header's link button and links, the selected tab (roving tabindex), then the view's controls in order.
    expect(visited.slice(0, 9).map((v) => v.id)).toEqual([
      'copy-link',
      'Repository',
      'Packages (@utf8x/codecs has every scheme)',
      'The command, utf8x',
      'tab-decode',
      'decode-bytes',
      'decode-format',
      'decode-file',
      'Copy the bytes as hex',
    ])
    expect(visited.every((v) => v.visible)).toBe(true)
    // Reading order: nothing jumps back up the page.
    for (let i = 1; i < visited.length; i++)
      expect(visited[i]!.top).toBeGreaterThanOrEqual(visited[i - 1]!.top - 1)
    // The format list works from the keyboard, and the link follows.
    await page.locator('#decode-format').focus()
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => linked(page).format).not.toBe('auto')
    await done(page)
  })

  test('dark theme: the page follows prefers-color-scheme', async () => {
    const light = await playground.open('#v1&view=decode')
    const dark = await playground.open('#v1&view=decode', { colorScheme: 'dark' })
    const colours = (page: Page) =>
      page.evaluate(() => {
        const style = getComputedStyle(document.documentElement)
        return [style.backgroundColor, style.color]
      })
    expect(await colours(light)).toEqual(['rgb(255, 255, 255)', 'rgb(27, 31, 36)'])
    expect(await colours(dark)).toEqual(['rgb(13, 17, 23)', 'rgb(230, 237, 243)'])
    await dark.screenshot({ path: `${RESULTS}dark-decode.png`, fullPage: true })
    await done(light)
    await done(dark)
  })

  test('phone (390×844) and desktop (1280×800): nothing scrolls sideways; screenshots of every view', async () => {
    const sizes = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } }
    const bytes = encodeBase64(
      new TextEncoder().encode('Uint8Array(6) [ 104, 195, 169, 237, 160, 128 ]'),
      true,
    )
    for (const [size, viewport] of Object.entries(sizes)) {
      for (const view of ['encode', 'decode', 'order', 'repair']) {
        const page = await playground.open(`#v1&view=${view}&mode=replace&bytes=${bytes}`, { viewport })
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow, `${size} ${view}`).toBeLessThanOrEqual(0)
        await page.screenshot({ path: `${RESULTS}${size}-${view}.png`, fullPage: true })
        await done(page)
      }
    }
  })
})

describe('pnpm start', () => {
  test('builds, serves the page on localhost printing the URL, and stops on Ctrl-C (SIGINT)', async () => {
    const script = fileURLToPath(new URL('../scripts/start.mjs', import.meta.url))
    const child = spawn(process.execPath, [script, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
    try {
      await expect
        .poll(() => /utf8x playground: (http:\/\/localhost:\d+\/)/.exec(output)?.[1], { timeout: 30_000 })
        .toBeTruthy()
      const url = /utf8x playground: (http:\/\/localhost:\d+\/)/.exec(output)?.[1] as string
      const response = await fetch(url)
      expect(response.status).toBe(200)
      expect(await response.text()).toContain('<title>utf8x playground</title>')
    } finally {
      child.kill('SIGINT')
    }
    expect(await exited).toBe(0)
  })
})
