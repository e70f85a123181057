/**
 * The cheapest exact test for a plain `Uint8Array` on each engine: the common input of every decoder,
 * passed on as it is. Anything it refuses gets the exact checks of core's `viewBytes` (views.ts), which
 * read a caller's typed array through its internal slots only.
 *
 * @module
 */

import { runtime } from './runtime.ts'

/**
 * The built-in `Symbol.toStringTag` getter of typed arrays, captured when core loads: called on a value,
 * the element type of a genuine typed array (whatever its class or realm), else `undefined` (a `Proxy`
 * too). Shared with views.ts.
 */
export const typedArrayName = /* @__PURE__ */ slotGetter<string | undefined>(
  /* @__PURE__ */ Object.getPrototypeOf(Uint8Array.prototype) as object,
  Symbol.toStringTag,
)

/** The built-in getter of `key` on `prototype` (an internal slot's reader), captured once. */
export function slotGetter<T>(prototype: object, key: string | symbol): (this: unknown) => T {
  return (Object.getOwnPropertyDescriptor(prototype, key) as PropertyDescriptor).get as (this: unknown) => T
}

/**
 * Whether `value` is a plain `Uint8Array` (the common case, passed on as it is), by the cheapest exact
 * test on each engine (core's README, "Argument checks", has the times): V8 reads the element type through the built-in
 * getter quickly, JavaScriptCore (Bun) does not, so there `isView` (false for a Proxy), the prototype's
 * `constructor` (a subclass has its own) and `byteLength === length` (false for a wider view given
 * Uint8Array's prototype) stand for it. Anything it refuses gets the exact checks of `viewBytes`.
 *
 * @example
 * ```ts
 * console.assert(isPlainBytes(new Uint8Array(2)) && !isPlainBytes(new Proxy(new Uint8Array(2), {})))
 * ```
 */
export const isPlainBytes: (value: unknown) => value is Uint8Array =
  runtime === 'bun'
    ? (value): value is Uint8Array =>
        ArrayBuffer.isView(value) &&
        (value as object).constructor === Uint8Array &&
        value instanceof Uint8Array &&
        value.byteLength === value.length
    : (value): value is Uint8Array =>
        typedArrayName.call(value) === 'Uint8Array' && (value as Uint8Array).constructor === Uint8Array
