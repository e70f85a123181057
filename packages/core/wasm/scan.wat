;; utf8x core: a SIMD search for EF BF BD (U+FFFD in UTF-8) in WebAssembly memory.
;;
;; TextEncoder writes a lone surrogate as U+FFFD, so when its output holds no EF BF BD the string had no
;; lone surrogate. Node before 26 checks String.prototype.isWellFormed slowly off ASCII (Node 20 one unit
;; at a time, at about the cost of the encoding itself); this compares the three bytes at once, 64 bytes
;; a step.
;;
;; `findAtLeastF0` serves CESU-8 and Java Modified UTF-8: UTF-8 without a byte F0-F7 (a supplementary
;; character) means the same in CESU-8, and without a 00 byte too in Modified UTF-8.
;;
;; `utf8Blocks` checks UTF-8 16 bytes a step for `validate`, and finds the runs transcoding copies.
;;
;; `countSupplementary` counts the bytes CESU-8 and Java Modified UTF-8 add to UTF-8's length.
;;
;; `decodeUtf8` is the UTF-8 to UTF-16 kernel of the JS decoders (core's decodeUtf8Prefix, and with flags
;; decodeUtf8BmpPrefix for CESU-8 and Modified UTF-8) for longer ranges: on Node, whose TextDecoder is slow on text that is not mostly ASCII, it decodes 1.5-2x as fast
;; as the same loop in JS.
;;
;; Source of packages/core/src/_scan-wasm.ts (generated: node tools/build-wasm.mjs; a test checks that
;; the two agree).
(module
  (memory (export "memory") 1)
  ;; The offset in [$p, $p + $n) of the first EF BF BD wholly inside it, or -1. Reads up to 2 bytes past
  ;; the end (the caller leaves them in memory).
  (func (export "findReplacement") (param $p i32) (param $n i32) (result i32)
    (local $sef v128) (local $sbf v128) (local $sbd v128)
    (local $i i32)
    (local $end i32)
    (local $k i32)
    (local $stop i32)
    (local.set $end (i32.add (local.get $p) (local.get $n)))
    (local.set $i (local.get $p))
    (local.set $sef (i8x16.splat (i32.const 0xef)))
    (local.set $sbf (i8x16.splat (i32.const 0xbf)))
    (local.set $sbd (i8x16.splat (i32.const 0xbd)))
    ;; 64 bytes a step (each whole EF BF BD starting in them ends before $end), the three bytes compared
    ;; at once: a step with one goes to the 16-byte blocks below, which say where.
    (block $wide_done
      (loop $wide
        (br_if $wide_done (i32.gt_u (i32.add (local.get $i) (i32.const 66)) (local.get $end)))
        (br_if $wide_done (v128.any_true (v128.or
          (v128.or
            (v128.and
              (v128.and
                (i8x16.eq (v128.load (local.get $i)) (local.get $sef))
                (i8x16.eq (v128.load offset=1 (local.get $i)) (local.get $sbf)))
              (i8x16.eq (v128.load offset=2 (local.get $i)) (local.get $sbd)))
            (v128.and
              (v128.and
                (i8x16.eq (v128.load offset=16 (local.get $i)) (local.get $sef))
                (i8x16.eq (v128.load offset=17 (local.get $i)) (local.get $sbf)))
              (i8x16.eq (v128.load offset=18 (local.get $i)) (local.get $sbd))))
          (v128.or
            (v128.and
              (v128.and
                (i8x16.eq (v128.load offset=32 (local.get $i)) (local.get $sef))
                (i8x16.eq (v128.load offset=33 (local.get $i)) (local.get $sbf)))
              (i8x16.eq (v128.load offset=34 (local.get $i)) (local.get $sbd)))
            (v128.and
              (v128.and
                (i8x16.eq (v128.load offset=48 (local.get $i)) (local.get $sef))
                (i8x16.eq (v128.load offset=49 (local.get $i)) (local.get $sbf)))
              (i8x16.eq (v128.load offset=50 (local.get $i)) (local.get $sbd)))))))
        (local.set $i (i32.add (local.get $i) (i32.const 64)))
        (br $wide)))
    (block $blocks_done
      (loop $blocks
        (br_if $blocks_done (i32.gt_u (i32.add (local.get $i) (i32.const 16)) (local.get $end)))
        (if (v128.any_true (i8x16.eq (v128.load (local.get $i)) (v128.const i8x16 0xef 0xef 0xef 0xef 0xef 0xef 0xef 0xef 0xef 0xef 0xef 0xef 0xef 0xef 0xef 0xef)))
          (then
            (local.set $k (local.get $i))
            (local.set $stop (i32.add (local.get $i) (i32.const 16)))
            (loop $scalar
              (if (i32.and
                    (i32.eq (i32.load8_u (local.get $k)) (i32.const 0xef))
                    (i32.and
                      (i32.lt_u (i32.add (local.get $k) (i32.const 2)) (local.get $end))
                      (i32.eq (i32.load16_u offset=1 (local.get $k)) (i32.const 0xbdbf))))
                (then (return (i32.sub (local.get $k) (local.get $p)))))
              (local.set $k (i32.add (local.get $k) (i32.const 1)))
              (br_if $scalar (i32.lt_u (local.get $k) (local.get $stop))))))
        (local.set $i (i32.add (local.get $i) (i32.const 16)))
        (br $blocks)))
    (block $tail_done
      (loop $tail
        (br_if $tail_done (i32.ge_u (local.get $i) (local.get $end)))
        (if (i32.and
              (i32.eq (i32.load8_u (local.get $i)) (i32.const 0xef))
              (i32.and
                (i32.lt_u (i32.add (local.get $i) (i32.const 2)) (local.get $end))
                (i32.eq (i32.load16_u offset=1 (local.get $i)) (i32.const 0xbdbf))))
          (then (return (i32.sub (local.get $i) (local.get $p)))))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $tail)))
    (i32.const -1))

  ;; The offset in [$p, $p + $n) of the first byte >= 0xF0, or (when $nul is not 0) 0x00, or -1.
  (func (export "findAtLeastF0") (param $p i32) (param $n i32) (param $nul i32) (result i32)
    (local $i i32)
    (local $end i32)
    (local $nulMask v128)
    (local $v v128)
    (local $a v128)
    (local $b v128)
    (local $c v128)
    (local.set $end (i32.add (local.get $p) (local.get $n)))
    (local.set $i (local.get $p))
    (local.set $nulMask (i8x16.splat (i32.sub (i32.const 0) (i32.ne (local.get $nul) (i32.const 0)))))
    ;; 64 bytes a step: the largest and smallest byte of four blocks against F0 and 00.
    (block $wide_done
      (loop $wide
        (br_if $wide_done (i32.gt_u (i32.add (local.get $i) (i32.const 64)) (local.get $end)))
        (local.set $v (v128.load (local.get $i)))
        (local.set $a (v128.load offset=16 (local.get $i)))
        (local.set $b (v128.load offset=32 (local.get $i)))
        (local.set $c (v128.load offset=48 (local.get $i)))
        (br_if $wide_done (v128.any_true (v128.or
          (i8x16.ge_u
            (i8x16.max_u (i8x16.max_u (local.get $v) (local.get $a)) (i8x16.max_u (local.get $b) (local.get $c)))
            (v128.const i8x16 0xf0 0xf0 0xf0 0xf0 0xf0 0xf0 0xf0 0xf0 0xf0 0xf0 0xf0 0xf0 0xf0 0xf0 0xf0 0xf0))
          (v128.and (local.get $nulMask)
            (i8x16.eq
              (i8x16.min_u (i8x16.min_u (local.get $v) (local.get $a)) (i8x16.min_u (local.get $b) (local.get $c)))
              (v128.const i64x2 0 0))))))
        (local.set $i (i32.add (local.get $i) (i32.const 64)))
        (br $wide)))
    (block $blocks_done
      (loop $blocks
        (br_if $blocks_done (i32.gt_u (i32.add (local.get $i) (i32.const 16)) (local.get $end)))
        (local.set $v (v128.load (local.get $i)))
        ;; Found in this block: the scalar loop below finds where.
        (br_if $blocks_done (v128.any_true (v128.or
          (i8x16.ge_u (local.get $v) (v128.const i8x16 0xf0 0xf0 0xf0 0xf0 0xf0 0xf0 0xf0 0xf0 0xf0 0xf0 0xf0 0xf0 0xf0 0xf0 0xf0 0xf0))
          (v128.and (local.get $nulMask) (i8x16.eq (local.get $v) (v128.const i64x2 0 0))))))
        (local.set $i (i32.add (local.get $i) (i32.const 16)))
        (br $blocks)))
    (block $tail_done
      (loop $tail
        (br_if $tail_done (i32.ge_u (local.get $i) (local.get $end)))
        (if (i32.or
              (i32.ge_u (i32.load8_u (local.get $i)) (i32.const 0xf0))
              (i32.and (i32.ne (local.get $nul) (i32.const 0)) (i32.eqz (i32.load8_u (local.get $i)))))
          (then (return (i32.sub (local.get $i) (local.get $p)))))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $tail)))
    (i32.const -1))

  ;; Two for each byte >= 0xF0 (a 4-byte sequence: two 3-byte halves in CESU-8 and Java Modified UTF-8)
  ;; and, when $nul is not 0, one for each 0x00 (Modified UTF-8's C0 80), in [$p, $p + $n): 64 bytes a
  ;; step, each block's masks (-1 per such byte) subtracted from 16 byte counters of each kind (at most
  ;; 4 a step), widened into four 32-bit sums every 63 steps.
  (func (export "countSupplementary") (param $p i32) (param $n i32) (param $nul i32) (result i32)
    (local $i i32) (local $end i32) (local $steps i32) (local $count i32) (local $b i32)
    (local $sF0 v128) (local $f0 v128) (local $zero v128) (local $sums v128) (local $v v128)
    (local.set $end (i32.add (local.get $p) (local.get $n)))
    (local.set $i (local.get $p))
    (local.set $sF0 (i8x16.splat (i32.const 0xf0)))
    (local.set $sums (v128.const i32x4 0 0 0 0))
    (if (local.get $nul)
      (then
    (block $both_done
      (loop $both
        (br_if $both_done (i32.gt_u (i32.add (local.get $i) (i32.const 64)) (local.get $end)))
        (local.set $f0 (v128.const i32x4 0 0 0 0))
        (local.set $zero (v128.const i32x4 0 0 0 0))
        (local.set $steps (i32.const 63))
        (block $both_inner_done
          (loop $both_inner
            (br_if $both_inner_done (i32.gt_u (i32.add (local.get $i) (i32.const 64)) (local.get $end)))
            (br_if $both_inner_done (i32.eqz (local.get $steps)))
            (local.set $v (v128.load (local.get $i)))
            (local.set $f0 (i8x16.sub (local.get $f0) (i8x16.ge_u (local.get $v) (local.get $sF0))))
            (local.set $zero (i8x16.sub (local.get $zero) (i8x16.eq (local.get $v) (v128.const i64x2 0 0))))
            (local.set $v (v128.load offset=16 (local.get $i)))
            (local.set $f0 (i8x16.sub (local.get $f0) (i8x16.ge_u (local.get $v) (local.get $sF0))))
            (local.set $zero (i8x16.sub (local.get $zero) (i8x16.eq (local.get $v) (v128.const i64x2 0 0))))
            (local.set $v (v128.load offset=32 (local.get $i)))
            (local.set $f0 (i8x16.sub (local.get $f0) (i8x16.ge_u (local.get $v) (local.get $sF0))))
            (local.set $zero (i8x16.sub (local.get $zero) (i8x16.eq (local.get $v) (v128.const i64x2 0 0))))
            (local.set $v (v128.load offset=48 (local.get $i)))
            (local.set $f0 (i8x16.sub (local.get $f0) (i8x16.ge_u (local.get $v) (local.get $sF0))))
            (local.set $zero (i8x16.sub (local.get $zero) (i8x16.eq (local.get $v) (v128.const i64x2 0 0))))
            (local.set $i (i32.add (local.get $i) (i32.const 64)))
            (local.set $steps (i32.sub (local.get $steps) (i32.const 1)))
            (br $both_inner)))
        (local.set $sums (i32x4.add (local.get $sums) (i32x4.shl
          (i32x4.extadd_pairwise_i16x8_u (i16x8.extadd_pairwise_i8x16_u (local.get $f0))) (i32.const 1))))
        (local.set $sums (i32x4.add (local.get $sums)
          (i32x4.extadd_pairwise_i16x8_u (i16x8.extadd_pairwise_i8x16_u (local.get $zero)))))
        (br $both)))
      )
      (else
    (block $f0_done
      (loop $f0
        (br_if $f0_done (i32.gt_u (i32.add (local.get $i) (i32.const 64)) (local.get $end)))
        (local.set $f0 (v128.const i32x4 0 0 0 0))
        (local.set $zero (v128.const i32x4 0 0 0 0))
        (local.set $steps (i32.const 63))
        (block $f0_inner_done
          (loop $f0_inner
            (br_if $f0_inner_done (i32.gt_u (i32.add (local.get $i) (i32.const 64)) (local.get $end)))
            (br_if $f0_inner_done (i32.eqz (local.get $steps)))
            (local.set $f0 (i8x16.sub (local.get $f0) (i8x16.ge_u (v128.load (local.get $i)) (local.get $sF0))))
            (local.set $f0 (i8x16.sub (local.get $f0) (i8x16.ge_u (v128.load offset=16 (local.get $i)) (local.get $sF0))))
            (local.set $f0 (i8x16.sub (local.get $f0) (i8x16.ge_u (v128.load offset=32 (local.get $i)) (local.get $sF0))))
            (local.set $f0 (i8x16.sub (local.get $f0) (i8x16.ge_u (v128.load offset=48 (local.get $i)) (local.get $sF0))))
            (local.set $i (i32.add (local.get $i) (i32.const 64)))
            (local.set $steps (i32.sub (local.get $steps) (i32.const 1)))
            (br $f0_inner)))
        (local.set $sums (i32x4.add (local.get $sums) (i32x4.shl
          (i32x4.extadd_pairwise_i16x8_u (i16x8.extadd_pairwise_i8x16_u (local.get $f0))) (i32.const 1))))
        (br $f0)))
      ))
    (local.set $count
      (i32.add
        (i32.add (i32x4.extract_lane 0 (local.get $sums)) (i32x4.extract_lane 1 (local.get $sums)))
        (i32.add (i32x4.extract_lane 2 (local.get $sums)) (i32x4.extract_lane 3 (local.get $sums)))))
    (block $tail_done
      (loop $tail
        (br_if $tail_done (i32.ge_u (local.get $i) (local.get $end)))
        (local.set $b (i32.load8_u (local.get $i)))
        (if (i32.ge_u (local.get $b) (i32.const 0xf0))
          (then (local.set $count (i32.add (local.get $count) (i32.const 2)))))
        (if (i32.and (i32.ne (local.get $nul) (i32.const 0)) (i32.eqz (local.get $b)))
          (then (local.set $count (i32.add (local.get $count) (i32.const 1)))))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $tail)))
    (local.get $count))

  ;; UTF-8 validation 16 bytes a step, after the lookup method of Keiser and Lemire ("Validating UTF-8
  ;; in less than one instruction per byte", Software: Practice and Experience 51(5), 2021): three
  ;; 16-entry tables, indexed by the high and low nibble of each byte's predecessor and the high nibble
  ;; of the byte, flag the bad pairs (a stray or missing continuation byte, an overlong form, a
  ;; surrogate, a value above U+10FFFF); a third or fourth byte of a sequence must be a continuation
  ;; byte and may only be one there. Looks at the whole 16-byte blocks of [$p, $p + $n) and returns the
  ;; offset of the first block where it finds a problem (the problem's sequence starts at most 3 bytes
  ;; before the block; a sequence cut by a block's end that an ASCII block follows counts there), or of
  ;; the end of the last whole block. The caller checks the rest one sequence at a time.
  ;; $flags (for transcoding, which copies such runs as they are): 1, stop at a block holding a byte F0 or
  ;; more too (CESU-8 and Java Modified UTF-8 share only the 1-3-byte forms); 2, at one holding a 00 too
  ;; (Modified UTF-8 writes U+0000 as C0 80). With any flag (4 alone: none of those), the continuation
  ;; bytes of the blocks passed are counted (blockContinuations), so that the caller knows how many
  ;; characters it passed; without, validation does not pay for the checks.
  (func (export "utf8Blocks") (param $p i32) (param $n i32) (param $flags i32) (result i32)
    (local $i i32) (local $end i32) (local $prev v128) (local $cur v128) (local $cut v128) (local $p1 v128)
    (local $stopF0 v128) (local $stopNul v128) (local $continuations i32) (local $k i32)
    (local $a v128) (local $b v128) (local $c v128)
    ;; The vector constants, set once: V8 builds a v128.const anew at each use inside a loop.
    (local $T1 v128) (local $T2 v128) (local $T3 v128) (local $s0f v128) (local $s60 v128) (local $s70 v128)
    (local $s80 v128) (local $sc0 v128) (local $sf0 v128) (local $cutT v128)
    (local.set $T1 (v128.const i8x16 0x02 0x02 0x02 0x02 0x02 0x02 0x02 0x02 0x80 0x80 0x80 0x80 0x21 0x01 0x15 0x49))
    (local.set $T2 (v128.const i8x16 0xe7 0xa3 0x83 0x83 0x8b 0xcb 0xcb 0xcb 0xcb 0xcb 0xcb 0xcb 0xcb 0xdb 0xcb 0xcb))
    (local.set $T3 (v128.const i8x16 0x01 0x01 0x01 0x01 0x01 0x01 0x01 0x01 0xe6 0xae 0xba 0xba 0x01 0x01 0x01 0x01))
    (local.set $s0f (v128.const i32x4 0x0f0f0f0f 0x0f0f0f0f 0x0f0f0f0f 0x0f0f0f0f))
    (local.set $s60 (v128.const i32x4 0x60606060 0x60606060 0x60606060 0x60606060))
    (local.set $s70 (v128.const i32x4 0x70707070 0x70707070 0x70707070 0x70707070))
    (local.set $s80 (v128.const i32x4 0x80808080 0x80808080 0x80808080 0x80808080))
    (local.set $sc0 (v128.const i32x4 0xc0c0c0c0 0xc0c0c0c0 0xc0c0c0c0 0xc0c0c0c0))
    (local.set $sf0 (v128.const i8x16 0xf0 0xf0 0xf0 0xf0 0xf0 0xf0 0xf0 0xf0 0xf0 0xf0 0xf0 0xf0 0xf0 0xf0 0xf0 0xf0))
    (local.set $cutT (v128.const i8x16 0xff 0xff 0xff 0xff 0xff 0xff 0xff 0xff 0xff 0xff 0xff 0xff 0xff 0xef 0xdf 0xbf))
    (local.set $stopF0 (i8x16.splat (i32.sub (i32.const 0) (i32.and (local.get $flags) (i32.const 1)))))
    (local.set $stopNul (i8x16.splat (i32.sub (i32.const 0) (i32.shr_u (i32.and (local.get $flags) (i32.const 2)) (i32.const 1)))))
    (local.set $i (local.get $p))
    (local.set $end (i32.add (local.get $p) (i32.and (local.get $n) (i32.const -16))))
    (local.set $prev (v128.const i64x2 0 0))
    (local.set $cut (v128.const i64x2 0 0))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $i) (local.get $end)))
        (local.set $cur (v128.load (local.get $i)))
        (if (i32.eqz (i8x16.bitmask (local.get $cur)))
          (then
            ;; ASCII: a problem only when the block before ended inside a sequence (or a 00 with flag 2).
            (br_if $done (v128.any_true (local.get $cut)))
            (if (local.get $flags)
              (then (br_if $done (v128.any_true
                (v128.and (local.get $stopNul) (i8x16.eq (local.get $cur) (v128.const i64x2 0 0)))))))
            (local.set $prev (local.get $cur))
            (local.set $i (i32.add (local.get $i) (i32.const 16)))
            ;; Then 64 bytes a step while all four blocks are ASCII (and with flag 2 hold no 00): the
            ;; loop above reads the first block that is not.
            (block $ascii_done
              (loop $ascii
                (br_if $ascii_done (i32.gt_u (i32.add (local.get $i) (i32.const 64)) (local.get $end)))
                (local.set $cur (v128.load (local.get $i)))
                (local.set $a (v128.load offset=16 (local.get $i)))
                (local.set $b (v128.load offset=32 (local.get $i)))
                (local.set $c (v128.load offset=48 (local.get $i)))
                (br_if $ascii_done (i8x16.bitmask (v128.or
                  (v128.or (local.get $cur) (local.get $a)) (v128.or (local.get $b) (local.get $c)))))
                (if (local.get $flags)
                  (then (br_if $ascii_done (v128.any_true (v128.and (local.get $stopNul) (i8x16.eq
                    (i8x16.min_u (i8x16.min_u (local.get $cur) (local.get $a))
                      (i8x16.min_u (local.get $b) (local.get $c)))
                    (v128.const i64x2 0 0)))))))
                (local.set $prev (local.get $c))
                (local.set $i (i32.add (local.get $i) (i32.const 64)))
                (br $ascii)))
            (br $next)))
        (if (local.get $flags)
          (then
            ;; A byte F0 or more with flag 1, a 00 with flag 2.
            (br_if $done (v128.any_true (v128.or
              (v128.and (local.get $stopF0)
                (i8x16.ge_u (local.get $cur) (local.get $sf0)))
              (v128.and (local.get $stopNul) (i8x16.eq (local.get $cur) (v128.const i64x2 0 0))))))
            ;; Continuation bytes, 80-BF: as signed bytes, those below -64 (added once the block passes).
            (local.set $k
              (i32.popcnt (i8x16.bitmask (i8x16.lt_s (local.get $cur) (local.get $sc0)))))))
        ;; Each byte's predecessor.
        (local.set $p1 (i8x16.shuffle 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 (local.get $prev) (local.get $cur)))
        (br_if $done (v128.any_true (v128.xor
          ;; The pair tables: a bit left in all three is a problem of that kind.
          (v128.and
            (v128.and
              (i8x16.swizzle
                (local.get $T1)
                (v128.and (i16x8.shr_u (local.get $p1) (i32.const 4)) (local.get $s0f)))
              (i8x16.swizzle
                (local.get $T2)
                (v128.and (local.get $p1) (local.get $s0f))))
            (i8x16.swizzle
              (local.get $T3)
              (v128.and (i16x8.shr_u (local.get $cur) (i32.const 4)) (local.get $s0f))))
          ;; Bit 7 where the byte two back is a lead E0 or more, or the byte three back F0 or more: the
          ;; pair tables flag two continuation bytes in a row (0x80), which is right exactly there.
          (v128.and
            (v128.or
              (i8x16.sub_sat_u
                (i8x16.shuffle 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 (local.get $prev) (local.get $cur))
                (local.get $s60))
              (i8x16.sub_sat_u
                (i8x16.shuffle 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 (local.get $prev) (local.get $cur))
                (local.get $s70)))
            (local.get $s80)))))
        ;; A sequence the block's end cuts: a lead F0 or more in the last 3 bytes, E0 or more in the last
        ;; 2, C0 or more in the last one.
        (local.set $cut (i8x16.sub_sat_u (local.get $cur)
          (local.get $cutT)))
        (local.set $continuations (i32.add (local.get $continuations) (local.get $k)))
        (local.set $prev (local.get $cur))
        (local.set $i (i32.add (local.get $i) (i32.const 16)))
        (br $next)))
    (global.set $continued (local.get $continuations))
    (i32.sub (local.get $i) (local.get $p)))

  (global $continued (mut i32) (i32.const 0))
  ;; The continuation bytes in the blocks the last utf8Blocks passed.
  (func (export "blockContinuations") (result i32) (global.get $continued))

  (global $read (mut i32) (i32.const 0))
  ;; Where the last decodeUtf8 stopped, as an offset from its $p.
  (func (export "decodeRead") (result i32) (global.get $read))

  ;; Decodes the longest prefix of [$p, $p + $n) that is well-formed RFC 3629 UTF-8 into UTF-16 code
  ;; units at $o (little-endian), as core's decodeUtf8Prefix does: it stops before the first byte that
  ;; does not start a complete well-formed sequence inside the range (offset in decodeRead). Returns the
  ;; units written. An ASCII byte takes 16 bytes at once: all of them widened to 32 bytes of output, the
  ;; run of ASCII bytes at its start counted; so the output needs 32 bytes of room past its end.
  ;; $flags: 1, stop before a 4-byte form too (CESU-8, Java Modified UTF-8 share only the 1-3-byte forms);
  ;; 2, stop before a 00 byte too (Modified UTF-8 writes U+0000 as C0 80).
  (func (export "decodeUtf8") (param $p i32) (param $n i32) (param $o i32) (param $flags i32) (result i32)
    (local $i i32) (local $end i32) (local $w i32) (local $b i32) (local $c i32) (local $d i32)
    (local $e i32) (local $cp i32) (local $v v128) (local $m i32) (local $k i32)
    (local.set $i (local.get $p))
    (local.set $w (local.get $o))
    (local.set $end (i32.add (local.get $p) (local.get $n)))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $i) (local.get $end)))
        (local.set $b (i32.load8_u (local.get $i)))
        (if (i32.lt_u (local.get $b) (i32.const 0x80))
          (then
            (br_if $done (i32.and (i32.eqz (local.get $b)) (i32.shr_u (local.get $flags) (i32.const 1))))
            (if (i32.le_u (i32.add (local.get $i) (i32.const 16)) (local.get $end))
              (then
                (local.set $v (v128.load (local.get $i)))
                (v128.store (local.get $w) (i16x8.extend_low_i8x16_u (local.get $v)))
                (v128.store offset=16 (local.get $w) (i16x8.extend_high_i8x16_u (local.get $v)))
                (local.set $m (i8x16.bitmask (local.get $v)))
                ;; With flag 2 a 00 byte ends the run too (the first byte is not 00: checked above).
                (if (i32.and (local.get $flags) (i32.const 2))
                  (then (local.set $m (i32.or (local.get $m)
                    (i8x16.bitmask (i8x16.eq (local.get $v) (v128.const i64x2 0 0)))))))
                ;; ASCII bytes before the first non-ASCII one (16 when none): ctz of m | 0x10000
                (local.set $k (i32.ctz (i32.or (local.get $m) (i32.const 0x10000))))
                (local.set $i (i32.add (local.get $i) (local.get $k)))
                (local.set $w (i32.add (local.get $w) (i32.shl (local.get $k) (i32.const 1))))
                (br $next)))
            (i32.store16 (local.get $w) (local.get $b))
            (local.set $i (i32.add (local.get $i) (i32.const 1)))
            (local.set $w (i32.add (local.get $w) (i32.const 2)))
            (br $next)))
        (if (i32.lt_u (local.get $b) (i32.const 0xe0))
          (then
            (br_if $done (i32.or (i32.lt_u (local.get $b) (i32.const 0xc2))
                                 (i32.ge_u (i32.add (local.get $i) (i32.const 1)) (local.get $end))))
            (local.set $c (i32.load8_u offset=1 (local.get $i)))
            (br_if $done (i32.ne (i32.and (local.get $c) (i32.const 0xc0)) (i32.const 0x80)))
            (i32.store16 (local.get $w) (i32.or (i32.shl (i32.and (local.get $b) (i32.const 0x1f)) (i32.const 6))
                                                (i32.and (local.get $c) (i32.const 0x3f))))
            (local.set $i (i32.add (local.get $i) (i32.const 2)))
            (local.set $w (i32.add (local.get $w) (i32.const 2)))
            (br $next)))
        (if (i32.lt_u (local.get $b) (i32.const 0xf0))
          (then
            (br_if $done (i32.ge_u (i32.add (local.get $i) (i32.const 2)) (local.get $end)))
            (local.set $c (i32.load8_u offset=1 (local.get $i)))
            (local.set $d (i32.load8_u offset=2 (local.get $i)))
            (br_if $done (i32.or (i32.xor (i32.and (local.get $c) (i32.const 0xc0)) (i32.const 0x80))
                                 (i32.xor (i32.and (local.get $d) (i32.const 0xc0)) (i32.const 0x80))))
            (local.set $cp (i32.or (i32.or (i32.shl (i32.and (local.get $b) (i32.const 0x0f)) (i32.const 12))
                                           (i32.shl (i32.and (local.get $c) (i32.const 0x3f)) (i32.const 6)))
                                   (i32.and (local.get $d) (i32.const 0x3f))))
            (br_if $done (i32.or (i32.lt_u (local.get $cp) (i32.const 0x800))
                                 (i32.eq (i32.and (local.get $cp) (i32.const 0xf800)) (i32.const 0xd800))))
            (i32.store16 (local.get $w) (local.get $cp))
            (local.set $i (i32.add (local.get $i) (i32.const 3)))
            (local.set $w (i32.add (local.get $w) (i32.const 2)))
            (br $next)))
        (br_if $done (i32.or (i32.or (i32.gt_u (local.get $b) (i32.const 0xf4))
                                     (i32.and (local.get $flags) (i32.const 1)))
                             (i32.ge_u (i32.add (local.get $i) (i32.const 3)) (local.get $end))))
        (local.set $c (i32.load8_u offset=1 (local.get $i)))
        (local.set $d (i32.load8_u offset=2 (local.get $i)))
        (local.set $e (i32.load8_u offset=3 (local.get $i)))
        (br_if $done (i32.or (i32.or (i32.xor (i32.and (local.get $c) (i32.const 0xc0)) (i32.const 0x80))
                                     (i32.xor (i32.and (local.get $d) (i32.const 0xc0)) (i32.const 0x80)))
                             (i32.xor (i32.and (local.get $e) (i32.const 0xc0)) (i32.const 0x80))))
        (local.set $cp (i32.or (i32.or (i32.shl (i32.and (local.get $b) (i32.const 0x07)) (i32.const 18))
                                       (i32.shl (i32.and (local.get $c) (i32.const 0x3f)) (i32.const 12)))
                               (i32.or (i32.shl (i32.and (local.get $d) (i32.const 0x3f)) (i32.const 6))
                                       (i32.and (local.get $e) (i32.const 0x3f)))))
        (br_if $done (i32.or (i32.lt_u (local.get $cp) (i32.const 0x10000))
                             (i32.gt_u (local.get $cp) (i32.const 0x10ffff))))
        (i32.store16 (local.get $w) (i32.add (i32.const 0xd7c0) (i32.shr_u (local.get $cp) (i32.const 10))))
        (i32.store16 offset=2 (local.get $w) (i32.or (i32.const 0xdc00) (i32.and (local.get $cp) (i32.const 0x3ff))))
        (local.set $i (i32.add (local.get $i) (i32.const 4)))
        (local.set $w (i32.add (local.get $w) (i32.const 4)))
        (br $next)))
    (global.set $read (i32.sub (local.get $i) (local.get $p)))
    (i32.shr_u (i32.sub (local.get $w) (local.get $o)) (i32.const 1)))
)
