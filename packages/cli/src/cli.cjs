#!/usr/bin/env node
/**
 * The executable (package.json's `bin`): a CommonJS file, which Node starts sooner than a module, so that
 * `utf8x --version` (alone) is answered here, from package.json, before any module is loaded. Anything
 * else, and a version that cannot be written, runs the command's entry, cli.js (which says why).
 */
'use strict'

const argv = process.argv
const quick = argv.length === 3 && (argv[2] === '--version' || argv[2] === '-V')
if (!(quick && writeVersion())) import('./cli.js')

/** Writes the version to file descriptor 1: false when that fails. */
function writeVersion() {
  try {
    const bytes = Buffer.from(`${require('../package.json').version}\n`)
    return require('node:fs').writeSync(1, bytes) === bytes.length
  } catch {
    return false
  }
}
