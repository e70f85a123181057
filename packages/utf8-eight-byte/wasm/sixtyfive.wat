;; utf8x utf-8-65 (Barber's 65-bit variant): bytes decoded to UTF-16 in WebAssembly memory, 16 ASCII
;; bytes a step, anything else one sequence at a time; and the byte count its lengths differ from UTF-8's by.
;;
;; The layout (packages/utf8-eight-byte/src/_layouts.ts): 00-7F singles; 80-9F extension bytes
;; 100ddddd; A0-BF lead 2 bytes (10 bits, shortest from 0x80); C0-CF lead 3 (14 bits, from 0x400);
;; D0-DF lead 4 (19 bits, from 0x4000). `decode` handles those lengths when well-formed, in shortest form
;; and holding a value a string can hold (not a surrogate value, not above U+10FFFF), and stops at
;; anything else (an error, a longer sequence, a sequence that runs past the end): the JS decoder
;; takes that one sequence and calls it again after it.
;;
;; Source of packages/utf8-eight-byte/src/_sixtyfive-wasm.ts (generated: node tools/build-wasm.mjs; a
;; test checks that the two agree).
(module
  (memory (export "memory") 1)
  ;; Where the last `decode` stopped writing (a byte address).
  (global $written (mut i32) (i32.const 0))
  (func (export "written") (result i32) (global.get $written))

  ;; Decodes the bytes at [$i, $end) as UTF-16LE at $w (room for 2 bytes per input byte), up to the
  ;; first sequence it does not handle. Returns where it stopped ($end when it decoded all); the output
  ;; ends at `written()`.
  (func (export "decode") (param $i i32) (param $end i32) (param $w i32) (result i32)
    (local $b i32) (local $c i32) (local $d i32) (local $e i32) (local $v i32) (local $x v128)
    (block $stop
      (loop $next
        (br_if $stop (i32.ge_u (local.get $i) (local.get $end)))
        (local.set $b (i32.load8_u (local.get $i)))
        (if (i32.lt_u (local.get $b) (i32.const 0x80))
          (then
            ;; ASCII: 16 bytes a step while they are all ASCII, then one.
            (block $one
              (loop $sixteen
                (br_if $one (i32.gt_u (i32.add (local.get $i) (i32.const 16)) (local.get $end)))
                (local.set $x (v128.load (local.get $i)))
                (br_if $one (i8x16.bitmask (local.get $x)))
                (v128.store (local.get $w) (i16x8.extend_low_i8x16_u (local.get $x)))
                (v128.store offset=16 (local.get $w) (i16x8.extend_high_i8x16_u (local.get $x)))
                (local.set $i (i32.add (local.get $i) (i32.const 16)))
                (local.set $w (i32.add (local.get $w) (i32.const 32)))
                (br $sixteen)))
            (br_if $stop (i32.ge_u (local.get $i) (local.get $end)))
            (local.set $b (i32.load8_u (local.get $i)))
            (if (i32.lt_u (local.get $b) (i32.const 0x80))
              (then
                (i32.store16 (local.get $w) (local.get $b))
                (local.set $i (i32.add (local.get $i) (i32.const 1)))
                (local.set $w (i32.add (local.get $w) (i32.const 2)))))
            (br $next)))
        ;; Extension bytes 80-9F cannot start a sequence.
        (br_if $stop (i32.lt_u (local.get $b) (i32.const 0xa0)))
        (br_if $stop (i32.ge_u (i32.add (local.get $i) (i32.const 1)) (local.get $end)))
        (local.set $c (i32.load8_u offset=1 (local.get $i)))
        (br_if $stop (i32.ne (i32.and (local.get $c) (i32.const 0xe0)) (i32.const 0x80)))
        (if (i32.lt_u (local.get $b) (i32.const 0xc0))
          (then
            (local.set $v
              (i32.or (i32.shl (i32.and (local.get $b) (i32.const 0x1f)) (i32.const 5))
                      (i32.and (local.get $c) (i32.const 0x1f))))
            (br_if $stop (i32.lt_u (local.get $v) (i32.const 0x80)))
            (i32.store16 (local.get $w) (local.get $v))
            (local.set $i (i32.add (local.get $i) (i32.const 2)))
            (local.set $w (i32.add (local.get $w) (i32.const 2)))
            (br $next)))
        (br_if $stop (i32.ge_u (local.get $b) (i32.const 0xe0)))
        (br_if $stop (i32.ge_u (i32.add (local.get $i) (i32.const 2)) (local.get $end)))
        (local.set $d (i32.load8_u offset=2 (local.get $i)))
        (br_if $stop (i32.ne (i32.and (local.get $d) (i32.const 0xe0)) (i32.const 0x80)))
        (local.set $v
          (i32.or
            (i32.or (i32.shl (i32.and (local.get $b) (i32.const 0x0f)) (i32.const 10))
                    (i32.shl (i32.and (local.get $c) (i32.const 0x1f)) (i32.const 5)))
            (i32.and (local.get $d) (i32.const 0x1f))))
        (if (i32.lt_u (local.get $b) (i32.const 0xd0))
          (then
            (br_if $stop (i32.lt_u (local.get $v) (i32.const 0x400)))
            (i32.store16 (local.get $w) (local.get $v))
            (local.set $i (i32.add (local.get $i) (i32.const 3)))
            (local.set $w (i32.add (local.get $w) (i32.const 2)))
            (br $next)))
        ;; D0-DF: 4 bytes, 19 bits.
        (br_if $stop (i32.ge_u (i32.add (local.get $i) (i32.const 3)) (local.get $end)))
        (local.set $e (i32.load8_u offset=3 (local.get $i)))
        (br_if $stop (i32.ne (i32.and (local.get $e) (i32.const 0xe0)) (i32.const 0x80)))
        (local.set $v
          (i32.or (i32.shl (local.get $v) (i32.const 5)) (i32.and (local.get $e) (i32.const 0x1f))))
        (br_if $stop (i32.lt_u (local.get $v) (i32.const 0x4000)))
        (if (i32.lt_u (local.get $v) (i32.const 0x10000))
          (then
            (br_if $stop (i32.eq (i32.and (local.get $v) (i32.const 0xf800)) (i32.const 0xd800)))
            (i32.store16 (local.get $w) (local.get $v))
            (local.set $w (i32.add (local.get $w) (i32.const 2))))
          (else
            ;; 19 bits never exceed U+10FFFF.
            (local.set $v (i32.sub (local.get $v) (i32.const 0x10000)))
            (i32.store16 (local.get $w)
              (i32.or (i32.const 0xd800) (i32.shr_u (local.get $v) (i32.const 10))))
            (i32.store16 offset=2 (local.get $w)
              (i32.or (i32.const 0xdc00) (i32.and (local.get $v) (i32.const 0x3ff))))
            (local.set $w (i32.add (local.get $w) (i32.const 4)))))
        (local.set $i (i32.add (local.get $i) (i32.const 4)))
        (br $next)))
    (global.set $written (local.get $w))
    (local.get $i))

  ;; What the 65-bit variant's length differs from UTF-8's by over the well-formed UTF-8 at [$p, $p + $n):
  ;; one byte more for each sequence led by D0-DF, E4-EF or F2-F4 (U+0400-U+07FF, U+4000-U+FFFF,
  ;; U+80000-U+10FFFF, which carry fewer value bits per sequence here). 64 bytes a step: a step of ASCII
  ;; counts nothing; in the others each block's masks (-1 per lane) are subtracted from byte counters of
  ;; the leads D0 or more, E0-E3 and F0-F1 (at most 4 a step), widened into 32-bit sums every 63 steps.
  ;; The last bytes go 16 a step; it writes 16 zeros after the input (that step reads past it, and zeros
  ;; count nothing).
  (func (export "lengthExtra") (param $p i32) (param $n i32) (result i32)
    (local $end i32) (local $steps i32) (local $acc v128) (local $v v128)
    (local $d0 v128) (local $e0 v128) (local $f0 v128)
    (local $sd0 v128) (local $sfc v128) (local $se0 v128) (local $sfe v128) (local $sf0 v128)
    (local.set $sd0 (i8x16.splat (i32.const 0xd0)))
    (local.set $sfc (i8x16.splat (i32.const 0xfc)))
    (local.set $se0 (i8x16.splat (i32.const 0xe0)))
    (local.set $sfe (i8x16.splat (i32.const 0xfe)))
    (local.set $sf0 (i8x16.splat (i32.const 0xf0)))
    (local.set $end (i32.add (local.get $p) (local.get $n)))
    (v128.store (local.get $end) (v128.const i64x2 0 0))
    (local.set $acc (v128.const i64x2 0 0))
    (block $wide_done
      (loop $wide
        (br_if $wide_done (i32.gt_u (i32.add (local.get $p) (i32.const 64)) (local.get $end)))
        (local.set $d0 (v128.const i64x2 0 0))
        (local.set $e0 (v128.const i64x2 0 0))
        (local.set $f0 (v128.const i64x2 0 0))
        (local.set $steps (i32.const 63))
        (block $steps_done
          (loop $step
            (br_if $steps_done (i32.gt_u (i32.add (local.get $p) (i32.const 64)) (local.get $end)))
            (br_if $steps_done (i32.eqz (local.get $steps)))
            (local.set $steps (i32.sub (local.get $steps) (i32.const 1)))
            (if (i32.eqz (i8x16.bitmask (v128.or
                  (v128.or (v128.load (local.get $p)) (v128.load offset=16 (local.get $p)))
                  (v128.or (v128.load offset=32 (local.get $p)) (v128.load offset=48 (local.get $p))))))
              (then
                (local.set $p (i32.add (local.get $p) (i32.const 64)))
                (br $step)))
            (local.set $v (v128.load (local.get $p)))
            (local.set $d0 (i8x16.sub (local.get $d0) (i8x16.ge_u (local.get $v) (local.get $sd0))))
            (local.set $e0 (i8x16.sub (local.get $e0) (i8x16.eq (v128.and (local.get $v) (local.get $sfc)) (local.get $se0))))
            (local.set $f0 (i8x16.sub (local.get $f0) (i8x16.eq (v128.and (local.get $v) (local.get $sfe)) (local.get $sf0))))
            (local.set $v (v128.load offset=16 (local.get $p)))
            (local.set $d0 (i8x16.sub (local.get $d0) (i8x16.ge_u (local.get $v) (local.get $sd0))))
            (local.set $e0 (i8x16.sub (local.get $e0) (i8x16.eq (v128.and (local.get $v) (local.get $sfc)) (local.get $se0))))
            (local.set $f0 (i8x16.sub (local.get $f0) (i8x16.eq (v128.and (local.get $v) (local.get $sfe)) (local.get $sf0))))
            (local.set $v (v128.load offset=32 (local.get $p)))
            (local.set $d0 (i8x16.sub (local.get $d0) (i8x16.ge_u (local.get $v) (local.get $sd0))))
            (local.set $e0 (i8x16.sub (local.get $e0) (i8x16.eq (v128.and (local.get $v) (local.get $sfc)) (local.get $se0))))
            (local.set $f0 (i8x16.sub (local.get $f0) (i8x16.eq (v128.and (local.get $v) (local.get $sfe)) (local.get $sf0))))
            (local.set $v (v128.load offset=48 (local.get $p)))
            (local.set $d0 (i8x16.sub (local.get $d0) (i8x16.ge_u (local.get $v) (local.get $sd0))))
            (local.set $e0 (i8x16.sub (local.get $e0) (i8x16.eq (v128.and (local.get $v) (local.get $sfc)) (local.get $se0))))
            (local.set $f0 (i8x16.sub (local.get $f0) (i8x16.eq (v128.and (local.get $v) (local.get $sfe)) (local.get $sf0))))
            (local.set $p (i32.add (local.get $p) (i32.const 64)))
            (br $step)))
        (local.set $acc (i32x4.add (local.get $acc) (i32x4.sub
          (i32x4.extadd_pairwise_i16x8_u (i16x8.extadd_pairwise_i8x16_u (local.get $d0)))
          (i32x4.add
            (i32x4.extadd_pairwise_i16x8_u (i16x8.extadd_pairwise_i8x16_u (local.get $e0)))
            (i32x4.extadd_pairwise_i16x8_u (i16x8.extadd_pairwise_i8x16_u (local.get $f0)))))))
        (br $wide)))
    (local.set $d0 (v128.const i64x2 0 0))
    (local.set $e0 (v128.const i64x2 0 0))
    (local.set $f0 (v128.const i64x2 0 0))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $p) (local.get $end)))
        (local.set $v (v128.load (local.get $p)))
        (local.set $d0 (i8x16.sub (local.get $d0) (i8x16.ge_u (local.get $v) (local.get $sd0))))
        (local.set $e0 (i8x16.sub (local.get $e0) (i8x16.eq (v128.and (local.get $v) (local.get $sfc)) (local.get $se0))))
        (local.set $f0 (i8x16.sub (local.get $f0) (i8x16.eq (v128.and (local.get $v) (local.get $sfe)) (local.get $sf0))))
        (local.set $p (i32.add (local.get $p) (i32.const 16)))
        (br $next)))
    (local.set $acc (i32x4.add (local.get $acc) (i32x4.sub
      (i32x4.extadd_pairwise_i16x8_u (i16x8.extadd_pairwise_i8x16_u (local.get $d0)))
      (i32x4.add
        (i32x4.extadd_pairwise_i16x8_u (i16x8.extadd_pairwise_i8x16_u (local.get $e0)))
        (i32x4.extadd_pairwise_i16x8_u (i16x8.extadd_pairwise_i8x16_u (local.get $f0)))))))
    (i32.add
      (i32.add (i32x4.extract_lane 0 (local.get $acc)) (i32x4.extract_lane 1 (local.get $acc)))
      (i32.add (i32x4.extract_lane 2 (local.get $acc)) (i32x4.extract_lane 3 (local.get $acc)))))
)
