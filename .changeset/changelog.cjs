// The changelog generator of `changeset version` (config.json's "changelog"): the default one
// (@changesets/cli/changelog, as @changesets/changelog-git writes it), except that the dependencies a
// release updates are ONE entry: "Updated dependencies" then each dependency once. The default writes
// the "Updated dependencies" line once per changeset that touched one of them (five lines in a 0.1.0
// that depends on five packages), which reads as five changes.
const defaults = require('@changesets/cli/changelog').default

/** @type {import('@changesets/types').ChangelogFunctions} */
module.exports = {
  getReleaseLine: defaults.getReleaseLine,
  async getDependencyReleaseLine(_changesets, dependenciesUpdated) {
    if (dependenciesUpdated.length === 0) return ''
    const list = dependenciesUpdated.map((dependency) => `  - ${dependency.name}@${dependency.newVersion}`)
    return ['- Updated dependencies', ...list].join('\n')
  },
}
