// The workspace as the tools' tests read it.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** A package of the workspace: its folder under packages/ and its package.json. */
export interface WorkspacePackage {
  readonly dir: string
  readonly manifest: {
    readonly name: string
    readonly version: string
    readonly private?: boolean
    readonly scripts?: Readonly<Record<string, string>>
  } & Readonly<Record<string, unknown>>
}

/** The published packages (packages/* that are not private), by folder name. */
export function publishedPackages(root: string): WorkspacePackage[] {
  return readdirSync(join(root, 'packages'))
    .filter((dir) => existsSync(join(root, 'packages', dir, 'package.json')))
    .map((dir) => ({
      dir,
      manifest: JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8')),
    }))
    .filter(({ manifest }) => manifest.private !== true)
}
