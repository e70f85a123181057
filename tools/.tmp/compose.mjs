import { build } from 'esbuild'
import { gzipSync } from 'node:zlib'
const [pkg, name] = process.argv.slice(2)
const root = '/work/main/packages'
const r = await build({
  stdin: { contents: `import { ${name} } from '${pkg}'; globalThis.x = ${name}`, resolveDir: root, loader: 'ts' },
  bundle: true, minify: true, platform: 'browser', format: 'esm', write: false, metafile: true,
  plugins: [{ name: 'src', setup(b) {
    b.onResolve({ filter: /^@utf8x\// }, ({ path }) => {
      const [, n, ...rest] = path.split('/')
      return { path: `${root}/${n}/src/${rest.length ? rest.join('/') : 'index'}.ts`, sideEffects: false }
    })
  } }],
})
const out = Object.values(r.metafile.outputs)[0]
const rows = Object.entries(out.inputs).map(([f, v]) => [v.bytesInOutput, f.replace(root + '/', '')]).sort((a, b) => b[0] - a[0])
console.log('total min', r.outputFiles[0].contents.length, 'gzip', gzipSync(r.outputFiles[0].contents, { level: 9 }).length)
for (const [b, f] of rows.slice(0, 40)) console.log(String(b).padStart(7), f)
