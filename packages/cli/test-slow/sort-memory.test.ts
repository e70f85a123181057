// `utf8x sort` of a file of 1 M lines (about 48 MB) holds little more than the sixteenth of it that it
// sorts at a time: the BUILT command's peak resident memory, sampled from /proc every 10 ms, stays within
// 40 MiB of its peak on a file of two lines (the runtime and the command). The memory of the runs sent to
// disk is reused for the next pieces: when each piece took new memory (a run's buffer the size of its own
// lines, too small for a longer piece), the peak was 53 MiB over it on Node 20 and 45 on Node 26
// (2026-11-28), 25 and 27–31 MiB after. Node only: Bun's and Deno's heaps grow by other rules. Linux only
// (/proc).
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url))
const MiB = 1 << 20
const ALLOWED_GROWTH = 40 * MiB

const here = mkdtempSync(join(tmpdir(), 'utf8x-sort-memory-'))
afterAll(() => rmSync(here, { recursive: true, force: true }))

/** Resident bytes of a process. */
function rss(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Number(match[1]) * 1024 : 0
  } catch {
    return 0
  }
}

/** `count` lines of 8 to 80 letters, Latin and Cyrillic, from a fixed seed (xorshift). */
function lines(count: number): Buffer {
  let state = 0x2545f491
  const next = () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return state >>> 0
  }
  const letters = [...'abcdefghijklmnopqrstuvwxyzабвгдежзийклмнопрстуфхцчшщ ']
  const out: string[] = []
  for (let i = 0; i < count; i++) {
    let line = ''
    for (let k = 8 + (next() % 73); k > 0; k--) line += letters[next() % letters.length]
    out.push(line)
  }
  return Buffer.from(`${out.join('\n')}\n`)
}

/** Sorts `file` with the built command (output to /dev/null); its status and peak resident memory. */
function sorted(file: string): Promise<{ status: number | null; stderr: string; peak: number }> {
  const child = spawn(process.execPath, [cli, 'sort', file], { stdio: ['ignore', 'ignore', 'pipe'] })
  let peak = 0
  const timer = setInterval(() => {
    if (child.pid !== undefined) peak = Math.max(peak, rss(child.pid))
  }, 10)
  let stderr = ''
  child.stderr.setEncoding('utf8').on('data', (data: string) => (stderr += data))
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (status) => {
      clearInterval(timer)
      resolve({ status, stderr, peak })
    })
  })
}

describe.skipIf(!existsSync('/proc/self/status'))('sort in bounded memory', () => {
  it('1 M lines take little more memory than two', async () => {
    expect(existsSync(cli), 'run pnpm build first').toBe(true)
    const big = join(here, 'lines.txt')
    writeFileSync(big, lines(1_000_000))
    const two = join(here, 'two.txt')
    writeFileSync(two, 'b\na\n')
    const small = await sorted(two)
    const large = await sorted(big)
    expect([large.status, large.stderr, small.status]).toEqual([0, '', 0])
    const mib = (bytes: number) => (bytes / MiB).toFixed(1)
    console.log(`node: peak RSS ${mib(small.peak)} MiB on two lines, ${mib(large.peak)} MiB on 1 M lines`)
    expect(large.peak - small.peak).toBeLessThan(ALLOWED_GROWTH)
  })
})
