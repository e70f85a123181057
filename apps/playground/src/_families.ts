/**
 * The families the page groups its schemes in, in the order it shows them, and the filter of the link
 * (which families and schemes are hidden). Membership is by scheme id, so a link is read before the
 * codecs load.
 *
 * @module
 */

/** One family of schemes. */
export interface Family {
  /** Used in links (`hide=hunks`) and as `data-family` in the page. */
  readonly id: string
  readonly name: string
  /** The ids of its schemes, in the order of the page. */
  readonly schemes: readonly string[]
}

/** The families, in the order of the page; every scheme of the page is in one. */
export const FAMILIES: readonly Family[] = [
  {
    id: 'classic',
    name: 'UTF-8 and its relatives',
    schemes: ['utf-8', 'utf-8-rfc2279', 'cesu-8', 'mutf-8', 'wtf-8'],
  },
  {
    id: 'barber',
    name: 'Barber’s variants',
    schemes: ['utf-8-eight-byte', 'utf-8-seven-byte', 'utf-8-65'],
  },
  {
    id: 'hunks',
    name: 'Hunks of 1 to 9 bits (Barber §8)',
    schemes: [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `utf-8-hunk-${n}`),
  },
  { id: 'infinity', name: 'UTF-∞-8', schemes: ['utf-infinity-8'] },
  { id: 'corrected', name: 'Corrected UTF-8', schemes: ['corrected-utf-8'] },
]

/** The families folded (collapsed) on a fresh page: the hunks. */
export const DEFAULT_FOLDED: readonly string[] = ['hunks']

/** The family of a scheme id (the last family for an id no family names). */
export function familyOf(schemeId: string): Family {
  return FAMILIES.find((f) => f.schemes.includes(schemeId)) ?? (FAMILIES[FAMILIES.length - 1] as Family)
}

/**
 * Whether a scheme is hidden by a filter: its id, or its family's id, is in `hide`.
 *
 * @example
 * ```ts
 * console.assert(isHidden(['hunks'], 'utf-8-hunk-3') && !isHidden(['hunks'], 'utf-8'))
 * ```
 */
export function isHidden(hide: readonly string[], schemeId: string): boolean {
  return hide.includes(schemeId) || hide.includes(familyOf(schemeId).id)
}

/**
 * The filter that hides exactly these scheme ids, as the link writes it: a family's id when all of its
 * schemes are hidden, else the ids, in the order of the page.
 *
 * @example
 * ```ts
 * const hide = normalizeHidden([...FAMILIES[2]!.schemes, 'cesu-8'])
 * console.assert(hide.join(',') === 'cesu-8,hunks')
 * ```
 */
export function normalizeHidden(schemeIds: Iterable<string>): string[] {
  const hidden = new Set(schemeIds)
  const out: string[] = []
  for (const family of FAMILIES) {
    const members = family.schemes.filter((id) => hidden.has(id))
    if (members.length === family.schemes.length) out.push(family.id)
    else out.push(...members)
  }
  return out
}

/** The scheme ids a filter hides (families expanded). */
export function hiddenSchemes(hide: readonly string[]): string[] {
  return FAMILIES.flatMap((f) => f.schemes).filter((id) => isHidden(hide, id))
}

/** Reads a list of ids from a link (`a,b`): the known family and scheme ids, in the page's order. */
export function readIds(text: string): string[] {
  const given = new Set(text.split(','))
  const out: string[] = []
  for (const family of FAMILIES) {
    if (given.has(family.id)) out.push(family.id)
    for (const id of family.schemes) if (given.has(id)) out.push(id)
  }
  return out
}
