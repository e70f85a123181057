/**
 * What each scheme is, who uses it, and where to read more: its package's README (on npm) and the
 * document it comes from. Facts, written once here; the cards show them. The documents' addresses are
 * given where they are public and stable (RFCs, Unicode reports, the WTF-8 and Java specifications).
 * The copies of Barber's, Bishop and Cook's and the Corrected UTF-8 documents the packages were written
 * from give no public address: those cards link the part of the package's README (in the repository)
 * that cites the document and gives its rules, and say so in the link.
 *
 * @module
 */

/** The project's repository (`repository.url` of the packages' package.json). */
export const REPOSITORY = 'https://github.com/utf8x/utf8x'

/** A package's README, as npm shows it. */
export function packageUrl(name: string): string {
  return `https://www.npmjs.com/package/@utf8x/${name}`
}

/** A package's README in the repository, at a section (`#the-scheme`) or at its start. */
export function readmeUrl(name: string, section = ''): string {
  return `${REPOSITORY}/blob/main/packages/${name}/README.md${section}`
}

/** One scheme's line of facts. */
export interface About {
  /** What the scheme is and who uses it, in one line. */
  readonly line: string
  /** The package that implements it (`utf8-classic`). */
  readonly pkg: string
  /**
   * The document it comes from: a title, and its public address; or, for a document without one, the
   * README section that cites it (`readme: true`).
   */
  readonly source: { readonly title: string; readonly url: string; readonly readme?: true }
}

const BARBER = {
  title: 'Dave Barber, “Extending UTF-8 to eight bytes” (2020)',
  url: readmeUrl('utf8-eight-byte'),
  readme: true,
} as const

/** By scheme id (`codec.name`; `utf-8-hunk-N` share one entry). */
const ABOUT: Record<string, About> = {
  'utf-8': {
    line: 'The standard: 1–4 bytes up to U+10FFFF. Used by the web, JSON, and most files and APIs.',
    pkg: 'utf8-classic',
    source: { title: 'RFC 3629', url: 'https://www.rfc-editor.org/rfc/rfc3629' },
  },
  'utf-8-rfc2279': {
    line: 'UTF-8 as first standardised (1998): 1–6 bytes up to 0x7FFFFFFF; replaced by RFC 3629, still read by older decoders.',
    pkg: 'utf8-classic',
    source: { title: 'RFC 2279', url: 'https://www.rfc-editor.org/rfc/rfc2279' },
  },
  'cesu-8': {
    line: 'UTF-8 over UTF-16: a supplementary character is its two surrogates, 3 bytes each. Used by Oracle and SAP HANA.',
    pkg: 'utf8-classic',
    source: { title: 'Unicode Technical Report #26', url: 'https://www.unicode.org/reports/tr26/' },
  },
  'mutf-8': {
    line: 'Java’s Modified UTF-8: U+0000 as C0 80, supplementary characters as surrogate pairs. Used in Java class files, JNI and DataInput/DataOutput.',
    pkg: 'utf8-classic',
    source: {
      title: 'Java SE, java.io.DataInput: Modified UTF-8',
      url: 'https://docs.oracle.com/javase/8/docs/api/java/io/DataInput.html#modified-utf-8',
    },
  },
  'wtf-8': {
    line: 'UTF-8 that also holds lone surrogates, for UTF-16 that may be ill-formed. Used by Rust’s OsString on Windows.',
    pkg: 'utf8-classic',
    source: { title: 'The WTF-8 encoding (Simon Sapin)', url: 'https://simonsapin.github.io/wtf-8/' },
  },
  'utf-8-eight-byte': {
    line: 'A proposal: UTF-8 extended to 8 bytes, values up to 2^42 − 1, the same bytes as RFC 3629 for every Unicode scalar value.',
    pkg: 'utf8-eight-byte',
    source: BARBER,
  },
  'utf-8-seven-byte': {
    line: 'Barber’s eight-byte UTF-8 limited to seven bytes, for channels that reserve the byte FF.',
    pkg: 'utf8-eight-byte',
    source: BARBER,
  },
  'utf-8-65': {
    line: 'Barber’s 65-bit variant (§9): extension bytes 100ddddd, 1–14 bytes, values up to 2^65 − 1.',
    pkg: 'utf8-eight-byte',
    source: BARBER,
  },
  'utf-infinity-8': {
    line: 'A draft proposal: UTF-8 extended to code points of any size; the same bytes as RFC 2279 below U+80000000.',
    pkg: 'utf8-infinity',
    source: {
      title: 'Tom Bishop and Richard Cook, “Draft Proposal for UTF-∞-8 Specification” (2009)',
      url: readmeUrl('utf8-infinity'),
      readme: true,
    },
  },
  'corrected-utf-8': {
    line: 'A proposal (2022): UTF-8 without overlong forms, C1 controls or surrogates, up to U+8421109F.',
    pkg: 'corrected-utf8',
    source: {
      title: '“Corrected UTF-8” (2022)',
      url: readmeUrl('corrected-utf8', '#the-scheme'),
      readme: true,
    },
  },
  hunk: {
    line: 'UTF-8’s structure over units of N bits (“hunks”) instead of bytes: the document’s §8.',
    pkg: 'utf8-eight-byte',
    source: BARBER,
  },
}

/** What the page says about a scheme, by its id. */
export function aboutScheme(id: string): About | undefined {
  return ABOUT[/^utf-8-hunk-\d$/.test(id) ? 'hunk' : id]
}
