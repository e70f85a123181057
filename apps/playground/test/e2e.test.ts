// End-to-end: the page in headless Chromium (Debian's /usr/bin/chromium, via playwright-core), served by
// Vite's dev server on a free port. Node only. Screenshots go to apps/playground/test-results/.
import { spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { sortByCodePoint } from '@utf8x/collation'
import { formatDiagram } from '@utf8x/core'
import { correctedUtf8 } from '@utf8x/corrected-utf8'
import { cesu8, mutf8, utf8, wtf8 } from '@utf8x/utf8-classic'
import { eightByte, sixtyFiveBit } from '@utf8x/utf8-eight-byte'
import { utfInfinity8 } from '@utf8x/utf8-infinity'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { formatHex, parseHex } from '../src/_hex.ts'
import type { AnyCodec } from '../src/_schemes.ts'
import { type Playground, RESULTS, startPlayground } from './_harness.ts'

let playground: Playground

beforeAll(async () => {
  mkdirSync(RESULTS, { recursive: true })
  playground = await startPlayground()
})

afterAll(async () => {
  await playground?.close()
})

const card = (page: Page, id: string) => page.locator(`[data-scheme="${id}"]`)
const texts = (page: Page, selector: string) => page.locator(selector).allTextContents()

describe('Encode view', () => {
  test('typed text: each scheme shows the library’s bytes, count and diagrams', async () => {
    const page = await playground.open('?input=')
    const box = page.getByLabel('Text, or code points such as')
    await box.focus()
    const text = 'Hé€😀'
    await page.keyboard.type(text)
    await expect.poll(() => new URL(page.url()).searchParams.get('input')).toBe(text)
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
    const smile = card(page, 'cesu-8').locator('.diagrams > li').nth(3)
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
    await page.close()
  })

  test('code points of any size: bytes, or the reason a scheme cannot encode them', async () => {
    const page = await playground.open()
    await page.getByLabel('code points (U+…, any size)').check()
    const big = 2n ** 72n
    await page.getByLabel('Text, or code points such as').fill('U+0085 U+8421109F U+1000000000000000000')
    await expect.poll(() => new URL(page.url()).searchParams.get('as')).toBe('code-points')
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
    await page.close()
  })
})

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
    await page.close()
  })

  test('replacement: where each U+FFFD came from, chosen from the keyboard', async () => {
    const hex = '41 F0 9F 98 42 C0 80'
    const page = await playground.open(`?view=decode&hex=${encodeURIComponent(hex)}`)
    await page.getByLabel('strict: stop at the first error').focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => new URL(page.url()).searchParams.get('mode')).toBe('replace')
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
    expect(await page.locator('[data-role="text"]').textContent()).toBe(utf8.decode(bytes, { fatal: false }))
    await page.screenshot({ path: `${RESULTS}decode-replacement.png`, fullPage: true })
    await page.close()
  })

  test('another scheme: a Corrected UTF-8 reserved run is highlighted whole', async () => {
    const page = await playground.open(`?view=decode&hex=${encodeURIComponent('41 FE 80 FF 42')}`)
    await page.getByLabel('Scheme').selectOption('corrected-utf-8')
    await expect.poll(() => new URL(page.url()).searchParams.get('scheme')).toBe('corrected-utf-8')
    expect(await page.locator('[data-role="error"]').getAttribute('data-kind')).toBe('reserved')
    expect(await page.locator('[data-role="error-bytes"] .byte').allTextContents()).toEqual([
      'FE',
      '80',
      'FF',
    ])
    await page.close()
  })
})

describe('Order view', () => {
  test('JS < and code point order side by side, moved lines highlighted', async () => {
    const page = await playground.open('?view=order')
    const lines = ['z', '\uFB01 ligature', '😀 face', 'a', '\uFFFD']
    await page.getByLabel('Lines to sort, one a line').fill(lines.join('\n'))
    await expect.poll(() => new URL(page.url()).searchParams.get('lines')).toBe(lines.join('\n'))
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
    await page.screenshot({ path: `${RESULTS}order.png`, fullPage: true })
    await page.close()
  })
})

describe('the page as a whole', () => {
  test('keyboard: arrow keys move between views, and the URL follows; a shared URL restores the view', async () => {
    const page = await playground.open('?input=%C3%A9')
    await page.getByRole('tab', { name: 'Encode' }).focus()
    await page.keyboard.press('ArrowRight')
    expect(await page.getByRole('tab', { name: 'Decode' }).getAttribute('aria-selected')).toBe('true')
    await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('decode')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('tab-decode')
    await page.keyboard.press('End')
    expect(await page.locator('#panel-order').isVisible()).toBe(true)
    const shared = page.url()
    const other = await playground.browser.newPage()
    await other.goto(shared)
    await other.waitForSelector('body[data-ready="true"]')
    expect(await other.locator('#panel-order').isVisible()).toBe(true)
    expect(await other.locator('#encode-input').inputValue()).toBe('é')
    await page.goBack()
    await expect.poll(() => page.locator('#panel-decode').isVisible()).toBe(true)
    await other.close()
    await page.close()
  })

  test('every control has a label', async () => {
    const page = await playground.open()
    const unlabelled = await page.evaluate(() =>
      [...document.querySelectorAll('input, select, textarea, button')]
        .filter((el) => {
          const labels = (el as HTMLInputElement).labels
          return (
            !(labels && labels.length > 0) && !(el.textContent ?? '').trim() && !el.getAttribute('aria-label')
          )
        })
        .map((el) => el.outerHTML),
    )
    expect(unlabelled).toEqual([])
    await page.close()
  })

  test('a phone-sized screen: nothing scrolls sideways', async () => {
    for (const view of ['encode', 'decode', 'order']) {
      const page = await playground.open(`?view=${view}&mode=replace`, { width: 390, height: 844 })
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, view).toBeLessThanOrEqual(0)
      await page.screenshot({ path: `${RESULTS}phone-${view}.png`, fullPage: true })
      await page.close()
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
