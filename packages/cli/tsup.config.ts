import { packageConfig } from '../../tsup.config.base.ts'

// An app, not a library: one ESM file that runs (`bin`), its workspace dependencies left as imports.
export default packageConfig({
  entry: ['src/cli.ts'],
  format: ['esm'],
  dts: false,
  banner: { js: '#!/usr/bin/env node' },
})
