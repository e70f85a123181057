// End-to-end, in Chromium: the Encode view on big text (the time a keystroke takes at 100,000
// characters), copying a lone surrogate, and the teaching layer (real bits, traced data bits, spoken
// descriptions, what each scheme is, the header). Node only; screenshots go to test-results/.
import { mkdirSync, readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { encodeBase64 } from '../src/_base64.ts'
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

const linked = (page: Page): State => {
  const url = new URL(page.url())
  return parseState(url.search, url.hash)
}
const card = (page: Page, id: string) => page.locator(`.card[data-scheme="${id}"]`)
/** Unfolds the teaching of the bits (the toggle and the trace), folded on a fresh page. */
async function openTeach(page: Page): Promise<void> {
  await page.locator('#teach > summary').click()
  await expect.poll(() => page.locator('#teach').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true)
}
/** Unfolds a card's line about its scheme and its diagrams. */
async function openCard(page: Page, id: string): Promise<void> {
  await card(page, id).locator('details.card-detail > summary').click()
  await expect
    .poll(() =>
      card(page, id)
        .locator('details.card-detail')
        .evaluate((d) => (d as HTMLDetailsElement).open),
    )
    .toBe(true)
}

async function done(page: Page): Promise<void> {
  expect(problems(page)).toEqual([])
  await page.close()
}

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const

describe('big text', () => {
  for (const [size, viewport] of Object.entries(SIZES)) {
    test(`${size}: a keystroke at 100,000 characters updates the view in 100 ms or less (median of 5)`, async () => {
      const page = await playground.open('#v1&input=', { viewport })
      const box = page.locator('#encode-input')
      // 100,000 characters: ASCII with some two-, three- and four-byte characters.
      await box.evaluate((el) => {
        const area = el as HTMLTextAreaElement
        area.value = 'héllo wörld € 😀 '.repeat(7000).slice(0, 100_000)
        area.dispatchEvent(new Event('input', { bubbles: true }))
      })
      await expect.poll(() => card(page, 'utf-8').locator('[data-role="count"]').textContent()).not.toBe('0')
      // From the input event until the frame after it is drawn; and the longest task meanwhile.
      await page.evaluate(() => {
        const w = window as unknown as { times: number[]; handler: number[]; longest: number }
        w.times = []
        w.handler = []
        w.longest = 0
        let start = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.longest = Math.max(w.longest, entry.duration)
        }).observe({ type: 'longtask' })
        document.addEventListener(
          'input',
          () => {
            start = performance.now()
            requestAnimationFrame(() => setTimeout(() => w.times.push(performance.now() - start), 0))
          },
          { capture: true },
        )
        document.addEventListener('input', () => w.handler.push(performance.now() - start))
      })
      await box.focus()
      await page.keyboard.press('End')
      // Rounds of 5 keystrokes, each round's median; on a loaded machine a round may be slowed down by
      // other processes, so up to 3 rounds are typed and the best median must be 100 ms or less.
      const medians: number[] = []
      let typed = 0
      for (let round = 1; round <= 3 && !(Math.min(...medians) <= 100); round++) {
        await page.evaluate(() => {
          const w = window as unknown as { times: number[]; handler: number[]; longest: number }
          w.times = []
          w.handler = []
          w.longest = 0
        })
        for (let i = 1; i <= 5; i++) {
          await page.keyboard.type('é')
          typed++
          await expect
            .poll(() => page.evaluate(() => (window as unknown as { times: number[] }).times.length))
            .toBe(i)
        }
        const { times, handler, longest } = await page.evaluate(() => {
          const w = window as unknown as { times: number[]; handler: number[]; longest: number }
          return { times: w.times, handler: w.handler, longest: w.longest }
        })
        const median = [...times].sort((a, b) => a - b)[2] as number
        medians.push(median)
        console.log(
          `${size}, round ${round}: keystroke at 100,000 characters: ${times.map((t) => t.toFixed(0)).join(', ')} ms (median ${median.toFixed(0)} ms; in the page's input handler ${handler.map((t) => t.toFixed(0)).join(', ')} ms), longest task ${longest.toFixed(0)} ms`,
        )
      }
      expect(await box.evaluate((el) => (el as HTMLTextAreaElement).value.length)).toBe(100_000 + typed)
      expect(Math.min(...medians)).toBeLessThanOrEqual(100)
      // The view is the whole input's: UTF-8's count is the bytes of all the characters.
      const bytes = new TextEncoder().encode(await box.inputValue()).length
      expect(await card(page, 'utf-8').locator('[data-role="count"]').textContent()).toBe(String(bytes))
      // Hex is shown for the first 1,024 bytes; the link catches up once typing pauses.
      expect(await card(page, 'utf-8').locator('[data-role="hex-note"]').textContent()).toBe(
        `The first 1,024 bytes of ${bytes.toLocaleString('en')}; the copy buttons copy them all.`,
      )
      await expect.poll(() => linked(page).input.length).toBe(100_000 + typed)
      await done(page)
    })
  }
})

describe('cards updated in place', () => {
  test('beyond the hex shown, a keystroke still updates the differences from UTF-8, the magic number and the headings', async () => {
    const page = await playground.open('#v1&input=', { viewport: SIZES.desktop })
    const box = page.locator('#encode-input')
    // 2,000 ASCII characters: every card shows the same first 1,024 bytes as UTF-8.
    await box.evaluate((el) => {
      const area = el as HTMLTextAreaElement
      area.value = 'a'.repeat(2000)
      area.dispatchEvent(new Event('input', { bubbles: true }))
    })
    const cesu = card(page, 'cesu-8')
    await expect.poll(() => cesu.locator('[data-role="count"]').textContent()).toBe('2000')
    expect(await cesu.locator('[data-role="diff"]').getAttribute('data-differs')).toBe('0')
    const hex = await cesu.locator('[data-role="hex"]').textContent()
    const heading = page.locator('details.family[data-family="classic"] > summary')
    expect(await heading.textContent()).toBe('UTF-8 and its relatives · 5 schemes')
    // 😀 typed at the end: CESU-8's hex shown is unchanged, but its note, its diagrams and the heading change.
    await box.focus()
    await page.keyboard.press('End')
    await page.keyboard.type('😀')
    await expect.poll(() => cesu.locator('[data-role="count"]').textContent()).toBe('2006')
    expect(await cesu.locator('[data-role="hex"]').textContent()).toBe(hex)
    expect(await cesu.locator('[data-role="diff"]').textContent()).toBe(
      'Differs from UTF-8 in 1 of 2,001 characters (marked): U+1F600 😀 is ED A0 BD ED B8 80 (6 bytes), UTF-8 F0 9F 98 80 (4 bytes).',
    )
    expect(await heading.textContent()).toBe('UTF-8 and its relatives · 5 schemes · 2 differ from UTF-8')
    // Corrected UTF-8 as a document: the magic number first, no marks beside UTF-8; and back.
    const corrected = card(page, 'corrected-utf-8')
    expect(await corrected.locator('[data-role="diff"]').getAttribute('data-differs')).toBe('1')
    await page.getByLabel('As a document').check()
    await expect
      .poll(() => corrected.locator('[data-role="hex"]').textContent())
      .toMatch(/^EF B7 9D ED B2 AE 00 0A 61 61 /)
    expect(await corrected.locator('[data-role="count"]').textContent()).toBe('2012')
    expect(await corrected.locator('[data-role="diff"]').count()).toBe(0)
    expect(await corrected.locator('mark').count()).toBe(0)
    await page.getByLabel('As a document').uncheck()
    await expect.poll(() => corrected.locator('[data-role="count"]').textContent()).toBe('2004')
    expect(await corrected.locator('[data-role="diff"]').getAttribute('data-differs')).toBe('1')
    // Another keystroke (€, the same in CESU-8 as in UTF-8): the note still counts 1 of 2,002.
    await box.focus()
    await page.keyboard.press('End')
    await page.keyboard.type('€')
    await expect.poll(() => cesu.locator('[data-role="count"]').textContent()).toBe('2009')
    expect(await cesu.locator('[data-role="diff"]').textContent()).toMatch(
      /^Differs from UTF-8 in 1 of 2,002 characters/,
    )
    await done(page)
  })
})

describe('copying a lone surrogate', () => {
  test('the clipboard cannot hold it: the page says so, copies nothing, and offers the link', async () => {
    const bytes = encodeBase64(new TextEncoder().encode('61 ED A0 80 62'), true)
    const page = await playground.open(`#v1&view=decode&bytes=${bytes}`)
    await page.evaluate(() => navigator.clipboard.writeText('before'))
    await page.getByRole('button', { name: 'Copy the wtf-8 text', exact: true }).click()
    const status = page.locator('#copy-status')
    await expect
      .poll(() => status.textContent())
      .toBe(
        'Not copied: the wtf-8 text has a lone surrogate, which the clipboard cannot hold (it would become U+FFFD). The link keeps it: Copy link',
      )
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('before')
    await status.getByRole('button', { name: 'Copy the link instead' }).click()
    await expect.poll(() => status.textContent()).toBe('Link copied.')
    const link = await page.evaluate(() => navigator.clipboard.readText())
    const url = new URL(link)
    expect(parseState(url.search, url.hash).bytes).toBe('61 ED A0 80 62')
    await done(page)
    // Text without one is copied as before.
    const plain = await playground.open(
      `#v1&view=decode&bytes=${encodeBase64(new TextEncoder().encode('61 C3 A9'), true)}`,
    )
    await plain.getByRole('button', { name: 'Copy the utf-8 text', exact: true }).click()
    await expect.poll(() => plain.locator('#copy-status').textContent()).toBe('Copied: the utf-8 text')
    expect(await plain.evaluate(() => navigator.clipboard.readText())).toBe('aé')
    await done(plain)
  })
})

/** The Encode view of some text (its link). */
const encodeLink = (input: string) => formatState({ ...DEFAULT_STATE, input })

describe('teaching the bits', () => {
  test('the toggle shows Barber’s letters or the real bits: é in UTF-8 is 11000011 10101001', async () => {
    const page = await playground.open(encodeLink('Hé'))
    const diagram = card(page, 'utf-8').locator('.diagrams > li').nth(1).locator('.diagram')
    expect(await diagram.textContent()).toBe("wwz0'0011 wz10'1001")
    // The toggle is folded with the trace on a fresh page: one line, a disclosure control.
    expect(await page.getByLabel('the real bits').isVisible()).toBe(false)
    await openTeach(page)
    await openCard(page, 'utf-8')
    expect(await diagram.isVisible()).toBe(true)
    await page.getByLabel('the real bits').check()
    await expect.poll(() => diagram.textContent()).toBe('11000011 10101001')
    expect(await diagram.locator('.bit.structure').allTextContents()).toEqual(['110', '10'])
    expect(await diagram.locator('.bit.data').allTextContents()).toEqual(['00011', '101001'])
    // Structure bits differ by more than colour: they are underlined.
    expect(
      await diagram
        .locator('.bit.structure')
        .first()
        .evaluate((el) => getComputedStyle(el).textDecorationLine),
    ).toBe('underline')
    expect(await page.locator('.legend-bits').isVisible()).toBe(true)
    expect(await page.locator('.legend-letters').isVisible()).toBe(false)
    // Every scheme follows; CESU-8's 😀 halves too.
    expect(
      await card(page, 'utf-8-hunk-8').locator('.diagrams > li').nth(1).locator('.diagram').textContent(),
    ).toBe('11000011 10101001')
    await page.getByLabel('Barber’s letters'.replace('’', "'")).check()
    await expect.poll(() => diagram.textContent()).toBe("wwz0'0011 wz10'1001")
    await done(page)
  })

  test('diagrams are spoken unit by unit, in the page and in Chromium’s accessibility tree', async () => {
    const page = await playground.open(encodeLink('Hé€'))
    await openCard(page, 'utf-8')
    const diagram = card(page, 'utf-8').locator('.diagrams > li').nth(1).locator('.diagram')
    expect(await diagram.getAttribute('aria-label')).toBe(
      'byte 1: structure bits 110, data bits 00011; byte 2: structure bits 10, data bits 101001',
    )
    expect(
      await card(page, 'utf-8')
        .locator('.diagrams > li')
        .nth(2)
        .locator('.diagram')
        .getAttribute('aria-label'),
    ).toBe(
      'byte 1: structure bits 1110, data bits 0010; byte 2: structure bits 10, data bits 000010; byte 3: structure bits 10, data bits 101100',
    )
    expect(
      await card(page, 'utf-8-hunk-8')
        .locator('.diagrams > li')
        .nth(0)
        .locator('.diagram')
        .getAttribute('aria-label'),
    ).toMatch(/^hunk 1: /)
    const cdp = await page.context().newCDPSession(page)
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { role?: { value: string }; name?: { value: string } }[]
    }
    await cdp.detach()
    const names = nodes.filter((n) => n.role?.value === 'image').map((n) => n.name?.value)
    expect(names).toContain(
      'byte 1: structure bits 110, data bits 00011; byte 2: structure bits 10, data bits 101001',
    )
    expect(names.some((n) => /[wz]{2}/.test(n ?? ''))).toBe(false)
    await done(page)
    // The Decode view's offending sequences too, in the scheme's own units.
    const decode = await playground.open(
      `#v1&view=decode&bytes=${encodeBase64(new TextEncoder().encode('C3 41'), true)}`,
    )
    const offending = (id: string) =>
      decode
        .locator(`.verdict[data-scheme="${id}"] [data-role="offending"] .diagram`)
        .getAttribute('aria-label')
    expect(await offending('utf-8')).toBe('byte 1: structure bits 110, data bits 00011')
    expect(await offending('utf-8-hunk-8')).toBe('hunk 1: structure bits 110, data bits 00011')
    await done(decode)
  })

  test('one character traced: each data bit of é’s code point, by weight and colour, to its place in the bytes', async () => {
    const page = await playground.open(encodeLink('Hé'))
    await openTeach(page)
    const trace = page.locator('#trace-result')
    // The first character beyond ASCII is chosen; UTF-8 is the first scheme.
    expect(await page.locator('#trace-char').inputValue()).toBe('1')
    expect(await page.locator('#trace-scheme').inputValue()).toBe('utf-8')
    const cells = (selector: string) =>
      trace.locator(selector).evaluate((row) =>
        [...row.querySelectorAll('.tbit')].map((el) => {
          const style = getComputedStyle(el)
          return {
            bit: el.firstChild?.textContent,
            weight: el.getAttribute('data-weight'),
            unit: el.getAttribute('data-unit'),
            colour:
              el.getAttribute('data-weight') === null ? null : `${style.color} on ${style.backgroundColor}`,
          }
        }),
      )
    const value = await cells('[data-role="value-bits"]')
    const units = await cells('[data-role="unit-bits"]')
    // U+00E9 = 000 1110 1001: 11 data bits, 10 to 6 into byte 1, 5 to 0 into byte 2.
    expect(value.map((c) => c.bit).join('')).toBe('00011101001')
    expect(value.map((c) => c.weight)).toEqual(['10', '9', '8', '7', '6', '5', '4', '3', '2', '1', '0'])
    expect(value.map((c) => c.unit)).toEqual(['0', '0', '0', '0', '0', '1', '1', '1', '1', '1', '1'])
    expect(units.map((c) => c.bit).join('')).toBe('1100001110101001')
    // Every data bit in the bytes is the value's bit of the same weight, in the same colour.
    const data = units.filter((c) => c.weight !== null)
    expect(data).toEqual(value)
    expect(new Set(value.map((c) => c.colour)).size).toBe(2)
    expect(await trace.locator('[data-role="value-bits"] .tdest').allTextContents()).toEqual([
      '→ byte 1',
      '→ byte 2',
    ])
    expect(await trace.locator('[data-role="spoken"]').textContent()).toBe(
      'byte 1 (C3): structure bits 110, data bits 00011, bits 10–6 of the value; byte 2 (A9): structure bits 10, data bits 101001, bits 5–0 of the value.',
    )
    // Another scheme, from the list: Corrected UTF-8 stores U+00E9 − 160.
    await page.locator('#trace-scheme').selectOption('corrected-utf-8')
    await expect
      .poll(() => trace.locator('.trace-caption').first().textContent())
      .toContain('the stored value 73')
    // CESU-8's 😀: two sequences, the surrogates' bits.
    await page.locator('#encode-input').fill('😀')
    await page.locator('#trace-scheme').selectOption('cesu-8')
    await expect.poll(() => trace.locator('.trace-sequence').count()).toBe(2)
    expect(await trace.locator('.trace-caption').first().textContent()).toContain(
      'the high surrogate U+D83D in binary',
    )
    await done(page)
  })

  test('every scheme says what it is and links its package README and source document', async () => {
    const page = await playground.open(encodeLink('é😀'))
    const cards = page.locator('.card')
    const count = await cards.count()
    expect(count).toBe(19)
    for (let i = 0; i < count; i++) {
      const about = cards.nth(i).locator('[data-role="about"]')
      expect(
        (await about.textContent())?.length ?? 0,
        (await cards.nth(i).getAttribute('data-scheme')) ?? '',
      ).toBeGreaterThan(40)
      expect(await about.locator('a[data-role="package"]').getAttribute('href')).toMatch(
        /^https:\/\/www\.npmjs\.com\/package\/@utf8x\/(utf8-classic|utf8-eight-byte|utf8-infinity|corrected-utf8)$/,
      )
      expect(await about.locator('[data-role="source"]').textContent()).not.toBe('')
    }
    const line = (id: string) => card(page, id).locator('[data-role="about"]').textContent()
    expect(await line('cesu-8')).toContain('Used by Oracle and SAP HANA.')
    expect(await line('mutf-8')).toContain('Used in Java class files, JNI and DataInput/DataOutput.')
    expect(await line('wtf-8')).toContain('Used by Rust’s OsString on Windows.')
    const source = (id: string) => card(page, id).locator('a[data-role="source"]').getAttribute('href')
    expect(await source('utf-8')).toBe('https://www.rfc-editor.org/rfc/rfc3629')
    expect(await source('utf-8-rfc2279')).toBe('https://www.rfc-editor.org/rfc/rfc2279')
    expect(await source('cesu-8')).toBe('https://www.unicode.org/reports/tr26/')
    expect(await source('wtf-8')).toBe('https://simonsapin.github.io/wtf-8/')
    expect(await source('mutf-8')).toBe(
      'https://docs.oracle.com/javase/8/docs/api/java/io/DataInput.html#modified-utf-8',
    )
    // Barber's, Bishop and Cook's and the Corrected UTF-8 documents have no public address in the
    // copies the packages were written from: the link goes to the package README (in the repository)
    // that cites the document and gives its rules, and says so.
    const readme = 'https://github.com/utf8x/utf8x/blob/main/packages/'
    const barber = `${readme}utf8-eight-byte/README.md`
    for (const id of ['utf-8-eight-byte', 'utf-8-seven-byte', 'utf-8-65', 'utf-8-hunk-1', 'utf-8-hunk-9']) {
      expect(await source(id), id).toBe(barber)
      expect(await card(page, id).locator('a[data-role="source"]').textContent(), id).toBe(
        'Dave Barber, “Extending UTF-8 to eight bytes” (2020), as the package README cites it',
      )
    }
    expect(await source('utf-infinity-8')).toBe(`${readme}utf8-infinity/README.md`)
    expect(await source('corrected-utf-8')).toBe(`${readme}corrected-utf8/README.md#the-scheme`)
    expect(await card(page, 'corrected-utf-8').locator('a[data-role="source"]').textContent()).toBe(
      '“Corrected UTF-8” (2022), as the package README cites it',
    )
    // Every card links a document; each repository link names a README of this repository, and its
    // section is one of that README's headings (GitHub's anchors: lower case, spaces as hyphens).
    const hrefs = await page
      .locator('.card a[data-role="source"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))
    expect(hrefs.length).toBe(19)
    for (const href of hrefs.filter((h) => h.startsWith(readme))) {
      const [path = '', anchor] = href.slice(readme.length).split('#')
      const text = readFileSync(new URL(`../../../packages/${path}`, import.meta.url), 'utf8')
      expect(text, href).toMatch(/Barber|Bishop|Corrected UTF-8/)
      if (anchor !== undefined) {
        const anchors = [...text.matchAll(/^#+ (.*)$/gm)].map((m) =>
          (m[1] ?? '')
            .toLowerCase()
            .replace(/[^\p{L}\p{N} -]/gu, '')
            .replace(/ /g, '-'),
        )
        expect(anchors, href).toContain(anchor)
      }
    }
    // The line and the links are folded in the card, under a disclosure control that names the scheme.
    const detail = card(page, 'cesu-8').locator('details.card-detail')
    expect(await detail.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false)
    expect(await detail.locator('summary').textContent()).toBe('About cesu-8, and its bits of 1 character')
    expect(await card(page, 'cesu-8').locator('a[data-role="source"]').isVisible()).toBe(false)
    await detail.locator('summary').click()
    expect(await card(page, 'cesu-8').locator('a[data-role="source"]').isVisible()).toBe(true)
    expect(await card(page, 'utf-8').locator('a[data-role="package"]').getAttribute('href')).toBe(
      'https://www.npmjs.com/package/@utf8x/utf8-classic',
    )
    await done(page)
  })

  test('the header says what utf8x is and links the repository, the packages and the command', async () => {
    const page = await playground.open()
    expect(await page.locator('#about-utf8x').textContent()).toContain(
      'utf8x is a set of TypeScript packages',
    )
    const links = await page
      .locator('.page-header a')
      .evaluateAll((as) =>
        as.map((a) => [a.textContent?.replace(/\s+/g, ' ').trim(), a.getAttribute('href')]),
      )
    expect(links).toEqual([
      ['Repository', 'https://github.com/utf8x/utf8x'],
      ['Packages (@utf8x/codecs has every scheme)', 'https://www.npmjs.com/package/@utf8x/codecs'],
      ['The command, utf8x', 'https://www.npmjs.com/package/@utf8x/cli'],
    ])
    await done(page)
  })

  test('screenshots: desktop and phone, light and dark, real bits and a trace; nothing scrolls sideways', async () => {
    for (const [size, viewport] of Object.entries(SIZES)) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const page = await playground.open(encodeLink('Hé€😀'), { viewport, colorScheme })
        await openTeach(page)
        await openCard(page, 'utf-8')
        await openCard(page, 'cesu-8')
        await page.getByLabel('the real bits').check()
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow, `${size} ${colorScheme}`).toBeLessThanOrEqual(0)
        await page.screenshot({ path: `${RESULTS}bits-${size}-${colorScheme}.png`, fullPage: true })
        await page.locator('.trace-panel').screenshot({ path: `${RESULTS}trace-${size}-${colorScheme}.png` })
        await done(page)
      }
    }
  })
})
