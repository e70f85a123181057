import { chmodSync, copyFileSync } from 'node:fs'
import { packageConfig } from '../../tsup.config.base.ts'

// An app, not a library: one ESM file that runs (`bin`), with the workspace packages it uses bundled in,
// so that starting it reads one file; each command's code (and the codecs it needs) runs only when the
// command does (main.ts imports each command's module when it runs). The `bin` itself is src/cli.cjs,
// copied as it is: CommonJS, which answers `--version` before any module loads, else loads cli.js.
export default packageConfig({
  noExternal: [/^@utf8x\//],
  splitting: true,
  entry: ['src/cli.ts'],
  format: ['esm'],
  dts: false,
  banner: { js: '#!/usr/bin/env node' },
  onSuccess: async () => {
    copyFileSync('src/cli.cjs', 'dist/cli.cjs')
    chmodSync('dist/cli.cjs', 0o755)
  },
})
