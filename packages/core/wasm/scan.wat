;; utf8x core: a SIMD search for EF BF BD (U+FFFD in UTF-8) in WebAssembly memory.
;;
;; TextEncoder writes a lone surrogate as U+FFFD, so when its output holds no EF BF BD the string had no
;; lone surrogate. V8 before 12 (Node 20) checks String.prototype.isWellFormed one unit at a time, at
;; about the cost of the encoding itself; this looks at 16 bytes per step.
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
)
