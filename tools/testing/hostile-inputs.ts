// Genuine typed arrays that run code of their own whenever a member is read: the prototype swapped for
// an object of accessors (the array still passes a constructor check, which it inherits), own accessors
// on the array itself, and a subclass. Each accessor runs `hook` (which, in the tests, runs other codec
// operations that fill the shared scratch memory) and then gives the built-in member, so the array holds
// and reports the same bytes as a plain copy: whatever a codec answers for it must be what it answers for
// that copy. Shared by the packages' suites.

/** The members of a typed array that a codec could read or call. */
const MEMBERS: readonly PropertyKey[] = [
  'length',
  'byteLength',
  'byteOffset',
  'buffer',
  'subarray',
  'slice',
  'set',
  'at',
  'indexOf',
  'lastIndexOf',
  'includes',
  'fill',
  'copyWithin',
  'every',
  'some',
  'forEach',
  'map',
  'join',
  'values',
  'entries',
  'keys',
  Symbol.iterator,
]

/** Defines each of {@link MEMBERS} on `target` as an accessor that runs `hook`, then gives `base`'s member. */
function hookMembers(target: object, base: object, hook: () => void): void {
  for (const key of MEMBERS) {
    Object.defineProperty(target, key, {
      configurable: true,
      get(this: object) {
        hook()
        return Reflect.get(base, key, this) as unknown
      },
    })
  }
}

/** One hostile input, named for the test title. */
export interface HostileInput<T extends Uint8Array | Uint16Array> {
  readonly name: string
  readonly input: T
}

/**
 * `units` (bytes or hunks) as hostile arrays whose every member runs `hook` first: prototype swapped,
 * own accessors, and a subclass (whose species runs `hook` too). Each is a new copy.
 */
export function hostileInputs<T extends Uint8Array | Uint16Array>(
  units: T,
  hook: () => void,
): HostileInput<T>[] {
  const Base = units.constructor as Uint8ArrayConstructor | Uint16ArrayConstructor
  const copy = (): T => new Base(units) as T
  const swapped = copy()
  const prototype = Object.create(Base.prototype) as object
  hookMembers(prototype, Base.prototype, hook)
  Object.setPrototypeOf(swapped, prototype)
  const own = copy()
  hookMembers(own, Base.prototype, hook)
  class Hostile extends (Base as Uint8ArrayConstructor) {
    static get [Symbol.species]() {
      hook()
      return Base
    }
  }
  hookMembers(Hostile.prototype, Base.prototype, hook)
  const sub = new Hostile(units.length)
  Base.prototype.set.call(sub, units as never)
  return [
    { name: 'prototype swapped', input: swapped },
    { name: 'own accessors', input: own },
    { name: 'subclass', input: sub as unknown as T },
  ]
}

/** What a call gave: its value, or the error it threw (class name, message and facts). */
export type Outcome = { value: unknown } | { error: Record<string, unknown> }

/** Runs `run` and describes what it gave, so that two runs can be compared with `toEqual`. */
export function outcome(run: () => unknown): Outcome {
  try {
    return { value: plainValue(run()) }
  } catch (error) {
    const { name, message, kind, offset, end } = error as Record<string, unknown>
    return { error: { name, message, kind, offset, end } }
  }
}

/**
 * A value as one string (cheap to compare, even for a long array): typed arrays by their units (their class
 * and the memory they view set aside), iterators spread, BigInts with an `n`.
 */
function plainValue(value: unknown): unknown {
  let plain = value
  if (ArrayBuffer.isView(value)) plain = [...(value as Uint8Array)]
  else if (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as Iterator<unknown>).next === 'function'
  )
    plain = [...(value as IterableIterator<unknown>)]
  return JSON.stringify(plain, (_key, item: unknown) => (typeof item === 'bigint' ? `${item}n` : item))
}
