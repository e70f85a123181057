/**
 * A progress bar on standard error, for long work only: when standard error is a terminal and the input
 * is a file of at least {@link PROGRESS_MIN_BYTES}. Nothing is ever drawn when standard error is piped or
 * redirected, so logs and pipelines get no control characters.
 *
 * @module
 */

import type { Sink } from './_io.ts'

/** Inputs smaller than this (32 MiB) get no bar: the work is over before it would help. */
export const PROGRESS_MIN_BYTES = 32 << 20
/** At most one redraw per this many milliseconds. */
const INTERVAL = 100

const mib = (bytes: number): string => (bytes / (1 << 20)).toFixed(1)

/** A progress bar, or nothing: see the module doc. */
export class Progress {
  readonly #sink: Sink
  readonly #label: string
  readonly #total: number
  readonly #enabled: boolean
  #last = 0
  #drawn = false

  constructor(sink: Sink, label: string, total: number | null) {
    this.#sink = sink
    this.#label = label
    this.#total = total ?? 0
    this.#enabled = sink.isTTY === true && total !== null && total >= PROGRESS_MIN_BYTES
  }

  /** Whether a bar is drawn for this input. */
  get enabled(): boolean {
    return this.#enabled
  }

  /** Redraws the bar for `done` bytes (at most every 100 ms). */
  update(done: number): void {
    if (!this.#enabled) return
    const now = Date.now()
    if (now - this.#last < INTERVAL) return
    this.#last = now
    const fraction = Math.min(1, done / this.#total)
    const numbers = ` ${Math.floor(fraction * 100)}% ${mib(done)}/${mib(this.#total)} MiB`
    const room = Math.max(
      10,
      Math.min(40, (this.#sink.columns ?? 80) - this.#label.length - numbers.length - 4),
    )
    const filled = Math.round(fraction * room)
    const label = this.#label.length > 30 ? `…${this.#label.slice(-29)}` : this.#label
    this.#sink.write(`\r${label} [${'#'.repeat(filled)}${'.'.repeat(room - filled)}]${numbers}\x1b[K`)
    this.#drawn = true
  }

  /** Clears the bar. */
  end(): void {
    if (this.#drawn) this.#sink.write('\r\x1b[K')
    this.#drawn = false
  }
}
