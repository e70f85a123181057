/**
 * Loads a JSON vector file from `test/vectors/`. Read with `JSON.parse` rather than imported, because the
 * bundler's JSON plugin rejects the lone-surrogate escapes (`"\ud800"`) that the string vectors need.
 */
import { readFileSync } from 'node:fs'

export function loadVectors<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(`./vectors/${name}`, import.meta.url), 'utf8')) as T
}
