/**
 * Windows-1252's bytes 0x80–0x9F: the only ones where it differs from ISO-8859-1 (Latin-1), whose
 * bytes are the code points U+0000–U+00FF.
 *
 * @module
 */

/**
 * The code point of each byte 0x80–0x9F (index: byte − 0x80), from the WHATWG Encoding Standard's
 * `index-windows-1252.txt` (https://encoding.spec.whatwg.org/index-windows-1252.txt), which agrees with
 * Microsoft's code page 1252 and Unicode's `MAPPINGS/VENDORS/MICSFT/WINDOWS/CP1252.TXT` for the 27
 * bytes those define. The five bytes Microsoft leaves undefined (81, 8D, 8F, 90, 9D) are the C1
 * control code points of the same value, as the Encoding Standard (and so every browser's
 * `TextDecoder('windows-1252')`, which also serves the labels `latin1` and `iso-8859-1`) decodes them.
 */
export const WINDOWS_1252_C1: readonly number[] = [
  0x20ac, // 80 EURO SIGN
  0x0081, // 81 undefined: the C1 control
  0x201a, // 82 SINGLE LOW-9 QUOTATION MARK
  0x0192, // 83 LATIN SMALL LETTER F WITH HOOK
  0x201e, // 84 DOUBLE LOW-9 QUOTATION MARK
  0x2026, // 85 HORIZONTAL ELLIPSIS
  0x2020, // 86 DAGGER
  0x2021, // 87 DOUBLE DAGGER
  0x02c6, // 88 MODIFIER LETTER CIRCUMFLEX ACCENT
  0x2030, // 89 PER MILLE SIGN
  0x0160, // 8A LATIN CAPITAL LETTER S WITH CARON
  0x2039, // 8B SINGLE LEFT-POINTING ANGLE QUOTATION MARK
  0x0152, // 8C LATIN CAPITAL LIGATURE OE
  0x008d, // 8D undefined: the C1 control
  0x017d, // 8E LATIN CAPITAL LETTER Z WITH CARON
  0x008f, // 8F undefined: the C1 control
  0x0090, // 90 undefined: the C1 control
  0x2018, // 91 LEFT SINGLE QUOTATION MARK
  0x2019, // 92 RIGHT SINGLE QUOTATION MARK
  0x201c, // 93 LEFT DOUBLE QUOTATION MARK
  0x201d, // 94 RIGHT DOUBLE QUOTATION MARK
  0x2022, // 95 BULLET
  0x2013, // 96 EN DASH
  0x2014, // 97 EM DASH
  0x02dc, // 98 SMALL TILDE
  0x2122, // 99 TRADE MARK SIGN
  0x0161, // 9A LATIN SMALL LETTER S WITH CARON
  0x203a, // 9B SINGLE RIGHT-POINTING ANGLE QUOTATION MARK
  0x0153, // 9C LATIN SMALL LIGATURE OE
  0x009d, // 9D undefined: the C1 control
  0x017e, // 9E LATIN SMALL LETTER Z WITH CARON
  0x0178, // 9F LATIN CAPITAL LETTER Y WITH DIAERESIS
]
