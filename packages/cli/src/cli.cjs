#!/usr/bin/env node
/**
 * The executable (package.json's `bin`): a CommonJS file, which Node starts sooner than a module, so that
 * `utf8x --version` (alone) is answered here, from package.json, before any module is loaded (on Bun by
 * `Bun.write`, which needs no `node:fs`). Anything else, and a version that cannot be written, runs the
 * command's entry, cli.js (which says why).
 */
'use strict'

const argv = process.argv
if (argv.length === 3 && (argv[2] === '--version' || argv[2] === '-V')) writeVersion()
else run()

function run() {
  import('./cli.js')
}

/** Writes the version to standard output (file descriptor 1), or runs the command when that fails. */
function writeVersion() {
  try {
    const text = `${require('../package.json').version}\n`
    const bun = globalThis.Bun
    if (bun !== undefined) {
      bun.write(bun.stdout, text).then((written) => written === text.length || run(), run)
      return
    }
    const bytes = Buffer.from(text)
    if (require('node:fs').writeSync(1, bytes) !== bytes.length) run()
  } catch {
    run()
  }
}
