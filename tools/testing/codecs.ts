// Every byte codec of the scheme packages, for the tests that must hold for each scheme (the hunk
// codecs, on Uint16Array units, are `hunkCodec(1…9)`). Test-only: core itself imports no scheme package.
import { correctedUtf8 } from '@utf8x/corrected-utf8'
import { cesu8, mutf8, utf8, utf8Rfc2279, wtf8 } from '@utf8x/utf8-classic'
import { eightByte, sevenByte, sixtyFiveBit } from '@utf8x/utf8-eight-byte'
import { utfInfinity8 } from '@utf8x/utf8-infinity'

/** The ten byte codecs, in the order of SEMANTICS.md's table. */
export const BYTE_CODECS = [
  utf8,
  utf8Rfc2279,
  cesu8,
  mutf8,
  wtf8,
  eightByte,
  sevenByte,
  sixtyFiveBit,
  utfInfinity8,
  correctedUtf8,
] as const
