// What the generators (build-wasm.mjs, build-tables.mjs) share: bringing one generated file up to date,
// or with `--check` only saying that it is not.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'

/**
 * Writes `text` to `target` when it differs from what is there, or, with `check`, says that `target` is
 * out of date (and the `command` that regenerates it) instead, on `out.error` (`out.log` says what was
 * written). Returns whether it was out of date.
 */
export function updateGenerated(target, text, { check, command, out = console }) {
  const current = existsSync(target) ? readFileSync(target, 'utf8') : ''
  if (current === text) return false
  if (check) {
    out.error(`out of date: ${target} (run ${command})`)
  } else {
    writeFileSync(target, text)
    out.log(`wrote ${target}`)
  }
  return true
}
