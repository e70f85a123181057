/**
 * Options arguments of every codec: an object of known own keys, `fatal` strict unless `false`; anything
 * else is a `TypeError` naming the option.
 *
 * @module
 */

import { describeValue } from './args.ts'

/** Checks an options argument: `undefined` or an object (a `null` or a primitive is a `TypeError`). */
export function checkOptions<T extends object>(options: unknown, name = 'options'): T | undefined {
  if (options === undefined) return undefined
  if (options === null || typeof options !== 'object') {
    throw new TypeError(`The "${name}" argument must be an object, received ${describeValue(options)}`)
  }
  return options as T
}

/**
 * Reads `fatal`: `true`, `false` or absent (strict). Not by truthiness as `TextDecoder` does: strict is
 * our default, so `0`, `''`, `null` or `'false'` must not silently mean either.
 *
 * @throws {TypeError} naming `options.fatal` for any value but `true`, `false` and `undefined`
 */
function readFatal(options: { fatal?: unknown }): boolean {
  const fatal = options.fatal
  if (fatal === false) return false
  if (fatal === undefined || fatal === true) return true
  throw new TypeError(
    `The "options.fatal" option must be true, false or undefined, received ${describeValue(fatal)}${typeof fatal === 'string' || typeof fatal === 'number' ? ` (${JSON.stringify(fatal).slice(0, 40)})` : ''}`,
  )
}

/**
 * Reads the `fatal` option: strict (`true`) unless `fatal: false` is given (see {@link readOptions}).
 *
 * @throws {TypeError} when `options` is not an object, or `fatal` is not `true`, `false` or `undefined`
 */
export function isFatal(options: { fatal?: boolean } | undefined): boolean {
  const checked = checkOptions<{ fatal?: unknown }>(options)
  return checked === undefined || readFatal(checked)
}

/** The option names every decoding method takes (`decode`, `decodeCodePoints`, `createDecoder`, …). */
export const DECODE_OPTION_NAMES: readonly string[] = /* @__PURE__ */ Object.freeze(['fatal', 'ignoreBOM'])

/** The option names every encoding method takes (`encode`, `encodeInto`, the encoder classes). */
export const ENCODE_OPTION_NAMES: readonly string[] = /* @__PURE__ */ Object.freeze(['fatal'])

/** The option names of one incremental `decode(chunk, options)` call, as with `TextDecoder`. */
export const STREAM_OPTION_NAMES: readonly string[] = /* @__PURE__ */ Object.freeze(['stream'])

/**
 * Checks a method's options: `undefined` or an object whose own keys are all in `known`.
 *
 * @param known - the option names the method takes
 * @param method - what to name in the error for an unknown option, e.g. `utf-8 decode`
 * @throws {TypeError} when `options` is not an object, or has an unknown key (named)
 */
export function checkOptionNames<T extends object>(
  options: unknown,
  known: readonly string[],
  method: string,
): T | undefined {
  const checked = checkOptions<T>(options)
  if (checked === undefined) return undefined
  // `for…in` allocates nothing (Object.keys would); only own keys count, as with Object.keys.
  for (const key in checked) {
    if (!known.includes(key) && Object.hasOwn(checked, key)) {
      const shown = key.length > 40 ? `${key.slice(0, 40)}…` : key
      throw new TypeError(
        `The "options" argument of ${method} has an unknown option "${shown}" (known: ${known.join(', ')})`,
      )
    }
  }
  return checked
}

/**
 * {@link checkOptionNames}, then reads `fatal` (`true`, `false` or absent: strict). The method reads its
 * other options itself (`stream` and `ignoreBOM` by truthiness, as `TextDecoder` does).
 *
 * @returns `fatal`
 * @throws {TypeError} when `options` is not an object, has an unknown key, or a `fatal` that is not
 *   `true`, `false` or `undefined`
 * @example
 * ```ts
 * console.assert(readOptions(undefined, DECODE_OPTION_NAMES, 'decode') === true)
 * console.assert(readOptions({ fatal: false }, DECODE_OPTION_NAMES, 'decode') === false)
 * let message = ''
 * try { readOptions({ fatel: false }, DECODE_OPTION_NAMES, 'decode') } catch (e) { message = (e as Error).message }
 * console.assert(message.includes('"fatel"'))
 * ```
 */
export function readOptions(options: unknown, known: readonly string[], method: string): boolean {
  const checked = checkOptionNames<{ fatal?: unknown }>(options, known, method)
  return checked === undefined || readFatal(checked)
}

/** The options a method sees when it is given none (one frozen object, not one per call). */
export const NO_OPTIONS: Readonly<Record<string, never>> = /* @__PURE__ */ Object.freeze({})
