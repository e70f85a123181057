// What a call throws, for tests that check the error's class, kind and offset (fails when it returns).

/** What `run` throws; an `Error` saying so when it returns instead. */
export function thrown(run: () => unknown): Error {
  try {
    run()
  } catch (error) {
    return error as Error
  }
  throw new Error('expected a throw')
}
