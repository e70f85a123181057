#!/usr/bin/env node
// The dependency rules of the workspace, checked three ways:
// - manifests: a scheme package's only runtime dependency is @utf8x/core (@utf8x/codecs, the registry,
//   may also depend on the published scheme packages); core has none; apps are private. A published
//   program (NODE_APPS: the `utf8x` command) may depend on any published library package, nothing else.
// - source imports: what each packages/*/src/**/*.ts may import (relative files inside its own src/,
//   with their .ts; @utf8x/core and its declared subpaths; no Node builtin, except in NODE_APPS; nothing
//   outside the manifest). A package that imports @utf8x/core/internal depends on core's exact version
//   (`workspace:*`), since internal may change in any release of core.
// - the fast/ fence: outside a directory named fast/, no WebAssembly, no TextDecoder/TextEncoder
//   construction, no runtime check, no module-level `let`/`var` (issue #18, "Speed behind one door");
//   and the door: outside fast/, a file imports from fast/ only its `index.ts` (issue #35, "One door").
// Sources are read token by token (comments, strings and template text never match a rule), not by a
// TypeScript parse: the tokenizer is small, has no dependency and is tested on its own.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join, posix } from 'node:path'
import { fileURLToPath } from 'node:url'

const CORE = '@utf8x/core'
const CODECS = '@utf8x/codecs'
/** The subpath of core being added in #18 for what scheme packages need that is not contract. */
const CORE_INTERNAL = `${CORE}/internal`

/**
 * Published packages that are programs, not libraries, by folder: each may import Node's builtins
 * (`node:fs`, `node:process`…) and use the `process` global, since it runs on Node, Bun and Deno (which
 * all provide them) and never in a browser or a bundle; and it may depend on the published library
 * packages. "Web standards only" is the rule for library code, which apps and users import.
 * @type {Record<string, { name: string, reason: string }>}
 */
export const NODE_APPS = {
  'packages/cli': {
    name: '@utf8x/cli',
    reason: 'the utf8x command reads files and standard streams and sets its exit status through Node APIs',
  },
}
const NODE_APP_NAMES = new Set(Object.values(NODE_APPS).map((app) => app.name))

/**
 * Files of today's tree that break the fast/ fence, each with the kinds of rule it may break and why.
 * TEMPORARY: issue #18 moves this code behind the fast/ door; the lead empties this list at merge. An
 * entry that no longer matches a violation is itself a problem, so the list can only shrink.
 * @type {Record<string, { rules: string[], reason: string }>}
 */
export const TEMPORARY_FENCE_ALLOWANCES = {}

/**
 * The problems of a set of workspace manifests (none when the rules hold).
 * @param {{ dir: string, manifest: Record<string, any> }[]} packages
 * @returns {string[]}
 */
export function dependencyProblems(packages) {
  const problems = []
  const schemes = publishedSchemes(packages)
  for (const { dir, manifest } of packages) {
    const name = manifest.name ?? dir
    const isApp = dir.startsWith('apps/')
    if (isApp) {
      if (manifest.private !== true) problems.push(`${name}: apps are private ("private": true)`)
      continue
    }
    if (manifest.private === true) problems.push(`${name}: a published package must not be private`)
    for (const field of [
      'peerDependencies',
      'optionalDependencies',
      'bundleDependencies',
      'bundledDependencies',
    ]) {
      const deps = Object.keys(manifest[field] ?? {})
      if (deps.length > 0) problems.push(`${name}: no ${field} allowed (found ${deps.join(', ')})`)
    }
    const deps = Object.keys(manifest.dependencies ?? {})
    if (NODE_APPS[dir]?.name === name) {
      const libraries = publishedLibraries(packages)
      const others = deps.filter((dep) => !libraries.has(dep))
      if (others.length > 0)
        problems.push(
          `${name}: a program may depend only on the published @utf8x library packages (found ${others.join(', ')})`,
        )
    } else if (name === CORE) {
      if (deps.length > 0)
        problems.push(`${name}: core has zero runtime dependencies (found ${deps.join(', ')})`)
    } else if (name === CODECS) {
      const others = deps.filter((dep) => dep !== CORE && !schemes.has(dep))
      if (others.length > 0)
        problems.push(
          `${name}: the only runtime dependencies allowed are @utf8x/core and the published scheme packages (found ${others.join(', ')})`,
        )
    } else {
      const others = deps.filter((dep) => dep !== CORE)
      if (others.length > 0)
        problems.push(
          `${name}: the only runtime dependency allowed is @utf8x/core (found ${others.join(', ')})`,
        )
    }
  }
  return problems
}

/** The names of the published library packages under packages/ (not the programs, NODE_APPS). */
function publishedLibraries(packages) {
  return new Set(
    packages
      .filter(({ dir, manifest }) => dir.startsWith('packages/') && manifest.private !== true)
      .map(({ manifest }) => manifest.name)
      .filter((name) => name && !NODE_APP_NAMES.has(name)),
  )
}

/** The names of the published library packages other than core and the registry. */
function publishedSchemes(packages) {
  const out = publishedLibraries(packages)
  out.delete(CORE)
  out.delete(CODECS)
  return out
}

/** Reads every manifest under packages/ and apps/ of a workspace root. */
export function readWorkspace(root) {
  const out = []
  for (const group of ['packages', 'apps']) {
    let names = []
    try {
      names = readdirSync(join(root, group))
    } catch {
      continue
    }
    for (const name of names) {
      try {
        const manifest = JSON.parse(readFileSync(join(root, group, name, 'package.json'), 'utf8'))
        out.push({ dir: `${group}/${name}`, manifest })
      } catch {}
    }
  }
  return out
}

/**
 * Every `.ts` file under packages/<name>/src of a workspace root, as `{ path, text }` with the path
 * relative to the root, `/`-separated, sorted.
 * @returns {{ path: string, text: string }[]}
 */
export function readSources(root) {
  const out = []
  const walk = (rel) => {
    for (const entry of readdirSync(join(root, rel)).sort()) {
      const child = `${rel}/${entry}`
      if (statSync(join(root, child)).isDirectory()) walk(child)
      else if (entry.endsWith('.ts')) out.push({ path: child, text: readFileSync(join(root, child), 'utf8') })
    }
  }
  let names = []
  try {
    names = readdirSync(join(root, 'packages')).sort()
  } catch {}
  for (const name of names) {
    try {
      if (statSync(join(root, 'packages', name, 'src')).isDirectory()) walk(`packages/${name}/src`)
    } catch {}
  }
  return out
}

// ── Tokens ──────────────────────────────────────────────────────────────────────────────────────────

/** Words after which a `/` starts a regular expression, not a division. */
const BEFORE_REGEX = new Set([
  'return',
  'typeof',
  'instanceof',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
  'case',
  'do',
  'else',
  'yield',
  'await',
  'extends',
])
const ID_START = /[\p{ID_Start}$_\\]/u
const ID_PART = /[\p{ID_Continue}$\\]|\u200c|\u200d/u

/**
 * The tokens of a TypeScript source: `{ type, value, line }` with type `id` (words and keywords),
 * `string` (its value without quotes), `template` (one text part of a template literal), `number`,
 * `regex`, `punct` (one character, or `?.`, or `${`), and `reference` (a `/// <reference …/>` line).
 * Comments are dropped. A `${` of a template opens like `{` and its `}` closes it, so bracket depth
 * counts through templates. Lines count from 1.
 * @param {string} text
 */
export function tokenize(text) {
  const tokens = []
  const n = text.length
  let i = 0
  let line = 1
  /** For each open `{` or `${`: whether it is a template's (its `}` resumes the template). */
  const braces = []
  const push = (type, value, at) => tokens.push({ type, value, line: at })
  const regexAllowed = () => {
    const last = tokens[tokens.length - 1]
    if (last === undefined) return true
    if (last.type === 'id') return BEFORE_REGEX.has(last.value)
    if (last.type === 'punct') return !(last.value === ')' || last.value === ']')
    return false
  }
  /** Reads template text from i (after a backtick or a `}` closing a substitution). */
  const templateText = () => {
    const start = line
    let value = ''
    while (i < n) {
      const c = text[i]
      if (c === '\\') {
        value += text.slice(i, i + 2)
        if (text[i + 1] === '\n') line++
        i += 2
      } else if (c === '`') {
        i++
        push('template', value, start)
        return
      } else if (c === '$' && text[i + 1] === '{') {
        push('template', value, start)
        push('punct', '${', line)
        braces.push(true)
        i += 2
        return
      } else {
        if (c === '\n') line++
        value += c
        i++
      }
    }
    push('template', value, start)
  }
  while (i < n) {
    const c = text[i]
    if (c === '\n') {
      line++
      i++
    } else if (c === ' ' || c === '\t' || c === '\r' || c === '\f' || c === '\v' || c === '\uFEFF') {
      i++
    } else if (c === '/' && text[i + 1] === '/') {
      let end = text.indexOf('\n', i)
      if (end < 0) end = n
      const body = text.slice(i + 2, end)
      if (/^\/\s*<reference\b/.test(body)) push('reference', body.slice(1).trim(), line)
      i = end
    } else if (c === '/' && text[i + 1] === '*') {
      let end = text.indexOf('*/', i + 2)
      end = end < 0 ? n : end + 2
      for (let k = i; k < end; k++) if (text[k] === '\n') line++
      i = end
    } else if (c === '/' && regexAllowed()) {
      const start = line
      let k = i + 1
      let inClass = false
      while (k < n && text[k] !== '\n') {
        const d = text[k]
        if (d === '\\') k++
        else if (d === '[') inClass = true
        else if (d === ']') inClass = false
        else if (d === '/' && !inClass) break
        k++
      }
      k++
      while (k < n && ID_PART.test(text[k])) k++
      push('regex', text.slice(i, k), start)
      i = k
    } else if (c === '"' || c === "'") {
      const start = line
      let value = ''
      let k = i + 1
      while (k < n && text[k] !== c && text[k] !== '\n') {
        if (text[k] === '\\') {
          if (text[k + 1] === '\n') line++
          else value += text[k + 1] ?? ''
          k += 2
        } else value += text[k++]
      }
      push('string', value, start)
      i = k + 1
    } else if (c === '`') {
      i++
      templateText()
    } else if (ID_START.test(c) || (c === '#' && ID_START.test(text[i + 1] ?? ''))) {
      let k = i + 1
      while (k < n && ID_PART.test(text[k])) k++
      push('id', text.slice(i, k), line)
      i = k
    } else if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(text[i + 1] ?? ''))) {
      let k = i + 1
      while (k < n) {
        if (/[0-9A-Za-z_.]/.test(text[k])) k++
        else if (
          (text[k] === '+' || text[k] === '-') &&
          /[eE]/.test(text[k - 1]) &&
          !/^0[xX]/.test(text.slice(i, k))
        )
          k++
        else break
      }
      push('number', text.slice(i, k), line)
      i = k
    } else if (c === '?' && text[i + 1] === '.' && !/[0-9]/.test(text[i + 2] ?? '')) {
      push('punct', '?.', line)
      i += 2
    } else if (c === '}' && braces.length > 0 && braces[braces.length - 1] === true) {
      braces.pop()
      push('punct', '}', line)
      i++
      templateText()
    } else {
      if (c === '{') braces.push(false)
      else if (c === '}') braces.pop()
      push('punct', c, line)
      i++
    }
  }
  return tokens
}

const isDot = (token) => token?.type === 'punct' && (token.value === '.' || token.value === '?.')
const isPunct = (token, value) => token?.type === 'punct' && token.value === value
const isId = (token, value) => token?.type === 'id' && token.value === value

// ── Source imports ──────────────────────────────────────────────────────────────────────────────────

/**
 * Every module a source names: `{ specifier, line, kind }`, kind `import` (a static `import`, type-only
 * or not), `export` (`export … from`), `dynamic` (`import('…')`, in code or in a type), `require`, and
 * with `specifier: null` the forms that cannot be checked: `computed` (`import()` or `require()` of an
 * expression) and `reference` (a `/// <reference …/>` directive).
 * @param {string} text
 */
export function sourceImports(text) {
  const tokens = tokenize(text)
  const out = []
  const seen = new Set()
  const add = (index, kind, line) => {
    const token = tokens[index]
    if (token?.type === 'string') {
      seen.add(index)
      out.push({ specifier: token.value, line: token.line, kind })
    } else out.push({ specifier: null, line, kind: 'computed' })
  }
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]
    if (token.type === 'reference') {
      out.push({ specifier: null, line: token.line, kind: 'reference' })
      continue
    }
    if (token.type !== 'id' || isDot(tokens[i - 1])) continue
    const next = tokens[i + 1]
    if (token.value === 'import') {
      if (isPunct(next, '(')) add(i + 2, 'dynamic', token.line)
      else if (isDot(next))
        continue // import.meta
      else {
        // A static import's specifier is its first string outside braces (`import { 'a b' as c } from`).
        let depth = 0
        for (let j = i + 1; j < tokens.length; j++) {
          const t = tokens[j]
          if (isPunct(t, '{')) depth++
          else if (isPunct(t, '}')) depth--
          else if (depth === 0 && isPunct(t, ';')) break
          else if (depth === 0 && t.type === 'string') {
            add(j, isId(tokens[j - 2], 'require') ? 'require' : 'import', t.line)
            break
          }
        }
      }
    } else if (token.value === 'export') {
      let j = i + 1
      if (isId(tokens[j], 'type')) j++
      if (isPunct(tokens[j], '*')) {
        j++
        if (isId(tokens[j], 'as')) j += 2
      } else if (isPunct(tokens[j], '{')) {
        let depth = 0
        for (; j < tokens.length; j++) {
          if (isPunct(tokens[j], '{')) depth++
          else if (isPunct(tokens[j], '}') && --depth === 0) break
        }
        j++
      } else continue
      if (isId(tokens[j], 'from')) add(j + 1, 'export', token.line)
    } else if (token.value === 'require' && isPunct(next, '(') && !seen.has(i + 2)) {
      add(i + 2, 'require', token.line)
    }
  }
  return out
}

/** The package part of a bare specifier (`@scope/name` or `name`) and the rest (`''` when none). */
function splitBare(specifier) {
  const parts = specifier.split('/')
  const count = specifier.startsWith('@') ? 2 : 1
  return { name: parts.slice(0, count).join('/'), subpath: parts.slice(count).join('/') }
}

/** The subpaths (`internal` for `./internal`) a manifest's `exports` declares, besides `.`. */
function declaredSubpaths(manifest) {
  const exports = manifest?.exports
  if (exports === null || typeof exports !== 'object') return new Set()
  return new Set(
    Object.keys(exports)
      .filter((key) => key.startsWith('./'))
      .map((key) => key.slice(2)),
  )
}

const NODE_BUILTINS = new Set(builtinModules)

/**
 * Whether a dependency range names exactly one version: `workspace:*` (pnpm publishes the version of the
 * workspace package at pack time), `workspace:1.2.3`, or a plain `1.2.3` (a prerelease included). Any
 * other range (`workspace:^`, `^1.2.3`, `~1.2.3`, `1.2`, `*`, `>=1.2.3`, `a || b`) lets in more than one.
 * @param {unknown} range
 */
export function isExactRange(range) {
  if (typeof range !== 'string') return false
  const version = range.startsWith('workspace:') ? range.slice('workspace:'.length) : range
  if (range.startsWith('workspace:') && version === '*') return true
  return /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/.test(version)
}

/**
 * The problems of the imports of workspace sources, as `file:line: rule` (none when the rules hold).
 * A source is `{ path, text }` with `path` relative to the workspace root (`packages/x/src/a.ts`).
 * @param {{ path: string, text: string }[]} sources
 * @param {{ dir: string, manifest: Record<string, any> }[]} packages the workspace manifests
 * @returns {string[]}
 */
export function importProblems(sources, packages) {
  const problems = []
  const byDir = new Map(packages.map((p) => [p.dir, p.manifest]))
  const byName = new Map(packages.map((p) => [p.manifest.name, p]))
  const schemes = publishedSchemes(packages)
  const libraries = publishedLibraries(packages)
  const files = new Set(sources.map((s) => s.path))
  /** Packages already reported for importing core/internal without an exact range (once each). */
  const internalReported = new Set()
  for (const { path, text } of sources) {
    const match = /^(packages\/[^/]+)\/src\//.exec(path)
    if (!match) {
      problems.push(`${path}: not a file under packages/<name>/src/`)
      continue
    }
    const dir = match[1]
    const manifest = byDir.get(dir) ?? {}
    const self = manifest.name ?? dir
    const deps = new Set(Object.keys(manifest.dependencies ?? {}))
    const program = NODE_APPS[dir]?.name === self
    for (const { specifier, line, kind } of sourceImports(text)) {
      const at = `${path}:${line}`
      if (kind === 'computed') {
        problems.push(`${at}: import() or require() of a computed specifier (name the module in a string)`)
        continue
      }
      if (kind === 'reference') {
        problems.push(`${at}: a /// <reference> directive (import what the file needs instead)`)
        continue
      }
      if (kind === 'require') {
        problems.push(`${at}: require('${specifier}') (sources are ES modules: import it)`)
        continue
      }
      if (specifier.startsWith('node:') || NODE_BUILTINS.has(specifier.split('/')[0])) {
        if (program && specifier.startsWith('node:')) continue
        problems.push(`${at}: imports the Node builtin '${specifier}' (library code uses web standards only)`)
        continue
      }
      if (specifier.startsWith('/') || /^[a-zA-Z][a-zA-Z+.-]*:/.test(specifier)) {
        problems.push(`${at}: imports '${specifier}' by absolute path or URL`)
        continue
      }
      if (specifier.startsWith('.')) {
        const target = posix.normalize(posix.join(posix.dirname(path), specifier))
        if (!target.startsWith(`${dir}/src/`)) {
          const other = /^packages\/([^/]+)\//.exec(target)
          problems.push(
            other && `packages/${other[1]}` !== dir
              ? `${at}: reaches into packages/${other[1]} by relative path ('${specifier}'); import its package`
              : `${at}: relative import '${specifier}' leaves ${dir}/src/`,
          )
        } else if (!specifier.endsWith('.ts')) {
          problems.push(`${at}: relative import '${specifier}' without its explicit .ts extension`)
        } else if (!files.has(target)) {
          problems.push(`${at}: imports '${specifier}', which is not a file of ${dir}/src/`)
        }
        continue
      }
      const { name, subpath } = splitBare(specifier)
      if (self === CORE) {
        problems.push(`${at}: core imports only its own files (found '${specifier}')`)
        continue
      }
      let allowed = false
      if (name === CORE) {
        allowed =
          subpath === '' ||
          specifier === CORE_INTERNAL ||
          declaredSubpaths(byName.get(CORE)?.manifest).has(subpath)
      } else if ((self === CODECS && schemes.has(name)) || (program && libraries.has(name))) {
        allowed = subpath === '' || declaredSubpaths(byName.get(name)?.manifest).has(subpath)
      }
      if (!allowed) {
        const may = program
          ? 'the published @utf8x library packages (and their declared subpaths)'
          : self === CODECS
            ? '@utf8x/core and the published scheme packages (and their declared subpaths)'
            : '@utf8x/core and its declared subpaths'
        problems.push(`${at}: imports '${specifier}'; ${self} may import only ${may}`)
      } else if (!deps.has(name)) {
        problems.push(`${at}: imports '${specifier}', but ${name} is not in ${self}'s dependencies`)
      } else if (specifier === CORE_INTERNAL && !internalReported.has(self)) {
        // `internal` may change in any release of core, a patch included (core's README): a package that
        // imports it works with the one core it was built against, so it pins that version.
        const range = manifest.dependencies[CORE]
        if (!isExactRange(range)) {
          internalReported.add(self)
          problems.push(
            `${at}: imports '${CORE_INTERNAL}', which may change in any release of core, but ${self} depends on ${CORE} as '${range}': depend on its exact version ("workspace:*")`,
          )
        }
      }
    }
  }
  return problems
}

// ── The fast/ fence ─────────────────────────────────────────────────────────────────────────────────

/** Globals whose use tells one runtime from another. */
const RUNTIME_GLOBALS = new Set(['process', 'Deno', 'Bun', 'navigator', 'window', 'document', 'EdgeRuntime'])
/** The native text codecs, constructed only behind the fast/ door. */
const TEXT_CODECS = new Set(['TextDecoder', 'TextEncoder', 'TextDecoderStream', 'TextEncoderStream'])
/** Words after which a runtime global's name is a declaration of the same name, not the global. */
const DECLARING = new Set(['function', 'let', 'const', 'var', 'class', 'interface', 'type', 'enum'])

/** The kinds of fence rule, as an allow-list entry names them. */
export const FENCE_RULES = ['WebAssembly', 'TextDecoder/TextEncoder', 'runtime check', 'module-level state']

/** Whether a source path lies inside a directory named fast/ of its package's src/. */
export function insideFast(path) {
  return /^packages\/[^/]+\/src\/(?:[^/]+\/)*fast\//.test(path)
}

/**
 * What one source does that only code inside fast/ may: `{ line, rule, message }`, `rule` one of
 * {@link FENCE_RULES}. Comments, strings and template text are not looked at.
 * @param {string} text
 */
export function fenceViolations(text) {
  const tokens = tokenize(text)
  const out = []
  const add = (line, rule, message) => out.push({ line, rule, message })
  let depth = 0
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]
    if (token.type === 'punct') {
      if ('{(['.includes(token.value) || token.value === '${') depth++
      else if ('})]'.includes(token.value)) depth--
      continue
    }
    if (token.type !== 'id') continue
    const prev = tokens[i - 1]
    const next = tokens[i + 1]
    const member = isDot(prev)
    const ofGlobal = member && isId(tokens[i - 2], 'globalThis')
    const { value } = token
    if (value === 'WebAssembly') {
      add(token.line, 'WebAssembly', 'WebAssembly')
    } else if (TEXT_CODECS.has(value)) {
      if (isId(prev, 'new')) add(token.line, 'TextDecoder/TextEncoder', `new ${value}`)
      else if (isId(prev, 'typeof')) add(token.line, 'TextDecoder/TextEncoder', `typeof ${value}`)
      else if (ofGlobal) add(token.line, 'TextDecoder/TextEncoder', `globalThis.${value}`)
      else if (!member && isDot(next)) add(token.line, 'TextDecoder/TextEncoder', `${value}${next.value}`)
    } else if (RUNTIME_GLOBALS.has(value)) {
      const key = isPunct(next, ':') || (isPunct(next, '?') && isPunct(tokens[i + 2], ':'))
      const declared = prev?.type === 'id' && DECLARING.has(prev.value)
      if (ofGlobal) add(token.line, 'runtime check', `runtime check (globalThis.${value})`)
      else if (!member && !key && !declared && !isPunct(next, '('))
        add(token.line, 'runtime check', `runtime check (${value})`)
    } else if (value === 'globalThis') {
      if (!isDot(next)) add(token.line, 'runtime check', 'runtime check (globalThis as a value)')
    } else if ((value === 'let' || value === 'var') && depth === 0 && !member) {
      add(token.line, 'module-level state', `module-level ${value}`)
    }
  }
  return out
}

/**
 * The problems of the fence over workspace sources, as `file:line: rule outside fast/` (none when it
 * holds). `allowances` (by default {@link TEMPORARY_FENCE_ALLOWANCES}) lets listed files break the listed
 * kinds of rule; an entry that lets through nothing is itself a problem.
 * @param {{ path: string, text: string }[]} sources
 * @param {Record<string, { rules: string[], reason: string }>} [allowances]
 * @returns {string[]}
 */
export function fenceProblems(sources, allowances = TEMPORARY_FENCE_ALLOWANCES) {
  const problems = []
  const used = new Map()
  for (const { path, text } of sources) {
    if (insideFast(path)) continue
    const allowed = allowances[path]?.rules ?? []
    const program = Object.keys(NODE_APPS).some((dir) => path.startsWith(`${dir}/src/`))
    for (const { line, rule, message } of fenceViolations(text)) {
      // A program's `process` is its own, not a runtime check: Node, Bun and Deno all provide it.
      if (program && message === 'runtime check (process)') continue
      if (allowed.includes(rule)) {
        if (!used.has(path)) used.set(path, new Set())
        used.get(path).add(rule)
      } else problems.push(`${path}:${line}: ${message} outside fast/`)
    }
  }
  for (const [path, { rules, reason }] of Object.entries(allowances)) {
    if (typeof reason !== 'string' || reason.trim() === '')
      problems.push(`${path}: its fence allowance gives no reason`)
    for (const rule of rules) {
      if (!FENCE_RULES.includes(rule)) problems.push(`${path}: unknown fence rule '${rule}' in its allowance`)
      else if (!used.get(path)?.has(rule))
        problems.push(
          `${path}: allowed to break '${rule}', which it no longer does: remove that from the allowance`,
        )
    }
  }
  return problems
}

/**
 * The fast/ directory a source path lies in (its outermost, `packages/x/src/…/fast`), or `null`.
 * @param {string} path
 */
function fastDirOf(path) {
  const match = /^packages\/[^/]+\/src\/(?:[^/]+\/)*?fast(?=\/)/.exec(path)
  return match === null ? null : match[0]
}

/**
 * The problems of the fast/ door over workspace sources, as `file:line: …` (none when it holds): a file
 * outside fast/ may import (or re-export, or `import()`, types too) a module inside a fast/ directory
 * only through that directory's `index.ts`, the door; files inside fast/ import each other freely.
 * @param {{ path: string, text: string }[]} sources
 * @returns {string[]}
 */
export function doorProblems(sources) {
  const problems = []
  for (const { path, text } of sources) {
    if (insideFast(path)) continue
    for (const { specifier, line } of sourceImports(text)) {
      if (specifier === null || !specifier.startsWith('.')) continue
      const target = posix.normalize(posix.join(posix.dirname(path), specifier))
      const fast = fastDirOf(target)
      if (fast !== null && target !== `${fast}/index.ts`)
        problems.push(
          `${path}:${line}: imports '${specifier}' past the door: outside fast/, import ${fast.slice(fast.indexOf('/src/') + 5)}/index.ts`,
        )
    }
  }
  return problems
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = fileURLToPath(new URL('..', import.meta.url))
  const packages = readWorkspace(root)
  const sources = readSources(root)
  const imports = sources.reduce((sum, { text }) => sum + sourceImports(text).length, 0)
  const fenced = sources.filter(({ path }) => !insideFast(path))
  const allowed = Object.keys(TEMPORARY_FENCE_ALLOWANCES)
  const problems = [
    ...dependencyProblems(packages),
    ...importProblems(sources, packages),
    ...fenceProblems(sources),
    ...doorProblems(sources),
  ]
  console.log(`Manifests: ${packages.length} workspace packages.`)
  console.log(`Source imports: ${imports} in ${sources.length} files of packages/*/src.`)
  console.log(
    `fast/ fence: ${fenced.length} files outside fast/ (${sources.length - fenced.length} inside)` +
      (allowed.length > 0
        ? `; ${allowed.length} temporarily allowed (TEMPORARY_FENCE_ALLOWANCES): ${allowed.join(', ')}`
        : ''),
  )
  if (problems.length > 0) {
    console.error(`Dependency rules broken:\n- ${problems.join('\n- ')}`)
    process.exit(1)
  }
  console.log('Dependency rules hold.')
}
