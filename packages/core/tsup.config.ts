import { packageConfig } from '../../tsup.config.base.ts'

// Two entries, one copy of each module: `@utf8x/core` and `@utf8x/core/internal` share their code
// through chunks (splitting), so a scheme package that imports both never loads two `DecodeError`
// classes, two scratch buffers or two WebAssembly instances.
export default packageConfig({ entry: ['src/index.ts', 'src/internal.ts'], splitting: true })
