// Bundles the runner: src/main.ts into dist/bench.mjs, one ESM file that runs on Node, Bun and Deno;
// src/browser.ts into dist/browser.js, the same runner for the Chromium page; src/chromium.ts into
// dist/chromium.mjs, the Node script that serves that page and drives Chromium (`pnpm bench:chromium`);
// src/cli-peers.ts into dist/cli-peers.mjs, the command against the C tools (`pnpm bench:cli`).
// The utf8x packages are bundled from their sources (packages/*/src/index.ts), for the Chromium page as
// core's `browser` export condition builds them (tools/browser-build.mjs). A package whose sources are
// missing or do not build is replaced by a stub, so the runner reports it and goes on.
import { existsSync, mkdirSync, readFileSync, realpathSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { browserOptions } from '../../tools/browser-build.mjs'

const here = fileURLToPath(new URL('.', import.meta.url))
const packagesDir = fileURLToPath(new URL('../../packages/', import.meta.url))
const fromHere = (path) => realpathSync(`${here}node_modules/${path}`)

const stubbed = {}
for (const name of [
  'core',
  'utf8-classic',
  'utf8-eight-byte',
  'utf8-infinity',
  'corrected-utf8',
  'collation',
]) {
  if (!existsSync(`${packagesDir}${name}/src/index.ts`)) stubbed[name] = `@utf8x/${name}: no src/index.ts yet`
}

/**
 * What the browser bundle replaces by an empty module: `node:buffer` (the runner then finds no `Buffer`
 * and leaves its contenders out) and iconv-lite, which needs Node's `Buffer` (its CESU-8 contender is left
 * out, and the run says so).
 */
const browserStubs = /^(?:node:buffer|buffer|iconv-lite)$/

function plugin(browser) {
  return {
    name: 'utf8x-bench',
    setup(b) {
      // A subpath (`@utf8x/core/internal`) is its package's src/<subpath>.ts, so that one copy of each
      // package's sources is bundled.
      b.onResolve({ filter: /^@utf8x\/[a-z0-9-]+(\/[a-z0-9-]+)?$/ }, (args) => {
        const [name = '', sub = 'index'] = args.path.slice('@utf8x/'.length).split('/')
        if (stubbed[name] !== undefined) return { path: name, namespace: 'bench-stub' }
        return { path: `${packagesDir}${name}/src/${sub}.ts` }
      })
      b.onLoad({ filter: /.*/, namespace: 'bench-stub' }, (args) => ({
        contents: `export const __benchStub = ${JSON.stringify(stubbed[args.path])}`,
        loader: 'js',
      }))
      if (browser) {
        b.onResolve({ filter: browserStubs }, (args) => ({
          path: args.path,
          namespace: 'bench-browser-stub',
        }))
        b.onLoad({ filter: /.*/, namespace: 'bench-browser-stub' }, () => ({
          contents: 'export {}',
          loader: 'js',
        }))
      }
      b.onResolve({ filter: /^bench:/ }, (args) => ({ path: args.path, namespace: 'bench-virtual' }))
      b.onLoad({ filter: /.*/, namespace: 'bench-virtual' }, (args) => {
        if (args.path === 'bench:fast-text-encoding-source') {
          const source = readFileSync(`${fromHere('fast-text-encoding')}/text.min.js`, 'utf8')
          return { contents: `export default ${JSON.stringify(source)}`, loader: 'js' }
        }
        if (args.path === 'bench:exodus-utf8-js') {
          const path = `${fromHere('@exodus/bytes')}/fallback/utf8.js`
          return {
            contents: `export { decodeFast, encode } from ${JSON.stringify(path)}`,
            loader: 'js',
            resolveDir: here,
          }
        }
        if (args.path === 'bench:build-info') {
          return {
            contents: `export const stubbed = ${JSON.stringify(stubbed)}; export const builtAt = ${JSON.stringify(new Date().toISOString())}`,
            loader: 'js',
          }
        }
        return undefined
      })
    },
  }
}

// CommonJS peers call require('buffer') and the like; every runtime here has node:module.
const nodeBanner = {
  js: "import { createRequire as __benchCreateRequire } from 'node:module'; const require = __benchCreateRequire(import.meta.url);",
}
const common = { bundle: true, format: 'esm', target: 'es2022', logLevel: 'silent' }
const bundles = [
  {
    ...common,
    entryPoints: [`${here}src/main.ts`],
    outfile: `${here}dist/bench.mjs`,
    platform: 'node',
    plugins: [plugin(false)],
    banner: nodeBanner,
  },
  {
    ...common,
    entryPoints: [`${here}src/browser.ts`],
    outfile: `${here}dist/browser.js`,
    platform: 'browser',
    // What a browser app gets: core's build for browsers, its runtime flags literals, folded (names
    // kept, as the reports read them).
    plugins: [...browserOptions().plugins, plugin(true)],
  },
  {
    ...common,
    entryPoints: [`${here}src/chromium.ts`],
    outfile: `${here}dist/chromium.mjs`,
    platform: 'node',
    plugins: [plugin(false)],
    external: ['playwright-core'],
    banner: nodeBanner,
  },
  {
    ...common,
    entryPoints: [`${here}src/cli-peers.ts`],
    outfile: `${here}dist/cli-peers.mjs`,
    platform: 'node',
    banner: nodeBanner,
  },
]

mkdirSync(`${here}dist`, { recursive: true })
for (const options of bundles) {
  for (let attempt = 0; ; attempt++) {
    try {
      await build(options)
      break
    } catch (error) {
      const errors = error.errors ?? []
      const broken = new Set()
      for (const e of errors) {
        const file = e.location?.file ?? ''
        const match = /packages\/([a-z0-9-]+)\/src\//.exec(file)
        if (match && stubbed[match[1]] === undefined) {
          broken.add(match[1])
          stubbed[match[1]] = `@utf8x/${match[1]}: does not build (${e.text} at ${file}:${e.location?.line})`
        }
      }
      if (broken.size === 0 || attempt > 6) {
        for (const e of errors) console.error(`${e.location?.file ?? ''}:${e.location?.line ?? ''} ${e.text}`)
        process.exit(1)
      }
    }
  }
}
for (const problem of Object.values(stubbed)) console.error(`bench build: stubbed ${problem}`)
console.error(`bench build: wrote ${bundles.map((b) => b.outfile.slice(here.length)).join(', ')}`)
