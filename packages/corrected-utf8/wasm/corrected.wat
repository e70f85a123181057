;; utf8x corrected-utf8: UTF-8 <-> Corrected UTF-8 rewriting in WebAssembly memory, with 16-byte SIMD
;; steps.
;;
;; Encoding: TextEncoder writes UTF-8 into memory and `utf8ToCorrected` rewrites it into a second region
;; (16 bytes a step over ASCII, 2- and 3-byte sequences, and runs of 4-byte ones). Decoding:
;; `correctedToUtf8` rewrites Corrected UTF-8 as UTF-8 into a second region (16 bytes a step over
;; ASCII, 2- and 3-byte sequences, and runs of 4-byte ones, checking the input), which TextDecoder turns
;; into a string. Both stop at anything they do not handle (a C1 control or U+FFFD when encoding; an ill-formed sequence or a
;; value above U+10FFFF when decoding) and the JS code takes over.
;;
;; Offsets (packages/corrected-utf8/src/_scheme.ts): 2 bytes hold U+00A0 + v; 3 bytes U+08A0 + v below
;; 0xCF60 and U+10A0 + v from there (skipping the surrogates); 4 bytes U+110A0 + v.
;;
;; Source of packages/corrected-utf8/src/_corrected-wasm.ts (generated: node tools/build-wasm.mjs; a
;; test checks that the two agree).
(module
  (memory (export "memory") 1)
  ;; Bytes written by the last correctedToUtf8.
  (global $written (mut i32) (i32.const 0))
  (func (export "written") (result i32) (global.get $written))

  ;; Rewrites the well-formed UTF-8 at [$p, $p + $n) as Corrected UTF-8 at $out, a region that does not
  ;; overlap it, with room for $n + 16 bytes (no sequence grows: U+0800-U+089F and U+10000-U+1109F shrink
  ;; by a byte). The byte before $p must be readable, and the 19 after the input too (it writes 16 zeros
  ;; there: the steps read past the input). Returns the length written, or -1 at a C1 control
  ;; (U+0080-U+009F) or U+FFFD (the caller then encodes the text itself).
  ;;
  ;; 16 bytes at a time where it can ($steps: ASCII; ASCII with 2- and 3-byte sequences; four 4-byte
  ;; sequences; $twos: ASCII with 2-byte sequences only), anything else one sequence at a time.
  (func (export "utf8ToCorrected") (param $p i32) (param $n i32) (param $out i32) (result i32)
    (local $r i32) (local $w i32) (local $end i32) (local $b i32) (local $cp i32) (local $v i32)
    (local $off i32) (local $sw i32)
    (local $x v128) (local $xp v128) (local $x1 v128) (local $c0 v128) (local $mask v128) (local $high v128) (local $bl v128) (local $m v128) (local $sub v128) (local $res v128) (local $l2 v128)
    (local $sf0 v128) (local $form4mask v128) (local $form4 v128) (local $digits4 v128) (local $offset4 v128) (local $marks4 v128)
    (local $se0 v128) (local $sc0 v128) (local $s0f v128) (local $masks v128) (local $see v128) (local $subs v128)
    (local $s02 v128) (local $s20 v128) (local $s01 v128) (local $bfbd v128) (local $s40 v128)
    ;; The vector constants, set once: V8 builds a v128.const anew at each use inside a loop.
    (local.set $sf0 (v128.const i32x4 0xf0f0f0f0 0xf0f0f0f0 0xf0f0f0f0 0xf0f0f0f0))
    (local.set $form4mask (v128.const i32x4 0xc0c0c0f8 0xc0c0c0f8 0xc0c0c0f8 0xc0c0c0f8))
    (local.set $form4 (v128.const i32x4 0x808080f0 0x808080f0 0x808080f0 0x808080f0))
    (local.set $digits4 (v128.const i32x4 0x073f3f3f 0x073f3f3f 0x073f3f3f 0x073f3f3f))
    (local.set $offset4 (v128.const i32x4 0x00110220 0x00110220 0x00110220 0x00110220))
    (local.set $marks4 (v128.const i32x4 0xf0808080 0xf0808080 0xf0808080 0xf0808080))
    (local.set $se0 (v128.const i32x4 0xe0e0e0e0 0xe0e0e0e0 0xe0e0e0e0 0xe0e0e0e0))
    (local.set $sc0 (v128.const i32x4 0xc0c0c0c0 0xc0c0c0c0 0xc0c0c0c0 0xc0c0c0c0))
    (local.set $s0f (v128.const i32x4 0x0f0f0f0f 0x0f0f0f0f 0x0f0f0f0f 0x0f0f0f0f))
    (local.set $masks (v128.const i8x16 0x7f 0x7f 0x7f 0x7f 0x7f 0x7f 0x7f 0x7f 0x3f 0x3f 0x3f 0x3f 0x1f 0x1f 0x0f 0x07))
    (local.set $see (v128.const i32x4 0xeeeeeeee 0xeeeeeeee 0xeeeeeeee 0xeeeeeeee))
    (local.set $subs (v128.const i8x16 0 0 0 0 0 0 0 0 0x20 0x20 0x20 0x20 0x02 0x02 0 0))
    (local.set $s02 (v128.const i32x4 0x02020202 0x02020202 0x02020202 0x02020202))
    (local.set $s20 (v128.const i32x4 0x20202020 0x20202020 0x20202020 0x20202020))
    (local.set $s01 (v128.const i32x4 0x01010101 0x01010101 0x01010101 0x01010101))
    (local.set $bfbd (v128.const i32x4 0xbdbfbdbf 0xbdbfbdbf 0xbdbfbdbf 0xbdbfbdbf))
    (local.set $s40 (v128.const i32x4 0x40404040 0x40404040 0x40404040 0x40404040))
    (local.set $r (local.get $p))
    (local.set $w (local.get $out))
    (local.set $end (i32.add (local.get $p) (local.get $n)))
    (v128.store (local.get $end) (v128.const i64x2 0 0))
    (block $done
      (loop $next
        ;; $b: how far the output is from the input. The 16-byte steps, then one sequence.
        (local.set $off (i32.sub (local.get $w) (local.get $r)))
        ;; The 16-byte steps from $r on, while they apply: $r ends where they stopped (at $end, short of 16
        ;; bytes before it, or at input they leave to the one-at-a-time code). Output goes $off bytes after
        ;; the input (these steps write as many bytes as they read).
        (local.set $sw (i32.add (local.get $r) (local.get $off)))
        (block $sstop
          (loop $snext
            (br_if $sstop (i32.gt_u (i32.add (local.get $r) (i32.const 16)) (local.get $end)))
            (local.set $x (v128.load (local.get $r)))
            ;; ASCII: as it is, 32 or 16 bytes at once.
            (if (i32.le_u (i32.add (local.get $r) (i32.const 32)) (local.get $end))
              (then
                (local.set $x1 (v128.load offset=16 (local.get $r)))
                (if (i32.eqz (i8x16.bitmask (v128.or (local.get $x) (local.get $x1))))
                  (then
                    (v128.store (local.get $sw) (local.get $x))
                    (v128.store offset=16 (local.get $sw) (local.get $x1))
                    (local.set $r (i32.add (local.get $r) (i32.const 32)))
                    (local.set $sw (i32.add (local.get $sw) (i32.const 32)))
                    (br $snext)))))
            (if (i32.eqz (i8x16.bitmask (local.get $x)))
              (then
                (v128.store (local.get $sw) (local.get $x))
                (local.set $r (i32.add (local.get $r) (i32.const 16)))
                (local.set $sw (i32.add (local.get $sw) (i32.const 16)))
                (br $snext)))
            (if (v128.any_true (i8x16.ge_u (local.get $x) (local.get $sf0)))
              (then
                ;; Four 4-byte sequences, one in each 32-bit lane: U+110A0 + v. Byte-swapped (lead byte
                ;; highest) with the marker bits cleared, each lane holds the code point's four base-64 digits
                ;; a byte apart, and subtracting the digits of 0x110A0 borrows across the cleared bits.
                (br_if $sstop (i32.ne (i32.const 15) (i32x4.bitmask (i32x4.eq
                  (v128.and (local.get $x) (local.get $form4mask))
                  (local.get $form4)))))
                (local.set $m (i32x4.sub
                  (v128.and (i8x16.shuffle 3 2 1 0 7 6 5 4 11 10 9 8 15 14 13 12 (local.get $x) (local.get $x))
                    (local.get $digits4))
                  (local.get $offset4)))
                ;; Below zero: U+10000 to U+1109F, which shrink to 3 bytes, one at a time.
                (br_if $sstop (i32x4.bitmask (local.get $m)))
                (local.set $m (v128.or (v128.and (local.get $m) (local.get $digits4)) (local.get $marks4)))
                (v128.store (local.get $sw)
                  (i8x16.shuffle 3 2 1 0 7 6 5 4 11 10 9 8 15 14 13 12 (local.get $m) (local.get $m)))
                (local.set $r (i32.add (local.get $r) (i32.const 16)))
                (local.set $sw (i32.add (local.get $sw) (i32.const 16)))
                (br $snext)))
            ;; ASCII and 2-byte sequences only (Latin, Greek, Cyrillic, Hebrew, Arabic): stop, $twos takes
            ;; them. (A lead E0 or more just before would make the first byte a middle one.)
            (br_if $sstop (i32.and
              (i32.eqz (v128.any_true (i8x16.ge_u (local.get $x) (local.get $se0))))
              (i32.lt_u (i32.load8_u offset=0 (i32.sub (local.get $r) (i32.const 1))) (i32.const 0xe0))))
            ;; ASCII, 2- and 3-byte sequences: each sequence's value less its offset (2 bytes: U+00A0; 3 bytes:
            ;; U+08A0, or U+10A0 from U+E000 on, where the lead byte is EE or more), as a subtraction in base 64
            ;; done on all 16 bytes at once. $m: each byte's digit (the marker bits cleared by $mask, chosen by
            ;; the high nibble: 0x7F for ASCII, 0x3F for a continuation byte, 0x1F and 0x0F for leads of 2 and
            ;; 3); $sub: what each digit subtracts (the offset's base-64 digits: 0x20 for a last byte; 0x22, or
            ;; 0x02 after a lead EE-EF, for a middle byte; 2 for a lead of 2; 1 for a lead EE-EF). A borrow goes
            ;; to the byte before (a middle byte may pass it on), never out of a sequence of valid input. Each
            ;; step moves 14 bytes on: the last two lanes lack the borrows from further on. (Where the next
            ;; step goes one at a time, it first steps back to the lead byte.)
            (local.set $xp (v128.load (i32.sub (local.get $r) (i32.const 1))))
            (local.set $x1 (v128.load offset=1 (local.get $r)))
            ;; Continuation bytes (80-BF) are those below C0 as signed bytes.
            (local.set $c0 (i8x16.lt_s (local.get $x) (local.get $sc0)))
            (local.set $m (v128.and (i16x8.shr_u (local.get $x) (i32.const 4)) (local.get $s0f)))
            (local.set $mask (i8x16.swizzle
              (local.get $masks)
              (local.get $m)))
            (local.set $high (i8x16.ge_u (local.get $x) (local.get $see)))
            (local.set $sub (i8x16.add
              (i8x16.swizzle
                (local.get $subs)
                (local.get $m))
              (v128.or
                ;; Middle bytes: continuation bytes followed by one.
                (v128.and (v128.and (local.get $c0) (i8x16.lt_s (local.get $x1) (local.get $sc0)))
                  (i8x16.sub (local.get $s02)
                    (v128.and (i8x16.ge_u (local.get $xp) (local.get $see)) (local.get $s20))))
                (v128.and (local.get $high) (local.get $s01)))))
            (local.set $m (v128.and (local.get $x) (local.get $mask)))
            ;; Digit minus what it subtracts, then the borrows from the byte after (all ones: minus 1), twice.
            (local.set $res (i8x16.sub (local.get $m) (local.get $sub)))
            (local.set $bl (i8x16.shuffle 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16
              (i8x16.lt_s (local.get $m) (local.get $sub)) (v128.const i64x2 0 0)))
            ;; $sub: the bytes a borrow takes below zero (they pass it on).
            (local.set $sub (v128.and (i8x16.eq (local.get $res) (v128.const i64x2 0 0)) (local.get $bl)))
            (local.set $res (i8x16.add (i8x16.add (local.get $res) (local.get $bl))
              (i8x16.shuffle 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 (local.get $sub) (v128.const i64x2 0 0))))
            ;; One at a time where a lead byte went below zero (its sequence's value is below the offset: a C1
            ;; control; U+0800 to U+089F, which shrink) in the 15 lanes whose borrows are known (lane 14's
            ;; would reach the 14 kept), or where BF BD follows (U+FFFD; rarely anything else).
            (br_if $sstop (i32.or
              (i32.and (i8x16.bitmask (v128.andnot (local.get $res) (local.get $c0))) (i32.const 0x7fff))
              (v128.any_true (v128.or
                (i16x8.eq (local.get $x) (local.get $bfbd))
                (i16x8.eq (local.get $x1) (local.get $bfbd))))))
            (v128.store (local.get $sw) (v128.bitselect (local.get $res) (local.get $x) (local.get $mask)))
            (local.set $r (i32.add (local.get $r) (i32.const 14)))
            (local.set $sw (i32.add (local.get $sw) (i32.const 14)))
            (br $snext)
          ))
        ;; The 16-byte steps over ASCII and 2-byte sequences (U+00A0 + v): a last byte xors 0x20 (minus
        ;; 0x20 in 6 bits), and a lead subtracts 2 and the borrow from its last byte (bit 5 clear there).
        ;; From $r (not a middle byte of a 3-byte sequence) while they apply; $r may end inside a sequence
        ;; (the next step then starts at its last byte). A loop of its own: inside the one above, it
        ;; slowed the other steps there by about a sixth on CJK text (measured on Node and Bun).
        (local.set $sw (i32.add (local.get $r) (local.get $off)))
        (block $tstop
          ;; Not after a lead E0 or more (the first byte would be a middle one).
          (br_if $tstop (i32.ge_u (i32.load8_u offset=0 (i32.sub (local.get $r) (i32.const 1))) (i32.const 0xe0)))
          (loop $tnext
            (br_if $tstop (i32.gt_u (i32.add (local.get $r) (i32.const 16)) (local.get $end)))
            (local.set $x (v128.load (local.get $r)))
            ;; ASCII: as it is, 32 or 16 bytes at once.
            (if (i32.le_u (i32.add (local.get $r) (i32.const 32)) (local.get $end))
              (then
                (local.set $x1 (v128.load offset=16 (local.get $r)))
                (if (i32.eqz (i8x16.bitmask (v128.or (local.get $x) (local.get $x1))))
                  (then
                    (v128.store (local.get $sw) (local.get $x))
                    (v128.store offset=16 (local.get $sw) (local.get $x1))
                    (local.set $r (i32.add (local.get $r) (i32.const 32)))
                    (local.set $sw (i32.add (local.get $sw) (i32.const 32)))
                    (br $tnext)))))
            (br_if $tstop (v128.any_true (i8x16.ge_u (local.get $x) (local.get $se0))))
            (local.set $x1 (v128.load offset=1 (local.get $r)))
            (local.set $c0 (i8x16.lt_s (local.get $x) (local.get $sc0)))
            (local.set $l2 (v128.andnot (i8x16.lt_s (local.get $x) (v128.const i64x2 0 0)) (local.get $c0)))
            (local.set $bl (v128.and (i8x16.lt_s (local.get $x1) (local.get $sc0))
              (i8x16.eq (v128.and (local.get $x1) (local.get $s20)) (v128.const i64x2 0 0))))
            (local.set $res (i8x16.sub
              (v128.xor (local.get $x) (v128.and (local.get $c0) (local.get $s20)))
              (v128.and (local.get $l2) (i8x16.sub (local.get $s02) (local.get $bl)))))
            ;; A lead below C0 (bit 6 clear) is a C1 control: left to the one-at-a-time code.
            (br_if $tstop (v128.any_true (v128.andnot (v128.and (local.get $l2) (local.get $s40)) (local.get $res))))
            (v128.store (local.get $sw) (local.get $res))
            (local.set $r (i32.add (local.get $r) (i32.const 16)))
            (local.set $sw (i32.add (local.get $sw) (i32.const 16)))
            (br $tnext)))
        (local.set $w (i32.add (local.get $r) (local.get $off)))
        (br_if $done (i32.ge_u (local.get $r) (local.get $end)))
        (block $write
          ;; Back to the lead byte of a sequence the last 16-byte step cut (rewritten again, alike).
          (loop $back
            (if (i32.eq (i32.and (i32.load8_u (local.get $r)) (i32.const 0xc0)) (i32.const 0x80))
              (then
                (local.set $r (i32.sub (local.get $r) (i32.const 1)))
                (local.set $w (i32.sub (local.get $w) (i32.const 1)))
                (br $back))))
          ;; One sequence.
          (local.set $b (i32.load8_u (local.get $r)))
          (if (i32.lt_u (local.get $b) (i32.const 0x80))
            (then
              (i32.store8 (local.get $w) (local.get $b))
              (local.set $r (i32.add (local.get $r) (i32.const 1)))
              (local.set $w (i32.add (local.get $w) (i32.const 1)))
              (br $next)))
          (if (i32.lt_u (local.get $b) (i32.const 0xe0))
            (then
              (local.set $cp (i32.or
                (i32.shl (i32.and (local.get $b) (i32.const 0x1f)) (i32.const 6))
                (i32.and (i32.load8_u offset=1 (local.get $r)) (i32.const 0x3f))))
              (if (i32.lt_u (local.get $cp) (i32.const 0xa0)) (then (return (i32.const -1))))
              (local.set $r (i32.add (local.get $r) (i32.const 2)))
              (br $write)))
          (if (i32.lt_u (local.get $b) (i32.const 0xf0))
            (then
              (local.set $cp (i32.or
                (i32.or
                  (i32.shl (i32.and (local.get $b) (i32.const 0x0f)) (i32.const 12))
                  (i32.shl (i32.and (i32.load8_u offset=1 (local.get $r)) (i32.const 0x3f)) (i32.const 6)))
                (i32.and (i32.load8_u offset=2 (local.get $r)) (i32.const 0x3f))))
              (if (i32.eq (local.get $cp) (i32.const 0xfffd)) (then (return (i32.const -1))))
              (local.set $r (i32.add (local.get $r) (i32.const 3)))
              (br $write)))
          (local.set $cp (i32.or
            (i32.or
              (i32.shl (i32.and (local.get $b) (i32.const 0x07)) (i32.const 18))
              (i32.shl (i32.and (i32.load8_u offset=1 (local.get $r)) (i32.const 0x3f)) (i32.const 12)))
            (i32.or
              (i32.shl (i32.and (i32.load8_u offset=2 (local.get $r)) (i32.const 0x3f)) (i32.const 6))
              (i32.and (i32.load8_u offset=3 (local.get $r)) (i32.const 0x3f)))))
          (local.set $r (i32.add (local.get $r) (i32.const 4))))
        ;; Writes $cp (U+00A0 and up, not a surrogate) in Corrected UTF-8 at $w.
        (if (i32.lt_u (local.get $cp) (i32.const 0x8a0))
          (then
            (local.set $v (i32.sub (local.get $cp) (i32.const 0xa0)))
            (i32.store8 (local.get $w) (i32.or (i32.const 0xc0) (i32.shr_u (local.get $v) (i32.const 6))))
            (i32.store8 offset=1 (local.get $w) (i32.or (i32.const 0x80) (i32.and (local.get $v) (i32.const 0x3f))))
            (local.set $w (i32.add (local.get $w) (i32.const 2)))
            (br $next)))
        (if (i32.lt_u (local.get $cp) (i32.const 0x110a0))
          (then
            (local.set $v (i32.sub (local.get $cp)
              (select (i32.const 0x8a0) (i32.const 0x10a0) (i32.lt_u (local.get $cp) (i32.const 0xd800)))))
            (i32.store8 (local.get $w) (i32.or (i32.const 0xe0) (i32.shr_u (local.get $v) (i32.const 12))))
            (i32.store8 offset=1 (local.get $w)
              (i32.or (i32.const 0x80) (i32.and (i32.shr_u (local.get $v) (i32.const 6)) (i32.const 0x3f))))
            (i32.store8 offset=2 (local.get $w) (i32.or (i32.const 0x80) (i32.and (local.get $v) (i32.const 0x3f))))
            (local.set $w (i32.add (local.get $w) (i32.const 3)))
            (br $next)))
        (local.set $v (i32.sub (local.get $cp) (i32.const 0x110a0)))
        (i32.store8 (local.get $w) (i32.or (i32.const 0xf0) (i32.shr_u (local.get $v) (i32.const 18))))
        (i32.store8 offset=1 (local.get $w)
          (i32.or (i32.const 0x80) (i32.and (i32.shr_u (local.get $v) (i32.const 12)) (i32.const 0x3f))))
        (i32.store8 offset=2 (local.get $w)
          (i32.or (i32.const 0x80) (i32.and (i32.shr_u (local.get $v) (i32.const 6)) (i32.const 0x3f))))
        (i32.store8 offset=3 (local.get $w) (i32.or (i32.const 0x80) (i32.and (local.get $v) (i32.const 0x3f))))
        (local.set $w (i32.add (local.get $w) (i32.const 4)))
        (br $next)))
    (i32.sub (local.get $w) (local.get $out)))

  ;; Rewrites the Corrected UTF-8 at [$p, $p + $n) as UTF-8 at $out (a region that does not overlap it,
  ;; with room for 3 bytes per 2 read, plus 16). The 2 bytes after the input must be readable. Returns
  ;; how many input bytes it read: all of them, or up to the first sequence that is ill-formed, cut by
  ;; the end, or above U+10FFFF. `written` then tells how many bytes it wrote.
  ;;
  ;; 16-byte steps from the start of a sequence while they apply (ASCII; ASCII with 2-byte sequences;
  ;; ASCII with 2- and 3-byte sequences; four 4-byte sequences), each keeping only whole sequences, so
  ;; that the next starts a sequence too; anything else one sequence at a time. The steps write as many
  ;; bytes as they read, so they stop before a sequence whose UTF-8 is longer (U+0800-U+089F,
  ;; U+10000-U+1109F). They check the input: each byte is a continuation byte exactly where a lead byte
  ;; before it wants one, nothing is 5 or 6 bytes long or reserved, nothing is above U+10FFFF. A step
  ;; reads up to 2 bytes past its 16, and writes 16 bytes whatever it keeps.
  (func (export "correctedToUtf8") (param $p i32) (param $n i32) (param $out i32) (result i32)
    (local $r i32) (local $w i32) (local $end i32) (local $b i32) (local $c i32) (local $cp i32)
    (local $k i32) (local $m i32)
    (local $x v128) (local $x1 v128) (local $f v128) (local $cont v128) (local $lead2 v128) (local $lead3 v128)
    (local $e v128) (local $ml v128) (local $a v128) (local $t v128) (local $g v128)
    (local $sc0 v128) (local $se0 v128) (local $sf0 v128) (local $s9f v128) (local $s9d v128)
    (local $s20 v128) (local $s02 v128) (local $s40 v128) (local $sbf v128) (local $sdf v128)
    (local $sef v128) (local $sec v128) (local $sed v128)
    ;; Each byte value splatted, set once: V8 builds a v128.const anew at each use inside a loop.
    (local.set $sc0 (v128.const i32x4 0xc0c0c0c0 0xc0c0c0c0 0xc0c0c0c0 0xc0c0c0c0))
    (local.set $se0 (v128.const i32x4 0xe0e0e0e0 0xe0e0e0e0 0xe0e0e0e0 0xe0e0e0e0))
    (local.set $sf0 (v128.const i32x4 0xf0f0f0f0 0xf0f0f0f0 0xf0f0f0f0 0xf0f0f0f0))
    (local.set $s9f (v128.const i32x4 0x9f9f9f9f 0x9f9f9f9f 0x9f9f9f9f 0x9f9f9f9f))
    (local.set $s9d (v128.const i32x4 0x9d9d9d9d 0x9d9d9d9d 0x9d9d9d9d 0x9d9d9d9d))
    (local.set $s20 (v128.const i32x4 0x20202020 0x20202020 0x20202020 0x20202020))
    (local.set $s02 (v128.const i32x4 0x02020202 0x02020202 0x02020202 0x02020202))
    (local.set $s40 (v128.const i32x4 0x40404040 0x40404040 0x40404040 0x40404040))
    (local.set $sbf (v128.const i32x4 0xbfbfbfbf 0xbfbfbfbf 0xbfbfbfbf 0xbfbfbfbf))
    (local.set $sdf (v128.const i32x4 0xdfdfdfdf 0xdfdfdfdf 0xdfdfdfdf 0xdfdfdfdf))
    (local.set $sef (v128.const i32x4 0xefefefef 0xefefefef 0xefefefef 0xefefefef))
    (local.set $sec (v128.const i32x4 0xecececec 0xecececec 0xecececec 0xecececec))
    (local.set $sed (v128.const i32x4 0xedededed 0xedededed 0xedededed 0xedededed))
    (local.set $r (local.get $p))
    (local.set $w (local.get $out))
    (local.set $end (i32.add (local.get $p) (local.get $n)))
    (block $done
      (loop $main
        ;; The 16-byte steps while they apply, then one sequence.
        (block $stop
          (loop $next
            (br_if $stop (i32.gt_u (i32.add (local.get $r) (i32.const 16)) (local.get $end)))
            (local.set $x (v128.load (local.get $r)))
            ;; ASCII: as it is, 16 or 32 bytes at once.
            (if (i32.eqz (i8x16.bitmask (local.get $x)))
              (then
                (v128.store (local.get $w) (local.get $x))
                (local.set $k (i32.const 16))
                (if (i32.le_u (i32.add (local.get $r) (i32.const 32)) (local.get $end))
                  (then
                    (local.set $x1 (v128.load offset=16 (local.get $r)))
                    (if (i32.eqz (i8x16.bitmask (local.get $x1)))
                      (then
                        (v128.store offset=16 (local.get $w) (local.get $x1))
                        (local.set $k (i32.const 32))))))
                (local.set $r (i32.add (local.get $r) (local.get $k)))
                (local.set $w (i32.add (local.get $w) (local.get $k)))
                (br $next)))
            (local.set $f (i8x16.ge_u (local.get $x) (local.get $sf0)))
            (if (i32.and (i8x16.bitmask (local.get $f)) (i32.const 1))
              (then
                ;; Four 4-byte sequences, one in each 32-bit lane (F0-F7 and three continuation bytes):
                ;; U+110A0 + v. Byte-swapped (lead byte highest), each lane holds the four base-64 digits of v
                ;; a byte apart; with the marker bits of the lower three set, adding the digits of 0x110A0
                ;; carries across them.
                (br_if $stop (i32.ne (i32.const 15) (i32x4.bitmask (i32x4.eq
                  (v128.and (local.get $x) (v128.const i32x4 0xc0c0c0f8 0xc0c0c0f8 0xc0c0c0f8 0xc0c0c0f8))
                  (v128.const i32x4 0x808080f0 0x808080f0 0x808080f0 0x808080f0)))))
                (local.set $t (v128.and
                  (i32x4.add
                    (v128.or
                      (v128.and (i8x16.shuffle 3 2 1 0 7 6 5 4 11 10 9 8 15 14 13 12 (local.get $x) (local.get $x))
                        (v128.const i32x4 0x073f3f3f 0x073f3f3f 0x073f3f3f 0x073f3f3f))
                      (v128.const i32x4 0x00c0c0c0 0x00c0c0c0 0x00c0c0c0 0x00c0c0c0))
                    (v128.const i32x4 0x00110220 0x00110220 0x00110220 0x00110220))
                  (v128.const i32x4 0x0f3f3f3f 0x0f3f3f3f 0x0f3f3f3f 0x0f3f3f3f)))
                ;; Above U+10FFFF (digits 04 0F 3F 3F): left to the JS code.
                (br_if $stop (v128.any_true (i32x4.gt_u (local.get $t)
                  (v128.const i32x4 0x040f3f3f 0x040f3f3f 0x040f3f3f 0x040f3f3f))))
                (v128.store (local.get $w) (i8x16.shuffle 3 2 1 0 7 6 5 4 11 10 9 8 15 14 13 12
                  (v128.or (local.get $t) (v128.const i32x4 0xf0808080 0xf0808080 0xf0808080 0xf0808080))
                  (local.get $t)))
                (local.set $r (i32.add (local.get $r) (i32.const 16)))
                (local.set $w (i32.add (local.get $w) (i32.const 16)))
                (br $next)))
            ;; Continuation bytes (80-BF: below C0 as signed bytes), leads of 2 (C0-DF) and of 3 (E0-EF; here
            ;; with F0-FF). A continuation byte must come where, and only where, the lead byte before it or a
            ;; lead of 3 two before it wants one ($r starts a sequence, so no lead before it does). Where a
            ;; byte F0 or more comes, at lane $k, only the lanes before it are kept; it must start a sequence.
            (local.set $x1 (v128.load offset=1 (local.get $r)))
            (local.set $cont (i8x16.lt_s (local.get $x) (local.get $sc0)))
            (local.set $lead2 (v128.andnot (i8x16.lt_s (local.get $x) (local.get $se0)) (local.get $cont)))
            (local.set $lead3 (i8x16.ge_u (local.get $x) (local.get $se0)))
            (local.set $e (v128.xor (local.get $cont) (v128.or
              (i8x16.shuffle 16 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 (v128.or (local.get $lead2) (local.get $lead3)) (v128.const i64x2 0 0))
              (i8x16.shuffle 16 17 0 1 2 3 4 5 6 7 8 9 10 11 12 13 (local.get $lead3) (v128.const i64x2 0 0)))))
            (local.set $k (i32.const 16))
            (if (v128.any_true (v128.or (local.get $e) (local.get $f)))
              (then
                (local.set $k (i32.ctz (i32.or (i32.const 0x10000) (i8x16.bitmask (local.get $f)))))
                (br_if $stop (i32.and (i8x16.bitmask (local.get $e))
                  (i32.sub (i32.shl (i32.const 2) (local.get $k)) (i32.const 1))))))
            ;; $a: the byte after is A0 or more (the last byte of its sequence carries when 0x20 is added).
            (local.set $a (i8x16.gt_s (local.get $x1) (local.get $s9f)))
            (if (i32.eqz (v128.any_true (local.get $lead3)))
              (then
                ;; ASCII and 2-byte sequences only (Latin, Greek, Cyrillic, Hebrew, Arabic): U+00A0 + v. A
                ;; continuation byte (the last of its sequence) adds 0x20 in 6 bits (xor 0x20); a lead adds 2
                ;; and the carry from it. A lead whose sum leaves its 5 bits (E0 or more) is U+0800 or more, 3
                ;; bytes in UTF-8: the steps stop before it. A lead in lane 15 is left to the next step.
                (local.set $t (i8x16.add
                  (v128.xor (local.get $x) (v128.and (local.get $cont) (local.get $s20)))
                  (v128.and (local.get $lead2) (i8x16.sub (local.get $s02) (local.get $a)))))
                (local.set $e (v128.and (local.get $lead2) (i8x16.gt_s (local.get $t) (local.get $sdf))))
                (local.set $m (i32.sub (i32.const 16)
                  (i32.ge_u (i32.load8_u offset=15 (local.get $r)) (i32.const 0xc0)))))
              (else
                ;; ASCII, 2- and 3-byte sequences: each sequence's value plus its offset (2 bytes: U+00A0; 3
                ;; bytes: U+08A0, or U+10A0 from stored value 0xCF60 on), as an addition in base 64 on all 16
                ;; bytes at once, the continuation bytes kept in 80-BF. First U+08A0 for every 3-byte sequence:
                ;; a last byte adds 0x20, a middle byte 0x22, a lead of 2 adds 2; each adds the carry of the
                ;; byte after it ($a after a middle byte or lead of 2; for a lead of 3, its middle byte's:
                ;; the byte after plus $a of the one after that, 9E or more). Then a sequence now at U+D800 or
                ;; more (the stored value was 0xCF60 or more: a lead EE or more, or ED and a middle byte A0 or
                ;; more) adds 0x800 more: its middle byte 0x20, carrying when its bit 5 is set. A lead that
                ;; leaves its bits is U+0800-U+089F or U+10000-U+1109F, longer in UTF-8: the steps stop before
                ;; it. A sequence that lane 15 or lane 14 starts is left to the next step.
                ;; Leads of 2 and middle bytes (those after a lead of 3; not read from the byte after,
                ;; which lies past the input for lane 15 of the last step).
                (local.set $ml (v128.or (local.get $lead2)
                  (i8x16.shuffle 16 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 (local.get $lead3) (v128.const i64x2 0 0))))
                (local.set $t (i8x16.sub
                  (i8x16.add (local.get $x) (v128.or
                    (v128.and (local.get $cont) (local.get $s20))
                    (v128.and (local.get $ml) (local.get $s02))))
                  (v128.or
                    (v128.and (local.get $ml) (local.get $a))
                    (v128.and (local.get $lead3) (i8x16.gt_s
                      (i8x16.sub (local.get $x1)
                        (i8x16.gt_s (v128.load offset=2 (local.get $r)) (local.get $s9f)))
                      (local.get $s9d))))))
                ;; A continuation byte that reached C0 carried: back to 80-BF.
                (local.set $t (v128.xor (local.get $t) (v128.and (local.get $s40)
                  (v128.and (local.get $cont) (i8x16.gt_s (local.get $t) (local.get $sbf))))))
                ;; The upper range (leads now ED or more first, a cheap look).
                (if (v128.any_true (v128.and (local.get $lead3) (i8x16.gt_s (local.get $t) (local.get $sec))))
                  (then
                    ;; $g: the middle bytes whose lead is now EE or more, or ED with them A0 or more.
                    (local.set $g (i8x16.shuffle 16 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 (local.get $t) (v128.const i64x2 0 0)))
                    (local.set $g (v128.and
                      (i8x16.shuffle 16 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 (local.get $lead3) (v128.const i64x2 0 0))
                      (v128.or
                        (i8x16.gt_s (local.get $g) (local.get $sed))
                        (v128.and
                          (i8x16.eq (local.get $g) (local.get $sed))
                          (i8x16.gt_s (local.get $t) (local.get $s9f))))))
                    (local.set $t (i8x16.sub
                      (v128.xor (local.get $t) (v128.and (local.get $g) (local.get $s20)))
                      (i8x16.shuffle 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 (v128.and (local.get $g) (i8x16.eq (v128.and (local.get $t) (local.get $s20)) (local.get $s20))) (v128.const i64x2 0 0))))))
                (local.set $e (v128.or
                  (v128.and (local.get $lead2) (i8x16.gt_s (local.get $t) (local.get $sdf)))
                  (v128.and (local.get $lead3) (i8x16.gt_s (local.get $t) (local.get $sef)))))
                ;; Lanes kept: 16, less a sequence that lane 15 or lane 14 starts (read as bytes, not from
                ;; the vectors: the next step's place then waits on two loads only).
                (local.set $m (i32.sub (i32.const 16) (select (i32.const 1)
                  (i32.shl (i32.ge_u (i32.load8_u offset=14 (local.get $r)) (i32.const 0xe0)) (i32.const 1))
                  (i32.ge_u (i32.load8_u offset=15 (local.get $r)) (i32.const 0xc0)))))))
            ;; Keep $m lanes, no more than $k; a lead that overflowed ($e) ends the steps before it.
            (if (i32.lt_u (local.get $k) (i32.const 16))
              (then (if (i32.lt_u (local.get $k) (local.get $m)) (then (local.set $m (local.get $k))))))
            (if (v128.any_true (local.get $e))
              (then
                (local.set $k (i32.ctz (i8x16.bitmask (local.get $e))))
                (if (i32.le_u (local.get $k) (local.get $m))
                  (then
                    (v128.store (local.get $w) (local.get $t))
                    (local.set $r (i32.add (local.get $r) (local.get $k)))
                    (local.set $w (i32.add (local.get $w) (local.get $k)))
                    (br $stop)))))
            (v128.store (local.get $w) (local.get $t))
            (local.set $r (i32.add (local.get $r) (local.get $m)))
            (local.set $w (i32.add (local.get $w) (local.get $m)))
            (br $next)))
        (br_if $done (i32.ge_u (local.get $r) (local.get $end)))
        (block $write
          (local.set $b (i32.load8_u (local.get $r)))
          (if (i32.lt_u (local.get $b) (i32.const 0x80))
            (then
              (i32.store8 (local.get $w) (local.get $b))
              (local.set $r (i32.add (local.get $r) (i32.const 1)))
              (local.set $w (i32.add (local.get $w) (i32.const 1)))
              (br $main)))
          ;; A stray continuation byte.
          (br_if $done (i32.lt_u (local.get $b) (i32.const 0xc0)))
          (if (i32.lt_u (local.get $b) (i32.const 0xe0))
            (then
              (br_if $done (i32.gt_u (i32.add (local.get $r) (i32.const 2)) (local.get $end)))
              (local.set $c (i32.load8_u offset=1 (local.get $r)))
              (br_if $done (i32.ne (i32.and (local.get $c) (i32.const 0xc0)) (i32.const 0x80)))
              (local.set $cp (i32.add (i32.const 0xa0) (i32.or
                (i32.shl (i32.and (local.get $b) (i32.const 0x1f)) (i32.const 6))
                (i32.and (local.get $c) (i32.const 0x3f)))))
              (local.set $r (i32.add (local.get $r) (i32.const 2)))
              (br $write)))
          (if (i32.lt_u (local.get $b) (i32.const 0xf0))
            (then
              (br_if $done (i32.gt_u (i32.add (local.get $r) (i32.const 3)) (local.get $end)))
              (local.set $c (i32.load16_u offset=1 (local.get $r)))
              (br_if $done (i32.ne (i32.and (local.get $c) (i32.const 0xc0c0)) (i32.const 0x8080)))
              ;; v = lead bits, then the first continuation's 6 bits, then the second's.
              (local.set $cp (i32.or
                (i32.or
                  (i32.shl (i32.and (local.get $b) (i32.const 0x0f)) (i32.const 12))
                  (i32.shl (i32.and (local.get $c) (i32.const 0x3f)) (i32.const 6)))
                (i32.and (i32.shr_u (local.get $c) (i32.const 8)) (i32.const 0x3f))))
              (local.set $cp (i32.add (local.get $cp)
                (select (i32.const 0x8a0) (i32.const 0x10a0) (i32.lt_u (local.get $cp) (i32.const 0xcf60)))))
              (local.set $r (i32.add (local.get $r) (i32.const 3)))
              (br $write)))
          (br_if $done (i32.ge_u (local.get $b) (i32.const 0xf8)))
          (br_if $done (i32.gt_u (i32.add (local.get $r) (i32.const 4)) (local.get $end)))
          (local.set $c (i32.load offset=0 align=1 (local.get $r)))
          (br_if $done (i32.ne (i32.and (local.get $c) (i32.const 0xc0c0c000)) (i32.const 0x80808000)))
          (local.set $cp (i32.add (i32.const 0x110a0) (i32.or
            (i32.or
              (i32.shl (i32.and (local.get $b) (i32.const 0x07)) (i32.const 18))
              (i32.shl (i32.and (i32.shr_u (local.get $c) (i32.const 8)) (i32.const 0x3f)) (i32.const 12)))
            (i32.or
              (i32.shl (i32.and (i32.shr_u (local.get $c) (i32.const 16)) (i32.const 0x3f)) (i32.const 6))
              (i32.and (i32.shr_u (local.get $c) (i32.const 24)) (i32.const 0x3f))))))
          (br_if $done (i32.gt_u (local.get $cp) (i32.const 0x10ffff)))
          (local.set $r (i32.add (local.get $r) (i32.const 4))))
        ;; Writes $cp (U+00A0 to U+10FFFF, never a surrogate) in UTF-8 at $w.
        (if (i32.lt_u (local.get $cp) (i32.const 0x800))
          (then
            (i32.store8 (local.get $w) (i32.or (i32.const 0xc0) (i32.shr_u (local.get $cp) (i32.const 6))))
            (i32.store8 offset=1 (local.get $w) (i32.or (i32.const 0x80) (i32.and (local.get $cp) (i32.const 0x3f))))
            (local.set $w (i32.add (local.get $w) (i32.const 2)))
            (br $main)))
        (if (i32.lt_u (local.get $cp) (i32.const 0x10000))
          (then
            (i32.store8 (local.get $w) (i32.or (i32.const 0xe0) (i32.shr_u (local.get $cp) (i32.const 12))))
            (i32.store8 offset=1 (local.get $w)
              (i32.or (i32.const 0x80) (i32.and (i32.shr_u (local.get $cp) (i32.const 6)) (i32.const 0x3f))))
            (i32.store8 offset=2 (local.get $w) (i32.or (i32.const 0x80) (i32.and (local.get $cp) (i32.const 0x3f))))
            (local.set $w (i32.add (local.get $w) (i32.const 3)))
            (br $main)))
        (i32.store8 (local.get $w) (i32.or (i32.const 0xf0) (i32.shr_u (local.get $cp) (i32.const 18))))
        (i32.store8 offset=1 (local.get $w)
          (i32.or (i32.const 0x80) (i32.and (i32.shr_u (local.get $cp) (i32.const 12)) (i32.const 0x3f))))
        (i32.store8 offset=2 (local.get $w)
          (i32.or (i32.const 0x80) (i32.and (i32.shr_u (local.get $cp) (i32.const 6)) (i32.const 0x3f))))
        (i32.store8 offset=3 (local.get $w) (i32.or (i32.const 0x80) (i32.and (local.get $cp) (i32.const 0x3f))))
        (local.set $w (i32.add (local.get $w) (i32.const 4)))
        (br $main)))
    (global.set $written (i32.sub (local.get $w) (local.get $out)))
    (i32.sub (local.get $r) (local.get $p)))

  ;; What Corrected UTF-8's length differs from UTF-8's by over the well-formed UTF-8 at [$p, $p + $n):
  ;; +1 for each U+0080-U+009F (C2 80-C2 9F in UTF-8, 3 bytes here), -1 for each U+0800-U+089F
  ;; (E0 A0 80-E0 A2 9F, 2 bytes here) and each U+10000-U+1109F (F0 90 80 80-F0 91 82 9F, 3 bytes here).
  ;; 64 bytes a step: through text without a lead C2, E0 or F0, one test per byte; where there are such
  ;; leads, a limit per lead (A0 after C2, A3 after E0, 92 after F0, 0 after any other byte) that the
  ;; next byte is below only where the character counts (in well-formed UTF-8 the byte after those leads
  ;; is at least 80, A0 and 90). E0 leads all of U+0800-U+0FFF (Thai, the Indic scripts) and F0 all emoji:
  ;; their steps count nothing. A step where something counts is counted 16 leads at a time, each beside
  ;; the 3 bytes after it. It writes 32 zeros after the input (the blocks read past it, and zeros match
  ;; nothing).
  (func (export "lengthExtra") (param $p i32) (param $n i32) (result i32)
    (local $end i32) (local $stop i32) (local $acc v128) (local $hits v128) (local $limits v128)
    (local $v v128) (local $w v128) (local $x v128) (local $y v128) (local $plus v128) (local $minus v128)
    (local $sc2 v128) (local $se0 v128) (local $sf0 v128) (local $s9f v128) (local $sa2 v128)
    (local $s90 v128) (local $s91 v128) (local $s82 v128) (local $sa0 v128) (local $sa3 v128) (local $s92 v128)
    (local.set $sa0 (i8x16.splat (i32.const 0xa0)))
    (local.set $sa3 (i8x16.splat (i32.const 0xa3)))
    (local.set $s92 (i8x16.splat (i32.const 0x92)))
    (local.set $sc2 (i8x16.splat (i32.const 0xc2)))
    (local.set $se0 (i8x16.splat (i32.const 0xe0)))
    (local.set $sf0 (i8x16.splat (i32.const 0xf0)))
    (local.set $s9f (i8x16.splat (i32.const 0x9f)))
    (local.set $sa2 (i8x16.splat (i32.const 0xa2)))
    (local.set $s90 (i8x16.splat (i32.const 0x90)))
    (local.set $s91 (i8x16.splat (i32.const 0x91)))
    (local.set $s82 (i8x16.splat (i32.const 0x82)))
    (local.set $end (i32.add (local.get $p) (local.get $n)))
    (v128.store (local.get $end) (v128.const i64x2 0 0))
    (v128.store offset=16 (local.get $end) (v128.const i64x2 0 0))
    (local.set $acc (v128.const i64x2 0 0))
    (block $done
      (loop $main
        ;; 64 bytes a step through text without those leads (ASCII, Cyrillic, CJK, Arabic).
        (block $some_lead
          (loop $sparse
            (br_if $some_lead (i32.gt_u (i32.add (local.get $p) (i32.const 64)) (local.get $end)))
            (local.set $limits (v128.const i64x2 0 0))
            (local.set $v (v128.load (local.get $p)))
            (local.set $limits (v128.or (local.get $limits) (v128.or
              (v128.or (i8x16.eq (local.get $v) (local.get $sc2)) (i8x16.eq (local.get $v) (local.get $se0)))
              (i8x16.eq (local.get $v) (local.get $sf0)))))
            (local.set $v (v128.load offset=16 (local.get $p)))
            (local.set $limits (v128.or (local.get $limits) (v128.or
              (v128.or (i8x16.eq (local.get $v) (local.get $sc2)) (i8x16.eq (local.get $v) (local.get $se0)))
              (i8x16.eq (local.get $v) (local.get $sf0)))))
            (local.set $v (v128.load offset=32 (local.get $p)))
            (local.set $limits (v128.or (local.get $limits) (v128.or
              (v128.or (i8x16.eq (local.get $v) (local.get $sc2)) (i8x16.eq (local.get $v) (local.get $se0)))
              (i8x16.eq (local.get $v) (local.get $sf0)))))
            (local.set $v (v128.load offset=48 (local.get $p)))
            (local.set $limits (v128.or (local.get $limits) (v128.or
              (v128.or (i8x16.eq (local.get $v) (local.get $sc2)) (i8x16.eq (local.get $v) (local.get $se0)))
              (i8x16.eq (local.get $v) (local.get $sf0)))))
            (br_if $some_lead (v128.any_true (local.get $limits)))
            (local.set $p (i32.add (local.get $p) (i32.const 64)))
            (br $sparse)))
        ;; 64 bytes a step, each lead against its limit, while some lead is there and nothing counts.
        (block $found
          (loop $dense
            (br_if $found (i32.gt_u (i32.add (local.get $p) (i32.const 64)) (local.get $end)))
            (local.set $hits (v128.const i64x2 0 0))
            (local.set $limits (v128.const i64x2 0 0))
            (local.set $v (v128.load (local.get $p)))
            (local.set $w (v128.or
              (v128.or
                (v128.and (i8x16.eq (local.get $v) (local.get $sc2)) (local.get $sa0))
                (v128.and (i8x16.eq (local.get $v) (local.get $se0)) (local.get $sa3)))
              (v128.and (i8x16.eq (local.get $v) (local.get $sf0)) (local.get $s92))))
            (local.set $limits (v128.or (local.get $limits) (local.get $w)))
            (local.set $hits (v128.or (local.get $hits) (i8x16.sub_sat_u (local.get $w) (v128.load offset=1 (local.get $p)))))
            (local.set $v (v128.load offset=16 (local.get $p)))
            (local.set $w (v128.or
              (v128.or
                (v128.and (i8x16.eq (local.get $v) (local.get $sc2)) (local.get $sa0))
                (v128.and (i8x16.eq (local.get $v) (local.get $se0)) (local.get $sa3)))
              (v128.and (i8x16.eq (local.get $v) (local.get $sf0)) (local.get $s92))))
            (local.set $limits (v128.or (local.get $limits) (local.get $w)))
            (local.set $hits (v128.or (local.get $hits) (i8x16.sub_sat_u (local.get $w) (v128.load offset=17 (local.get $p)))))
            (local.set $v (v128.load offset=32 (local.get $p)))
            (local.set $w (v128.or
              (v128.or
                (v128.and (i8x16.eq (local.get $v) (local.get $sc2)) (local.get $sa0))
                (v128.and (i8x16.eq (local.get $v) (local.get $se0)) (local.get $sa3)))
              (v128.and (i8x16.eq (local.get $v) (local.get $sf0)) (local.get $s92))))
            (local.set $limits (v128.or (local.get $limits) (local.get $w)))
            (local.set $hits (v128.or (local.get $hits) (i8x16.sub_sat_u (local.get $w) (v128.load offset=33 (local.get $p)))))
            (local.set $v (v128.load offset=48 (local.get $p)))
            (local.set $w (v128.or
              (v128.or
                (v128.and (i8x16.eq (local.get $v) (local.get $sc2)) (local.get $sa0))
                (v128.and (i8x16.eq (local.get $v) (local.get $se0)) (local.get $sa3)))
              (v128.and (i8x16.eq (local.get $v) (local.get $sf0)) (local.get $s92))))
            (local.set $limits (v128.or (local.get $limits) (local.get $w)))
            (local.set $hits (v128.or (local.get $hits) (i8x16.sub_sat_u (local.get $w) (v128.load offset=49 (local.get $p)))))
            (br_if $found (v128.any_true (local.get $hits)))
            (local.set $p (i32.add (local.get $p) (i32.const 64)))
            (br_if $dense (v128.any_true (local.get $limits)))
            (br $main)))
        ;; The step where something counts (or the last bytes), 16 leads at a time.
        (local.set $stop (select (local.get $end) (i32.add (local.get $p) (i32.const 64))
          (i32.gt_u (i32.add (local.get $p) (i32.const 64)) (local.get $end))))
        (loop $block
          (br_if $done (i32.ge_u (local.get $p) (local.get $end)))
          (local.set $v (v128.load (local.get $p)))
          (local.set $w (v128.load offset=1 (local.get $p)))
          (local.set $x (v128.load offset=2 (local.get $p)))
          (local.set $y (v128.load offset=3 (local.get $p)))
          ;; C2 80-9F.
          (local.set $plus
            (v128.and (i8x16.eq (local.get $v) (local.get $sc2)) (i8x16.le_u (local.get $w) (local.get $s9f))))
          ;; E0 A0-A1, E0 A2 80-9F; F0 90, F0 91 80-81, F0 91 82 80-9F.
          (local.set $minus
            (v128.or
              (v128.and
                (i8x16.eq (local.get $v) (local.get $se0))
                (v128.or
                  (i8x16.lt_u (local.get $w) (local.get $sa2))
                  (v128.and (i8x16.eq (local.get $w) (local.get $sa2)) (i8x16.le_u (local.get $x) (local.get $s9f)))))
              (v128.and
                (i8x16.eq (local.get $v) (local.get $sf0))
                (v128.or
                  (i8x16.eq (local.get $w) (local.get $s90))
                  (v128.and
                    (i8x16.eq (local.get $w) (local.get $s91))
                    (v128.or
                      (i8x16.lt_u (local.get $x) (local.get $s82))
                      (v128.and
                        (i8x16.eq (local.get $x) (local.get $s82))
                        (i8x16.le_u (local.get $y) (local.get $s9f)))))))))
          ;; Masks are -1: minus - plus is +1 for a C1 control and -1 for a shorter sequence, per lane.
          (local.set $acc
            (i32x4.add
              (local.get $acc)
              (i32x4.extadd_pairwise_i16x8_s
                (i16x8.extadd_pairwise_i8x16_s (i8x16.sub (local.get $minus) (local.get $plus))))))
          (local.set $p (i32.add (local.get $p) (i32.const 16)))
          (br_if $block (i32.lt_u (local.get $p) (local.get $stop))))
        (br $main)))
    (i32.add
      (i32.add (i32x4.extract_lane 0 (local.get $acc)) (i32x4.extract_lane 1 (local.get $acc)))
      (i32.add (i32x4.extract_lane 2 (local.get $acc)) (i32x4.extract_lane 3 (local.get $acc)))))
)
