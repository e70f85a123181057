/**
 * The package's version, for `utf8x --version`. Kept equal to package.json's by
 * `node tools/sync-versions.mjs` (run by `pnpm version-packages` after `changeset version`), and checked
 * by the package gate.
 *
 * @module
 */

export const VERSION = '0.0.0'
