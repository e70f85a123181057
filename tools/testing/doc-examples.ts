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
