/**
 * Exit statuses and the errors that choose them.
 *
 * @module
 */

/** Everything went well: the input is well-formed, sorted, converted. */
export const EXIT_OK = 0
/** The data is not what was asked: ill-formed, not sorted, not convertible. */
export const EXIT_DATA = 1
/**
 * The command could not look at the data or give its answer: a usage error, a missing or unreadable file,
 * an output that cannot be written (a full disk, a standard output that cannot be written).
 */
export const EXIT_USAGE = 2

/** A mistake on the command line: shown with a pointer to `--help`, exit status 2. */
export class UsageError extends Error {}

/** A file that cannot be read or written: shown as is, exit status 2. */
export class FileError extends Error {
  constructor(
    readonly path: string,
    readonly code: string | undefined,
    /** What is wrong with it, in words: `no such file or directory`. */
    readonly reason: string,
  ) {
    super(`${printable(path)}: ${reason}`)
  }
}

/**
 * Standard output (or another stream the command writes its answer to) cannot be written: shown as is,
 * exit status 2. Not a {@link FileError}, so that a command going on past a file it cannot read stops here.
 */
export class OutputError extends Error {}

/**
 * Text from the command line or a file name, safe to show on a terminal: control characters (C0, DEL,
 * C1), which a terminal would obey (`ESC ] 0 ; … BEL` sets its title), as `\xHH`.
 */
export function printable(text: string): string {
  return text.replace(
    /[\x00-\x1f\x7f-\x9f]/g,
    (c) => `\\x${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  )
}

/** Operating system errors in words. */
const REASONS: Record<string, string> = {
  EISDIR: 'is a directory',
  ENOTDIR: 'a part of the path is not a directory',
  ENOSPC: 'no space left on device',
  EDQUOT: 'disk quota exceeded',
  EFBIG: 'file too large',
  EIO: 'input/output error',
  EBADF: 'bad file descriptor',
  EROFS: 'read-only file system',
  ENXIO: 'no such device or address',
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
        : known !== undefined && Object.hasOwn(REASONS, known)
          ? (REASONS[known] as string)
          : error instanceof Error
            ? error.message
            : String(error)
  return new FileError(path, known, why)
}
