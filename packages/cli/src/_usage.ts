/**
 * Exit statuses and the errors that choose them.
 *
 * @module
 */

/** Everything went well: the input is well-formed, sorted, converted. */
export const EXIT_OK = 0
/** The data is not what was asked: ill-formed, not sorted, not convertible. */
export const EXIT_DATA = 1
/** The command could not look at the data: a usage error, a missing or unreadable file. */
export const EXIT_USAGE = 2

/** A mistake on the command line: shown with a pointer to `--help`, exit status 2. */
export class UsageError extends Error {}

/** A file that cannot be read or written: shown as is, exit status 2. */
export class FileError extends Error {
  constructor(
    readonly path: string,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message)
  }
}

/** Words an operating system error (`ENOENT`, `EACCES`...) for a person. */
export function fileError(path: string, error: unknown): FileError {
  const code = (error as { code?: unknown } | null)?.code
  const known = typeof code === 'string' ? code : undefined
  const why =
    known === 'ENOENT'
      ? 'no such file or directory'
      : known === 'EACCES' || known === 'EPERM'
        ? 'permission denied'
        : known === 'EISDIR'
          ? 'is a directory'
          : known === 'ENOTDIR'
            ? 'a part of the path is not a directory'
            : error instanceof Error
              ? error.message
              : String(error)
  return new FileError(path, known, `${path}: ${why}`)
}
