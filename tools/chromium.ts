/**
 * How the project runs headless Chromium, in the playground's browser tests and the bench's Chromium page:
 * Debian's build and one set of flags (no sandbox in a container, no GPU, nothing fetched or synced).
 *
 * @module
 */

/** The flags the project runs Chromium with. */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

/** Where Debian installs Chromium (`apt-get install -y chromium`); `CHROMIUM_PATH` overrides it. */
export function chromiumPath(env: Readonly<Record<string, string | undefined>>): string {
  return env['CHROMIUM_PATH'] ?? '/usr/bin/chromium'
}
