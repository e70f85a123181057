;; utf8x core: a SIMD search for EF BF BD (U+FFFD in UTF-8) in WebAssembly memory.
;;
;; TextEncoder writes a lone surrogate as U+FFFD, so when its output holds no EF BF BD the string had no
;; lone surrogate. V8 before 12 (Node 20) checks String.prototype.isWellFormed one unit at a time, at
;; about the cost of the encoding itself; this looks at 16 bytes per step.
;;
;; `findAtLeastF0` serves CESU-8 and Java Modified UTF-8: UTF-8 without a byte F0-F7 (a supplementary
;; character) means the same in CESU-8, and without a 00 byte too in Modified UTF-8.
;;
;; Source of packages/core/src/_scan-wasm.ts (generated: node tools/build-wasm.mjs; a test checks that
;; the two agree).
(module
  (memory (export "memory") 1)
  ;; The offset in [$p, $p + $n) of the first EF BF BD wholly inside it, or -1. Reads up to 2 bytes past
  ;; the end (the caller leaves them in memory).
  (func (export "findReplacement") (param $p i32) (param $n i32) (result i32)
    (local $i i32)
    (local $end i32)
    (local $k i32)
    (local $stop i32)
    (local.set $end (i32.add (local.get $p) (local.get $n)))
    (local.set $i (local.get $p))
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
)
