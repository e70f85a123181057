// Every package's doc comments carry `@example` blocks that end in `console.assert`. This finds them in a
// package's `src/` and runs them with the package's exports in scope and `console.assert` made to throw,
// so every example in the docs is a test. Shared by the packages' test suites (not published).
import { readdirSync, readFileSync } from 'node:fs'

/** One `@example` block: where it stands, and its code (imports dropped). */
export interface DocExample {
  readonly name: string
  readonly code: string
}

/** The `@example` blocks of every `.ts` file of `sourceDir` (a `file:` URL ending in `/`). */
export function docExamples(sourceDir: URL): DocExample[] {
  const out: DocExample[] = []
  for (const file of readdirSync(sourceDir)
    .filter((f) => f.endsWith('.ts'))
    .sort()) {
    const text = readFileSync(new URL(file, sourceDir), 'utf8')
    let k = 0
    for (const match of text.matchAll(/@example\s*\n\s*\*\s*```ts\n([\s\S]*?)\n\s*\*\s*```/g)) {
      const code = (match[1] as string)
        .split('\n')
        .map((line) => line.replace(/^\s*\* ?/, ''))
        .filter((line) => !line.startsWith('import '))
        .join('\n')
      out.push({ name: `${file} #${++k}`, code })
    }
  }
  return out
}

/** Strips the TypeScript the examples use: non-null assertions (`x!.y`, `f()!`) and `as T` casts. */
function toJavaScript(code: string): string {
  return code
    .replace(/([\w)\]])!(?=[.),;\s\]]|$)/gm, '$1')
    .replace(/\s+as\s+[A-Z][\w.]*(?:<[^>]*>)?(?:\[\])?/g, '')
}

/**
 * Runs one example with `scope`'s names in scope. Resolves to the number of `console.assert` calls;
 * rejects on a failed assertion or an error.
 */
export async function runDocExample(example: DocExample, scope: Record<string, unknown>): Promise<number> {
  let asserted = 0
  const console = {
    assert(condition: unknown, ...message: unknown[]): void {
      asserted++
      if (!condition)
        throw new Error(`assertion failed in ${example.name}: ${message.join(' ')}\n${example.code}`)
    },
    log(): void {},
  }
  const names = Object.keys(scope).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'console')
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
    ...args: string[]
  ) => (...values: unknown[]) => Promise<void>
  await new AsyncFunction('console', ...names, toJavaScript(example.code))(
    console,
    ...names.map((n) => scope[n]),
  )
  return asserted
}

/** One import of a README example: the module and each `[imported, local]` name (types left out). */
export interface ExampleImport {
  readonly from: string
  readonly names: readonly (readonly [imported: string, local: string])[]
}

/**
 * An error a README's `ts` example shows a statement throwing: `f(x) // RangeError: …` on the same line,
 * or `f(x)` (or a `try` block ending in it) followed by `// DecodeError: …` on the next lines, each
 * following comment line continuing the message. A message shown as `… rest` stands for one that ends
 * in `rest`.
 */
export interface ShownError {
  /** Where it is shown: `README.md:61`. */
  readonly name: string
  /** The statement that throws, without its comment. */
  readonly statement: string
  /** The error's name as shown (`DecodeError`). */
  readonly error: string
  /** The message as shown. */
  readonly message: string
  /** The imports of its code block, which give the statement its names. */
  readonly imports: readonly ExampleImport[]
}

const SHOWN = /^(.*?)\/\/\s*(DecodeError|EncodeError|RangeError|TypeError):\s*(.*)$/
const COMMENT = /^\s*\/\/\s?(.*)$/

/** Every error shown in the `ts` code blocks of a Markdown text (`file` names it in {@link ShownError.name}). */
export function shownErrors(markdown: string, file: string): ShownError[] {
  const out: ShownError[] = []
  const lines = markdown.split('\n')
  for (let i = 0; i < lines.length; i++) {
    if (!/^```ts\s*$/.test(lines[i] as string)) continue
    const start = i + 1
    let end = start
    while (end < lines.length && !/^```\s*$/.test(lines[end] as string)) end++
    const block = lines.slice(start, end)
    const imports: ExampleImport[] = []
    for (const match of block.join('\n').matchAll(/import\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
      const names = (match[1] as string)
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== '' && !name.startsWith('type '))
        .map((name) => {
          const [imported, local] = name.split(/\s+as\s+/)
          return [imported as string, (local ?? imported) as string] as const
        })
      imports.push({ from: match[2] as string, names })
    }
    for (let k = 0; k < block.length; k++) {
      const match = SHOWN.exec(block[k] as string)
      if (match === null) continue
      const at = k
      let message = (match[3] as string).trim()
      while (
        k + 1 < block.length &&
        COMMENT.test(block[k + 1] as string) &&
        !SHOWN.test(block[k + 1] as string)
      )
        message += ` ${(COMMENT.exec(block[++k] as string)?.[1] ?? '').trim()}`
      let statement = (match[1] as string).trim()
      if (statement === '') {
        // The statement above the comment (the last one of a `try` block, when the comment is in `catch`).
        let j = start + at - 1
        while (j > start && /^\s*(?:\/\/.*|\}?\s*(?:catch\s*\(\w*\)\s*)?\{?\s*)$/.test(lines[j] as string))
          j--
        while (COMMENT.test(lines[j] as string) || (lines[j] as string).trim() === '') j--
        statement = (lines[j] as string).replace(/\s*\/\/.*$/, '').trim()
      }
      out.push({
        name: `${file}:${start + at + 1}`,
        statement: statement.replace(/^;/, ''),
        error: match[2] as string,
        message,
        imports,
      })
    }
    i = end
  }
  return out
}

/**
 * Runs a shown error's statement with its block's imports in scope (`modules` by specifier). Resolves to
 * what it threw, as `Name: message`, or to `no error` when it did not throw.
 */
export async function thrownBy(
  shown: ShownError,
  modules: Record<string, Record<string, unknown>>,
): Promise<string> {
  const scope: Record<string, unknown> = {}
  for (const { from, names } of shown.imports) {
    const module = modules[from]
    if (module === undefined) throw new Error(`${shown.name}: no module ${from} given`)
    for (const [imported, local] of names) scope[local] = module[imported]
  }
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
    ...args: string[]
  ) => (...values: unknown[]) => Promise<void>
  const names = Object.keys(scope)
  try {
    await new AsyncFunction(...names, toJavaScript(shown.statement))(...names.map((n) => scope[n]))
  } catch (error) {
    return error instanceof Error ? `${error.name}: ${error.message}` : `a thrown ${typeof error}`
  }
  return 'no error'
}

/** Whether `thrown` (`Name: message`) is what `shown` shows (`… rest` standing for any start). */
export function showsThrown(shown: ShownError, thrown: string): boolean {
  if (shown.message.startsWith('… '))
    return thrown.startsWith(`${shown.error}: `) && thrown.endsWith(shown.message.slice(2))
  return thrown === `${shown.error}: ${shown.message}`
}
