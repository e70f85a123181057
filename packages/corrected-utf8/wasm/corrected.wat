;; utf8x corrected-utf8: UTF-8 <-> Corrected UTF-8 rewriting in WebAssembly memory, with 16-byte SIMD
;; steps over ASCII (which both schemes write alike).
;;
;; Encoding: TextEncoder writes UTF-8 into memory and `utf8ToCorrected` rewrites it in place (no
;; sequence grows: U+0800-U+089F and U+10000-U+1109F shrink by a byte). Decoding: `correctedToUtf8`
;; rewrites Corrected UTF-8 as UTF-8 into a second region, which TextDecoder turns into a string. Both
;; stop at anything they do not handle (a C1 control or U+FFFD when encoding; an ill-formed sequence or a
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

  ;; Rewrites the well-formed UTF-8 at [$p, $p + $n) as Corrected UTF-8 from $p on. Returns the new
  ;; length, or -1 at a C1 control (U+0080-U+009F) or U+FFFD (the caller encodes the text itself).
  (func (export "utf8ToCorrected") (param $p i32) (param $n i32) (result i32)
    (local $r i32) (local $w i32) (local $end i32) (local $b i32) (local $cp i32) (local $v i32)
    (local $chunk v128)
    (local.set $r (local.get $p))
    (local.set $w (local.get $p))
    (local.set $end (i32.add (local.get $p) (local.get $n)))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $r) (local.get $end)))
        (block $write
          (local.set $b (i32.load8_u (local.get $r)))
          (if (i32.lt_u (local.get $b) (i32.const 0x80))
            (then
              ;; At ASCII, 16 bytes at once when they all are (copied as they are).
              (if (i32.le_u (i32.add (local.get $r) (i32.const 16)) (local.get $end))
                (then
                  (local.set $chunk (v128.load (local.get $r)))
                  (if (i32.eqz (i8x16.bitmask (local.get $chunk)))
                    (then
                      (v128.store (local.get $w) (local.get $chunk))
                      (local.set $r (i32.add (local.get $r) (i32.const 16)))
                      (local.set $w (i32.add (local.get $w) (i32.const 16)))
                      (br $next)))))
              (i32.store8 (local.get $w) (local.get $b))
              (local.set $r (i32.add (local.get $r) (i32.const 1)))
              (local.set $w (i32.add (local.get $w) (i32.const 1)))
              (br $next)))
          (if (i32.lt_u (local.get $b) (i32.const 0xe0))
            (then
              ;; Runs of 2-byte sequences (and single ASCII bytes among them) in a loop of their own: U+00A0 + v
              ;; for v below 0x760 stays 2 bytes.
              (loop $two
                (local.set $cp (i32.or
                  (i32.shl (i32.and (local.get $b) (i32.const 0x1f)) (i32.const 6))
                  (i32.and (i32.load8_u offset=1 (local.get $r)) (i32.const 0x3f))))
                (if (i32.lt_u (local.get $cp) (i32.const 0xa0)) (then (return (i32.const -1))))
                (local.set $r (i32.add (local.get $r) (i32.const 2)))
                (local.set $v (i32.sub (local.get $cp) (i32.const 0xa0)))
                (i32.store16 (local.get $w) (i32.or
                  (i32.or (i32.const 0x80c0) (i32.shr_u (local.get $v) (i32.const 6)))
                  (i32.shl (i32.and (local.get $v) (i32.const 0x3f)) (i32.const 8))))
                (local.set $w (i32.add (local.get $w) (i32.const 2)))
                (br_if $next (i32.ge_u (local.get $r) (local.get $end)))
                (local.set $b (i32.load8_u (local.get $r)))
                ;; One ASCII byte between words stays in this loop.
                (if (i32.lt_u (local.get $b) (i32.const 0x80))
                  (then
                    (i32.store8 (local.get $w) (local.get $b))
                    (local.set $r (i32.add (local.get $r) (i32.const 1)))
                    (local.set $w (i32.add (local.get $w) (i32.const 1)))
                    (br_if $next (i32.ge_u (local.get $r) (local.get $end)))
                    (local.set $b (i32.load8_u (local.get $r)))))
                (br_if $two (i32.eq (i32.and (local.get $b) (i32.const 0xe0)) (i32.const 0xc0)))
                (br $next))))
          (if (i32.lt_u (local.get $b) (i32.const 0xf0))
            (then
              ;; Runs of 3-byte sequences (CJK, Indic, Thai), and single ASCII bytes among them.
              (loop $three
                (local.set $cp (i32.or
                  (i32.or
                    (i32.shl (i32.and (local.get $b) (i32.const 0x0f)) (i32.const 12))
                    (i32.shl (i32.and (i32.load8_u offset=1 (local.get $r)) (i32.const 0x3f)) (i32.const 6)))
                  (i32.and (i32.load8_u offset=2 (local.get $r)) (i32.const 0x3f))))
                (if (i32.eq (local.get $cp) (i32.const 0xfffd)) (then (return (i32.const -1))))
                (local.set $r (i32.add (local.get $r) (i32.const 3)))
                ;; U+0800 to U+089F shrink to 2 bytes: the writer below.
                (br_if $write (i32.lt_u (local.get $cp) (i32.const 0x8a0)))
                (local.set $v (i32.sub (local.get $cp)
                  (select (i32.const 0x8a0) (i32.const 0x10a0) (i32.lt_u (local.get $cp) (i32.const 0xd800)))))
                (i32.store8 (local.get $w) (i32.or (i32.const 0xe0) (i32.shr_u (local.get $v) (i32.const 12))))
                (i32.store16 offset=1 (local.get $w) (i32.or
                  (i32.or (i32.const 0x8080) (i32.and (i32.shr_u (local.get $v) (i32.const 6)) (i32.const 0x3f)))
                  (i32.shl (i32.and (local.get $v) (i32.const 0x3f)) (i32.const 8))))
                (local.set $w (i32.add (local.get $w) (i32.const 3)))
                (br_if $next (i32.ge_u (local.get $r) (local.get $end)))
                (local.set $b (i32.load8_u (local.get $r)))
                (if (i32.lt_u (local.get $b) (i32.const 0x80))
                  (then
                    (i32.store8 (local.get $w) (local.get $b))
                    (local.set $r (i32.add (local.get $r) (i32.const 1)))
                    (local.set $w (i32.add (local.get $w) (i32.const 1)))
                    (br_if $next (i32.ge_u (local.get $r) (local.get $end)))
                    (local.set $b (i32.load8_u (local.get $r)))))
                (br_if $three (i32.eq (i32.and (local.get $b) (i32.const 0xf0)) (i32.const 0xe0)))
                (br $next))))
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
    (i32.sub (local.get $w) (local.get $p)))

  ;; Rewrites the Corrected UTF-8 at [$p, $p + $n) as UTF-8 at $out (a region that does not overlap it,
  ;; with room for 3 bytes per 2 read, plus 16). Returns how many input bytes it read: all of them, or
  ;; up to the first sequence that is ill-formed, cut by the end, or above U+10FFFF. `written` then tells
  ;; how many bytes it wrote.
  (func (export "correctedToUtf8") (param $p i32) (param $n i32) (param $out i32) (result i32)
    (local $r i32) (local $w i32) (local $end i32) (local $b i32) (local $c i32) (local $cp i32)
    (local $chunk v128)
    (local.set $r (local.get $p))
    (local.set $w (local.get $out))
    (local.set $end (i32.add (local.get $p) (local.get $n)))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $r) (local.get $end)))
        (block $write
          (local.set $b (i32.load8_u (local.get $r)))
          (if (i32.lt_u (local.get $b) (i32.const 0x80))
            (then
              ;; At ASCII, 16 bytes at once when they all are (copied as they are).
              (if (i32.le_u (i32.add (local.get $r) (i32.const 16)) (local.get $end))
                (then
                  (local.set $chunk (v128.load (local.get $r)))
                  (if (i32.eqz (i8x16.bitmask (local.get $chunk)))
                    (then
                      (v128.store (local.get $w) (local.get $chunk))
                      (local.set $r (i32.add (local.get $r) (i32.const 16)))
                      (local.set $w (i32.add (local.get $w) (i32.const 16)))
                      (br $next)))))
              (i32.store8 (local.get $w) (local.get $b))
              (local.set $r (i32.add (local.get $r) (i32.const 1)))
              (local.set $w (i32.add (local.get $w) (i32.const 1)))
              (br $next)))
          ;; A stray continuation byte.
          (br_if $done (i32.lt_u (local.get $b) (i32.const 0xc0)))
          (if (i32.lt_u (local.get $b) (i32.const 0xe0))
            (then
              ;; Runs of 2-byte sequences (Greek, Cyrillic, Hebrew, Arabic), and single ASCII bytes among them, in
              ;; a loop of their own.
              (loop $two
                (br_if $done (i32.gt_u (i32.add (local.get $r) (i32.const 2)) (local.get $end)))
                (local.set $c (i32.load8_u offset=1 (local.get $r)))
                (br_if $done (i32.ne (i32.and (local.get $c) (i32.const 0xc0)) (i32.const 0x80)))
                (local.set $cp (i32.add (i32.const 0xa0) (i32.or
                  (i32.shl (i32.and (local.get $b) (i32.const 0x1f)) (i32.const 6))
                  (i32.and (local.get $c) (i32.const 0x3f)))))
                (local.set $r (i32.add (local.get $r) (i32.const 2)))
                ;; U+0800 to U+089F take 3 bytes in UTF-8: the writer below.
                (br_if $write (i32.ge_u (local.get $cp) (i32.const 0x800)))
                (i32.store16 (local.get $w) (i32.or
                  (i32.or (i32.const 0x80c0) (i32.shr_u (local.get $cp) (i32.const 6)))
                  (i32.shl (i32.and (local.get $cp) (i32.const 0x3f)) (i32.const 8))))
                (local.set $w (i32.add (local.get $w) (i32.const 2)))
                (br_if $next (i32.ge_u (local.get $r) (local.get $end)))
                (local.set $b (i32.load8_u (local.get $r)))
                ;; One ASCII byte between words stays in this loop.
                (if (i32.lt_u (local.get $b) (i32.const 0x80))
                  (then
                    (i32.store8 (local.get $w) (local.get $b))
                    (local.set $r (i32.add (local.get $r) (i32.const 1)))
                    (local.set $w (i32.add (local.get $w) (i32.const 1)))
                    (br_if $next (i32.ge_u (local.get $r) (local.get $end)))
                    (local.set $b (i32.load8_u (local.get $r)))))
                (br_if $two (i32.eq (i32.and (local.get $b) (i32.const 0xe0)) (i32.const 0xc0)))
                (br $next))))
          (if (i32.lt_u (local.get $b) (i32.const 0xf0))
            (then
              ;; Runs of 3-byte sequences (CJK, Indic, Thai), and single ASCII bytes among them.
              (loop $three
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
                ;; U+10000 to U+1109F take 4 bytes in UTF-8: the writer below.
                (br_if $write (i32.ge_u (local.get $cp) (i32.const 0x10000)))
                (i32.store8 (local.get $w) (i32.or (i32.const 0xe0) (i32.shr_u (local.get $cp) (i32.const 12))))
                (i32.store16 offset=1 (local.get $w) (i32.or
                  (i32.or (i32.const 0x8080) (i32.and (i32.shr_u (local.get $cp) (i32.const 6)) (i32.const 0x3f)))
                  (i32.shl (i32.and (local.get $cp) (i32.const 0x3f)) (i32.const 8))))
                (local.set $w (i32.add (local.get $w) (i32.const 3)))
                (br_if $next (i32.ge_u (local.get $r) (local.get $end)))
                (local.set $b (i32.load8_u (local.get $r)))
                (if (i32.lt_u (local.get $b) (i32.const 0x80))
                  (then
                    (i32.store8 (local.get $w) (local.get $b))
                    (local.set $r (i32.add (local.get $r) (i32.const 1)))
                    (local.set $w (i32.add (local.get $w) (i32.const 1)))
                    (br_if $next (i32.ge_u (local.get $r) (local.get $end)))
                    (local.set $b (i32.load8_u (local.get $r)))))
                (br_if $three (i32.eq (i32.and (local.get $b) (i32.const 0xf0)) (i32.const 0xe0)))
                (br $next))))
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
            (br $next)))
        (if (i32.lt_u (local.get $cp) (i32.const 0x10000))
          (then
            (i32.store8 (local.get $w) (i32.or (i32.const 0xe0) (i32.shr_u (local.get $cp) (i32.const 12))))
            (i32.store8 offset=1 (local.get $w)
              (i32.or (i32.const 0x80) (i32.and (i32.shr_u (local.get $cp) (i32.const 6)) (i32.const 0x3f))))
            (i32.store8 offset=2 (local.get $w) (i32.or (i32.const 0x80) (i32.and (local.get $cp) (i32.const 0x3f))))
            (local.set $w (i32.add (local.get $w) (i32.const 3)))
            (br $next)))
        (i32.store8 (local.get $w) (i32.or (i32.const 0xf0) (i32.shr_u (local.get $cp) (i32.const 18))))
        (i32.store8 offset=1 (local.get $w)
          (i32.or (i32.const 0x80) (i32.and (i32.shr_u (local.get $cp) (i32.const 12)) (i32.const 0x3f))))
        (i32.store8 offset=2 (local.get $w)
          (i32.or (i32.const 0x80) (i32.and (i32.shr_u (local.get $cp) (i32.const 6)) (i32.const 0x3f))))
        (i32.store8 offset=3 (local.get $w) (i32.or (i32.const 0x80) (i32.and (local.get $cp) (i32.const 0x3f))))
        (local.set $w (i32.add (local.get $w) (i32.const 4)))
        (br $next)))
    (global.set $written (i32.sub (local.get $w) (local.get $out)))
    (i32.sub (local.get $r) (local.get $p)))
)
