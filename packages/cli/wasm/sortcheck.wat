;; utf8x cli: `sort --check` of lines held in WebAssembly memory, in byte order, 16 bytes a step.
;;
;; Each line is compared with the line before it: their common start 16 bytes at a time (i8x16.eq and a
;; bitmask), up to the first byte that differs or the end of the line before (whose length is known:
;; where this line's bytes equal its, this line has no LF either), then the line's LF is found 16 bytes
;; at a time. A line that ends first (at its LF) sorts before the lines it starts, whatever byte follows
;; in them (even one below LF).
;;
;; Source of packages/cli/src/_sortcheck-wasm.ts (generated: node tools/build-wasm.mjs; a test checks
;; that the two agree).
(module
  (memory (export "memory") 1)
  ;; The start of the last line checked: the line before the next window, or the first out of order.
  (global $last (mut i32) (i32.const 0))
  ;; What `check` found: 0 every line in order, 1 a line out of order, 2 a line equal to the one before
  ;; (out of order with `unique`).
  (global $found (mut i32) (i32.const 0))

  (func (export "last") (result i32) (global.get $last))
  (func (export "found") (result i32) (global.get $found))

  ;; The offset of the first LF at or after $p. There must be one in memory (the caller ends its lines
  ;; with LF); reads up to 15 bytes past it.
  (func $lf (param $p i32) (result i32)
    (local $m i32)
    (local $nl v128)
    (local.set $nl (i8x16.splat (i32.const 0x0a)))
    (loop $step
      (local.set $m (i8x16.bitmask (i8x16.eq (v128.load (local.get $p)) (local.get $nl))))
      (if (i32.eqz (local.get $m))
        (then
          (local.set $p (i32.add (local.get $p) (i32.const 16)))
          (br $step))))
    (i32.add (local.get $p) (i32.ctz (local.get $m))))

  ;; Checks the lines of [$at, $end) (whole lines: $end - 1 is an LF) against the line before each, the
  ;; first's being [$before, $at - 1) (its LF at $at - 1). $flags: 1 reverse order, 2 unique (equal
  ;; lines out of order). Returns how many lines of the window it read (the one out of order included);
  ;; `found` then says what it found and `last` where the last line read starts. Reads up to 31 bytes
  ;; past $end (the caller leaves them in memory).
  (func (export "check") (param $before i32) (param $at i32) (param $end i32) (param $flags i32)
    (result i32)
    (local $length i32)
    (local $count i32)
    (local $i i32)
    (local $m i32)
    (local $b i32)
    (local $c i32)
    (local $lf i32)
    (local.set $length (i32.sub (i32.sub (local.get $at) (i32.const 1)) (local.get $before)))
    (block $done
      (loop $line
        (br_if $done (i32.ge_u (local.get $at) (local.get $end)))
        (local.set $count (i32.add (local.get $count) (i32.const 1)))
        ;; The common start, 16 bytes a step, up to the end of the line before.
        (local.set $i (i32.const 0))
        (if (local.get $length)
          (then
            (block $differ
              (loop $same
                (local.set $m (i8x16.bitmask (i8x16.eq
                  (v128.load (i32.add (local.get $before) (local.get $i)))
                  (v128.load (i32.add (local.get $at) (local.get $i))))))
                (if (i32.ne (local.get $m) (i32.const 0xffff))
                  (then
                    (local.set $i (i32.add (local.get $i)
                      (i32.ctz (i32.xor (local.get $m) (i32.const 0xffff)))))
                    (br $differ)))
                (local.set $i (i32.add (local.get $i) (i32.const 16)))
                (br_if $same (i32.lt_u (local.get $i) (local.get $length)))))
            (if (i32.gt_u (local.get $i) (local.get $length))
              (then (local.set $i (local.get $length))))))
        (local.set $b (i32.load8_u (i32.add (local.get $at) (local.get $i))))
        ;; c > 0: this line sorts before the line before; 0: they are equal.
        (local.set $c
          (if (result i32) (i32.eq (local.get $i) (local.get $length))
            (then (if (result i32) (i32.eq (local.get $b) (i32.const 0x0a))
              (then (i32.const 0))
              (else (i32.const -1))))
            (else (if (result i32) (i32.eq (local.get $b) (i32.const 0x0a))
              (then (i32.const 1))
              (else (i32.sub
                (i32.load8_u (i32.add (local.get $before) (local.get $i)))
                (local.get $b)))))))
        (if (i32.and (local.get $flags) (i32.const 1))
          (then (local.set $c (i32.sub (i32.const 0) (local.get $c)))))
        (if (i32.or
              (i32.gt_s (local.get $c) (i32.const 0))
              (i32.and (i32.eqz (local.get $c)) (i32.ne (i32.and (local.get $flags) (i32.const 2)) (i32.const 0))))
          (then
            (global.set $last (local.get $at))
            (global.set $found (select (i32.const 2) (i32.const 1) (i32.eqz (local.get $c))))
            (return (local.get $count))))
        (local.set $lf
          (if (result i32) (i32.eq (local.get $b) (i32.const 0x0a))
            (then (i32.add (local.get $at) (local.get $i)))
            (else (call $lf (i32.add (i32.add (local.get $at) (local.get $i)) (i32.const 1))))))
        (local.set $before (local.get $at))
        (local.set $length (i32.sub (local.get $lf) (local.get $at)))
        (local.set $at (i32.add (local.get $lf) (i32.const 1)))
        (br $line)))
    (global.set $last (local.get $before))
    (global.set $found (i32.const 0))
    (local.get $count))
)
