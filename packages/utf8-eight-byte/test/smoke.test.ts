import { expect, test } from 'vitest'
import { eightByte, explain, explainBytes, hunkCapacity, hunkCodec, sevenByte, sixtyFiveBit } from '../src/index.ts'

test('smoke', () => {
  const cps = [0, 0x41, 0x7f, 0x80, 0x7ff, 0x800, 0xffff, 0x10000, 0x10ffff, 0x110000, 2 ** 31, 2 ** 36, 2 ** 42 - 1, 0xd800]
  const b = eightByte.encodeCodePoints(cps)
  console.log(Buffer.from(b).toString('hex'))
  expect(eightByte.decodeCodePoints(b)).toEqual(cps)
  console.log(eightByte.validate(new Uint8Array([0x41, 0xe0, 0x80, 0x80]))?.message)
  console.log(eightByte.validate(new Uint8Array([0x41, 0xe2, 0x82, 0x41]))?.message)
  console.log(eightByte.validate(new Uint8Array([0x41, 0xe2, 0x82]))?.message)
  console.log(eightByte.validate(new Uint8Array([0x80]))?.message)
  console.log(sevenByte.validate(new Uint8Array([0xff]))?.message)
  try { eightByte.decode(new Uint8Array([0xf4, 0x90, 0x80, 0x80])) } catch (e) { console.log((e as Error).message) }
  console.log(eightByte.decode(new Uint8Array([0x61, 0xe0, 0x80, 0x80, 0xf4, 0x90, 0x80, 0x80, 0x62]), { fatal: false }))
  console.log(explain(0x80), explain(0x7ff).subscript, explain(0x7ff).codePointSubscript)
  console.log(explainBytes(new Uint8Array([0xc0, 0xa5, 0x41, 0xe2])))
  console.log(sixtyFiveBit.encode('é'), sixtyFiveBit.encodeCodePoints([2n ** 65n - 1n]))
  for (let h = 1; h <= 9; h++) console.log(h, hunkCodec(h as 1).maxCodePoint, hunkCodec(h as 1).maxSequenceLength, hunkCapacity(h as 1).map((r) => `${r.lead} ${r.extension} ${r.dataBits} ${r.min}-${r.max}`).join(' | '))
  const five = hunkCodec(5)
  console.log(five.encodeCodePoints([0x41]))
  const d = hunkCodec(9).createDecoder()
  const h9 = hunkCodec(9).encode('a€😀')
  console.log(h9, d.decode(h9.subarray(0, 2), { stream: true }), d.decode(h9.subarray(2)))
})
