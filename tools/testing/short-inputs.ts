// Inputs for the quick routes of core's UTF-8 accelerator (`quickDecode`, `quickEncode`): decode and
// encode without options hand inputs up to 64 bytes or units to the runtime, and what it does not accept
// must come out exactly as the full path gives it. Shared by the tests of every package whose codecs use
// that accelerator.

const encoder = new TextEncoder()

function fromHex(hex: string): Uint8Array {
  const out = new Uint8Array(hex.length / 2)
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16)
  return out
}

/**
 * Sequences put into well-formed text: none, overlong, surrogates (alone and as a CESU-8 pair), above
 * U+10FFFF, an invalid byte, truncated, U+0000, a 4-byte sequence, a lone lead, a BOM, and beyond
 * RFC 3629 (5 and 6 bytes, and the FE/FF leads of the wider schemes).
 */
export const SHORT_INSERTS = [
  '',
  'c080',
  'eda080',
  'edafbfedbfbf',
  'f4908080',
  'ff',
  'e282',
  '00',
  'f09f9880',
  'c3',
  'efbbbf',
  'f888808080',
  'fc8480808080',
  'fe8280808080808080',
] as const

/** Bytes of every length 0 to 70 with each insert at the start, the middle and the end. */
export function* shortInputs(inserts: readonly string[] = SHORT_INSERTS): Generator<Uint8Array> {
  const base = encoder.encode('aé€😀b'.repeat(10))
  for (const hex of inserts) {
    const insert = fromHex(hex)
    for (let length = 0; length <= 70; length++) {
      const body = base.subarray(0, Math.max(0, length - insert.length))
      for (const at of [0, body.length >> 1, body.length]) {
        yield Uint8Array.of(...body.subarray(0, at), ...insert, ...body.subarray(at))
      }
    }
  }
}

/** Texts of every length 0 to 70 units, well-formed or with one lone surrogate at the start or the end. */
export function* shortTexts(): Generator<{ text: string; lone: number }> {
  for (const lone of ['', '\uD800', '\uDBFF', '\uDC00', '\uDFFF']) {
    for (let length = 0; length <= 70; length++) {
      const body = 'aé€😀b'.repeat(12).slice(0, Math.max(0, length - lone.length))
      // Never cut inside a pair: a cut pair would be a second lone surrogate.
      const whole = /[\uD800-\uDBFF]$/.test(body) ? body.slice(0, -1) : body
      for (const at of [0, whole.length]) {
        yield { text: whole.slice(0, at) + lone + whole.slice(at), lone: lone === '' ? -1 : at }
      }
    }
  }
}

/**
 * The outcome of a call as plain data: its value, or the `DecodeError` / `EncodeError` it threw as
 * `{ kind, offset }` / `{ kind, index }` (other errors are thrown on).
 */
export function outcome(fn: () => unknown): unknown {
  try {
    return fn()
  } catch (error) {
    if (!(error instanceof Error) || !('kind' in error)) throw error
    const { kind, index, offset } = error as unknown as { kind: string; index?: unknown; offset?: unknown }
    return typeof index === 'number' ? { kind, index } : { kind, offset }
  }
}
