/**
 * The cheapest test for a genuine `Uint8Array` on each engine, for a fast path that hands the caller's
 * array to the runtime's decoder as it is (which reads its internal slots). Every other route gets a plain
 * view made by core's `viewBytes` (views.ts), which reads a caller's typed array through its internal
 * slots only: a plain-looking array may have own accessors or a swapped prototype.
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
 * Whether `value` is a plain `Uint8Array` (the common case), by the cheapest exact
 * test on each engine (core's README, "Argument checks", has the times): V8 reads the element type through the built-in
 * getter quickly, JavaScriptCore (Bun) does not, so there `isView` (false for a Proxy), the prototype's
 * `constructor` (a subclass has its own) and `byteLength === length` (false for a wider view given
 * Uint8Array's prototype) stand for it. Its members are not to be trusted even then (an own accessor
 * passes): read it through its internal slots.
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

/**
 * Whether `value` is a genuine `Uint8Array` (of any class or realm) that the runtime's decoder can be given
 * as it is, by the cheapest test on each engine: on V8 the built-in `Symbol.toStringTag` getter alone (a
 * `Buffer` passes), on Bun {@link isPlainBytes}. The caller then reads it through its internal slots only.
 */
export const isGenuineBytes: (value: unknown) => value is Uint8Array =
  runtime === 'bun'
    ? isPlainBytes
    : (value): value is Uint8Array => typedArrayName.call(value) === 'Uint8Array'
