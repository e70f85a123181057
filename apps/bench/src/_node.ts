/**
 * What the runner needs from its host on Node, Bun and Deno: the machine (`node:os`), the corpora and the
 * results folder (`node:fs`). The Chromium page gets the same from its driver (`browser.ts`).
 *
 * @module
 */

import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import * as os from 'node:os'
import process from 'node:process'
import { pathToFileURL } from 'node:url'
import { UsageError } from './_args.ts'
import {
  CORPUS_FOLDERS,
  type CorpusFile,
  corporaFromFiles,
  isCorpusFile,
  type TextCorpus,
} from './_corpora.ts'
import { detectRuntime, type Environment, type Machine } from './_env.ts'
import type { OutputFile } from './_report.ts'

/** The corpora folder beside `src/` and `dist/`. */
export const CORPORA_DIR = new URL('../corpora/', import.meta.url)

/** The machine this process runs on. */
export function machine(): Machine {
  const cpus = os.cpus()
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    os: `${os.platform()} ${os.release()} ${os.arch()}`,
    loadAverage: os.loadavg()[0] ?? Number.NaN,
  }
}

/** The runtime running this process (Node, Bun or Deno) and the machine. */
export function environment(): Environment {
  return { ...detectRuntime(), ...machine(), date: new Date().toISOString() }
}

/** Every corpus file under `dir`. */
export function readCorpusFiles(dir: URL = CORPORA_DIR): CorpusFile[] {
  return Object.keys(CORPUS_FOLDERS).flatMap((folder) =>
    readdirSync(new URL(`${folder}/`, dir))
      .filter(isCorpusFile)
      .map((file) => ({ folder, file, bytes: readFileSync(new URL(`${folder}/${file}`, dir)) })),
  )
}

/** Reads every `*.utf8.txt` file under `dir`, sorted by name, strictly decoded. */
export function loadFileCorpora(dir: URL = CORPORA_DIR): TextCorpus[] {
  return corporaFromFiles(readCorpusFiles(dir))
}

/** Writes the files of a run into `dir`; returns their paths. */
export function writeFiles(dir: URL, files: readonly OutputFile[]): string[] {
  mkdirSync(dir, { recursive: true })
  return files.map((f) => {
    const url = new URL(f.name, dir)
    writeFileSync(url, f.text)
    return url.pathname
  })
}

/** Writes a run's files into `out`, or `results/<name>/` beside `dist/`; says where on stderr. */
export function saveFiles(out: string | undefined, name: string, files: readonly OutputFile[]): void {
  const dir = out
    ? pathToFileURL(`${out.replace(/\/?$/, '/')}`)
    : new URL(`../results/${name}/`, import.meta.url)
  const written = writeFiles(dir, files)
  process.stderr.write(`wrote ${written.length} files to ${dir.pathname}\n`)
}

/**
 * Runs a script's `main` and sets the exit status it returns; on a throw, 2 and the message (alone for a
 * bad command line, with the stack otherwise).
 */
export function runMain(main: () => Promise<number>): void {
  main().then(
    (code) => {
      process.exitCode = code
    },
    (error: unknown) => {
      const text =
        error instanceof UsageError
          ? `bench: ${error.message}`
          : error instanceof Error
            ? (error.stack ?? error.message)
            : String(error)
      process.stderr.write(`${text}\n`)
      process.exitCode = 2
    },
  )
}
