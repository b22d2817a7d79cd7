//! Unit tests. The expected strings and diagnostics in the tables were
//! produced by `mlir-opt` 22 (`--mlir-print-local-scope`, generic form);
//! the inputs are hand-written for these tests.

use super::*;

/// Splits `affine_map<body` / `affine_set<body` into kind and body.
fn split_attr(s: &str) -> (AffineAttrKind, &str) {
    if let Some(b) = s.strip_prefix("affine_map<") {
        (AffineAttrKind::Map, b)
    } else if let Some(b) = s.strip_prefix("affine_set<") {
        (AffineAttrKind::Set, b)
    } else {
        panic!("not an affine attribute: {s}")
    }
}

fn show(ctx: &AffineContext, r: AffineMapOrSet) -> String {
    match r {
        AffineMapOrSet::Map(m) => format!("affine_map<{}>", ctx.map_to_string(m)),
        AffineMapOrSet::Set(s) => format!("affine_set<{}>", ctx.set_to_string(s)),
    }
}

fn parse_attr(ctx: &mut AffineContext, s: &str) -> AffineMapOrSet {
    let (kind, body) = split_attr(s);
    let (r, n) =
        parse_affine_attr_body(ctx, body.as_bytes(), kind).unwrap_or_else(|e| panic!("{s}: {e}"));
    assert_eq!(n, body.len(), "consumed bytes for {s}");
    r
}

/// (input, mlir-opt 22 output) for parse + print.
const ROUNDTRIP: &[(&str, &str)] = &[
    ("affine_map<(d0) -> (d0)>", "affine_map<(d0) -> (d0)>"),
    ("affine_map<() -> ()>", "affine_map<() -> ()>"),
    ("affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2)>", "affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2)>"),
    ("affine_map<(i, j)[N] -> (i + N, j floordiv N, j mod N, i ceildiv 4)>", "affine_map<(d0, d1)[s0] -> (d0 + s0, d1 floordiv s0, d1 mod s0, d0 ceildiv 4)>"),
    ("affine_map<(d0, d1) -> (d1 + d0, 3 * d0, 2 + d1 + 3)>", "affine_map<(d0, d1) -> (d0 + d1, d0 * 3, d1 + 5)>"),
    ("affine_map<(d0)[s0, s1] -> (s1 + s0, s1 * s0, s0 * 3 * s1)>", "affine_map<(d0)[s0, s1] -> (s0 + s1, s0 * s1, (s0 * s1) * 3)>"),
    ("affine_map<(d0) -> (d0 * -1, -d0, d0 - 3, d0 * -3 + 4, -(d0 floordiv 2))>", "affine_map<(d0) -> (-d0, -d0, d0 - 3, d0 * -3 + 4, -(d0 floordiv 2))>"),
    ("affine_map<(d0)[s0] -> (d0 - s0 * (d0 floordiv s0), (d0 floordiv 4) * 4 + d0 mod 4)>", "affine_map<(d0)[s0] -> (d0 mod s0, (d0 floordiv 4) * 4 + d0 mod 4)>"),
    ("affine_map<(d0) -> (d0 - d0 floordiv 4 * 4, d0 + (d0 floordiv 4) * -4, d0 + (d0 floordiv -4) * 4)>", "affine_map<(d0) -> (d0 mod 4, d0 mod 4, d0 + (d0 floordiv -4) * 4)>"),
    ("affine_map<(d0, d1)[s0] -> (d0 - (d0 + s0) * 3, d0 - (s0 + 1), s0 - d0 floordiv 2, -(s0 * 2))>", "affine_map<(d0, d1)[s0] -> (d0 - (d0 + s0) * 3, d0 - (s0 + 1), -(d0 floordiv 2) + s0, s0 * -2)>"),
    ("affine_map<(d0, d1, d2)[s0, s1] -> (d0 - s0 - d1 floordiv 2, d0 + s0 + d1 floordiv 2, d1 * 2 + d0 - (d0 floordiv 4) * 4)>", "affine_map<(d0, d1, d2)[s0, s1] -> (d0 + -(d1 floordiv 2) - s0, d0 + s0 + d1 floordiv 2, d1 * 2 + d0 mod 4)>"),
    ("affine_map<(d0, d1)[s0] -> ((d0 + s0) - ((d0 + s0) floordiv 4) * 4, d0 + d1 floordiv 2 - d1 floordiv 2)>", "affine_map<(d0, d1)[s0] -> ((d0 + s0) mod 4, d0)>"),
    ("affine_map<(d0) -> (7 floordiv -2, 7 ceildiv -2, 7 mod -2, d0 mod -2, (d0 * 4) floordiv -2, (d0 * 4) ceildiv -2)>", "affine_map<(d0) -> (-4, -3, 7 mod -2, d0 mod -2, d0 * -2, d0 * -2)>"),
    ("affine_map<(d0) -> (d0 floordiv 0, 5 floordiv 0, 5 mod 0, d0 floordiv -1, d0 floordiv 1, d0 ceildiv 1, d0 mod 1)>", "affine_map<(d0) -> (d0 floordiv 0, 5 floordiv 0, 5 mod 0, d0 floordiv -1, d0, d0, 0)>"),
    ("affine_map<(d0) -> (-5 floordiv 3, -5 mod 3, -5 ceildiv 3, 100 floordiv 32, 10 ceildiv 3)>", "affine_map<(d0) -> (-2, 1, -1, 3, 4)>"),
    ("affine_map<(d0) -> ((d0 + 4) floordiv -2, (d0 * 6 + 3) mod 3, (d0 * 6 + 3) floordiv 3, (d0 * 6 + 3) ceildiv 3)>", "affine_map<(d0) -> (d0 floordiv -2 - 2, 0, d0 * 2 + 1, (d0 * 6 + 3) ceildiv 3)>"),
    ("affine_map<(d0, d1) -> ((d0 mod 35) mod 5, (d1 mod 35) mod 4, (d0 * 4 + 8) mod 4, (d0 * 4 + 3) mod 2)>", "affine_map<(d0, d1) -> (d0 mod 5, (d1 mod 35) mod 4, 0, 1)>"),
    ("affine_map<() -> (9223372036854775807 + 1, 9223372036854775807 * 2, 4611686018427387904 * -2)>", "affine_map<() -> (9223372036854775807 + 1, 9223372036854775807 * 2, -9223372036854775808)>"),
    ("affine_map<(d0) -> (d0 * 9223372036854775807 * 2, d0 + 9223372036854775807 + 5, d0 * 4611686018427387904 * 2)>", "affine_map<(d0) -> (d0 * -2, d0 - 9223372036854775804, d0 * -9223372036854775808)>"),
    ("affine_map<(d0) -> ((-9223372036854775807 - 1) floordiv -1, (-9223372036854775807 - 1) * -1, d0 + (-9223372036854775807 - 1))>", "affine_map<(d0) -> (-9223372036854775808 floordiv -1, --9223372036854775808, d0 - -9223372036854775808)>"),
    ("affine_map<(d0) -> (d0 * (-9223372036854775807 - 1) + 1, d0 - d0 * 9223372036854775807)>", "affine_map<(d0) -> (d0 * -9223372036854775808 + 1, d0 * -9223372036854775806)>"),
    ("affine_map<(d0)[s0] -> (d0 * s0 * -1, (d0 * 3) * s0, s0 * 3 * d0, d0 floordiv s0 * s0, (s0 * -1) * -1)>", "affine_map<(d0)[s0] -> (-(d0 * s0), (d0 * s0) * 3, d0 * (s0 * 3), (d0 floordiv s0) * s0, s0)>"),
    ("affine_map<(d0, d1)[s0] -> (d0 + (d1 + 3), (d0 + 3) + (d1 + 4), d0 * 2 + d0 * 3, d0 + d0 * -1)>", "affine_map<(d0, d1)[s0] -> (d0 + d1 + 3, d0 + d1 + 4 + 3, d0 * 5, 0)>"),
    ("affine_map<(d0)[s0] -> (d0 - (d0 + 1), d0 * 16 + ((d0 + 1) * -1) + 15, -s0 floordiv 4)>", "affine_map<(d0)[s0] -> (d0 - (d0 + 1), d0 * 16 - (d0 + 1) + 15, (-s0) floordiv 4)>"),
    ("affine_map<(d0, d1)[s0, s1] -> (d0 - d1 * s1 + 2, d0 * (s0 * s1), (d0 * 5) floordiv 4, (d1 ceildiv 7) mod s0)>", "affine_map<(d0, d1)[s0, s1] -> (d0 - d1 * s1 + 2, d0 * (s0 * s1), (d0 * 5) floordiv 4, (d1 ceildiv 7) mod s0)>"),
    ("affine_map<(i0, i32)[mod, floordiv] -> (mod floordiv 2 - i0, floordiv mod 3 - i32)>", "affine_map<(d0, d1)[s0, s1] -> (-d0 + s0 floordiv 2, -d1 + s1 mod 3)>"),
    ("affine_map<(step, loc)[f32, index] -> (step + f32, loc * index)>", "affine_map<(d0, d1)[s0, s1] -> (d0 + s0, d1 * s1)>"),
    ("affine_map<(a.b, x$y, _z) -> (a.b + x$y - _z)>", "affine_map<(d0, d1, d2) -> (d0 + d1 - d2)>"),
    ("affine_map<(d0) -> (0x10 + d0, 0xff, 00012)>", "affine_map<(d0) -> (d0 + 16, 255, 12)>"),
    ("affine_map<( d0 ,d1 )  [ s0 ]->(d0//c\n+d1,s0)>", "affine_map<(d0, d1)[s0] -> (d0 + d1, s0)>"),
    ("affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 mod 2 == 0)>", "affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 mod 2 == 0)>"),
    ("affine_set<() : ()>", "affine_set<() : (0 == 0)>"),
    ("affine_set<(d0, d1) : ()>", "affine_set<(d0, d1) : (0 == 0)>"),
    ("affine_set<(d0) : (d0 > = 0, d0 <= 5, 1 == 0, d0 = = 3)>", "affine_set<(d0) : (d0 >= 0, -d0 + 5 >= 0, 1 == 0, d0 - 3 == 0)>"),
    ("affine_set<(i)[N] : (i >= 0, N - i - 1 >= 0, i * 2 == N)>", "affine_set<(d0)[s0] : (d0 >= 0, -d0 + s0 - 1 >= 0, d0 * 2 - s0 == 0)>"),
    ("affine_set<(d0) : (d0 floordiv 2 - 4 >= d0 mod 3)>", "affine_set<(d0) : (d0 floordiv 2 - d0 mod 3 - 4 >= 0)>"),
];

/// (input, mlir-opt 22 `--affine-simplify-structures` output).
const SIMPLIFY: &[(&str, &str)] = &[
    ("affine_map<(d0, d1)[s0] -> ((d0 * 4 + 2) floordiv 4, d0 mod 2 + (d0 floordiv 2) * 2 + s0 * 3 - s0 * 2)>", "affine_map<(d0, d1)[s0] -> (d0, d0 + s0)>"),
    ("affine_map<(d0, d1) -> (d1 - d0 + (d0 - d1 + 1) * 2 + d1 - 1, d1 + d1 + 1 + d1 + d1 + 1)>", "affine_map<(d0, d1) -> (d0 + 1, d1 * 4 + 2)>"),
    ("affine_map<(d0, d1) -> ((d0 + d1) mod 4 + (d0 + d1) floordiv 4 * 4, (d0 * 3 + d1 * 6) floordiv 3, (d0 * 2 + 1) ceildiv 2)>", "affine_map<(d0, d1) -> (d0 + d1, d0 + d1 * 2, (d0 * 2 + 1) ceildiv 2)>"),
    ("affine_map<(d0) -> (d0 floordiv 0, d0 mod -1, d0 floordiv 4 + d0 floordiv 4)>", "affine_map<(d0) -> (d0 floordiv 0, d0 mod -1, (d0 floordiv 4) * 2)>"),
    ("affine_map<(d0)[s0] -> ((d0 * s0) floordiv s0, (d0 * s0 + s0 * 2) floordiv s0, (d0 * s0) mod s0, ((d0 * s0) ceildiv 2) ceildiv s0)>", "affine_map<(d0)[s0] -> (d0, d0 + 2, 0, d0 ceildiv 2)>"),
    ("affine_map<(d0, d1)[s0, s1] -> ((s0 floordiv 2) floordiv s0, ((s0 floordiv 2) * 3) floordiv s0, ((s0 floordiv 2) * s0) floordiv s0)>", "affine_map<(d0, d1)[s0, s1] -> (0, ((s0 floordiv 2) * 3) floordiv s0, 0)>"),
    ("affine_map<(d0, d1)[s0, s1] -> ((s0 floordiv 2 + s0) floordiv s0, (((s0 * 2) mod (s0 * s1)) * 3) floordiv s0, (-(s0 * d0)) floordiv s0)>", "affine_map<(d0, d1)[s0, s1] -> (1, (2 mod s1) * 3, -d0)>"),
    ("affine_map<(d0, d1)[s0, s1] -> (d1 * s0 + d0 + d0 * s1 + s1 * d1 + 3, s1 * s0 + d0 * 2 + s0 * 4)>", "affine_map<(d0, d1)[s0, s1] -> (d0 + d0 * s1 + d1 * s0 + d1 * s1 + 3, d0 * 2 + s0 * 4 + s0 * s1)>"),
    ("affine_map<(d0, d1)[s0] -> ((d0 - d0 mod s0) mod s0, (d0 + d1 - (d0 + d1) mod 8) mod 8, (d0 * s0 + d1) mod s0)>", "affine_map<(d0, d1)[s0] -> (0, 0, (d1 + d0 * s0) mod s0)>"),
    ("affine_map<(d0, d1, d2) -> (d2 * 3 + d0 floordiv 2 + d1 mod 5 - d0 floordiv 2, (d0 floordiv 4) floordiv 8)>", "affine_map<(d0, d1, d2) -> (d1 + d2 * 3 - (d1 floordiv 5) * 5, (d0 floordiv 4) floordiv 8)>"),
];

/// (input, [(byte offset into the text after `affine_map<`/`affine_set<`, message)]) from mlir-opt 22.
const ERRORS: &[(&str, &[(usize, &str)])] = &[
    ("affine_map<(d0) -> (d0 + )>", &[(14, "missing right operand of binary operator")]),
    ("affine_map<(d0) -> (-(), d0)>", &[(11, "no expression inside parentheses"), (11, "missing operand of negation")]),
    ("affine_map<(d0) -> (--(), d0)>", &[(12, "no expression inside parentheses"), (12, "missing operand of negation"), (12, "missing operand of negation")]),
    ("affine_map<(d0) -> (())>", &[(10, "no expression inside parentheses")]),
    ("affine_map<(d0) -> (, d0)>", &[(9, "expected affine expression")]),
    ("affine_map<(d0) -> (+d0)>", &[(9, "missing left operand of binary operator")]),
    ("affine_map<(d0) -> (d0 * )>", &[(14, "missing right operand of binary operator")]),
    ("affine_map<(d0, d1) -> (d0 * d1)>", &[(16, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic")]),
    ("affine_map<(d0, d1) -> (d0 floordiv d1)>", &[(16, "non-affine expression: right operand of floordiv has to be either a constant or symbolic")]),
    ("affine_map<(d0, d1) -> (d0 ceildiv (d1 + 1))>", &[(16, "non-affine expression: right operand of ceildiv has to be either a constant or symbolic")]),
    ("affine_map<(d0, d1) -> (d0 mod d1 * 2)>", &[(23, "non-affine expression: right operand of mod has to be either a constant or symbolic")]),
    ("affine_map<(d0, d1) -> (d0 * 2 * d1 + 1)>", &[(20, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic")]),
    ("affine_map<(d0) -> (x)>", &[(9, "use of undeclared identifier")]),
    ("affine_map<(d0, d0) -> (d0)>", &[(5, "redefinition of identifier 'd0'")]),
    ("affine_map<(d0)[d0] -> (d0)>", &[(5, "redefinition of identifier 'd0'")]),
    ("affine_map<(d0) -> d0>", &[(7, "expected '(' in affine map range")]),
    ("affine_map<(d0) -> (d0>", &[(11, "expected ')' in affine map range")]),
    ("affine_map<(d0) -> ((d0)>", &[(13, "expected ')' in affine map range")]),
    ("affine_map<(d0) (d0)>", &[(4, "expected '->' or ':'")]),
    ("affine_map<d0 -> (d0)>", &[(0, "expected '(' in dimensional identifier list")]),
    ("affine_map<(d0 -> (d0)>", &[(3, "expected ')' in dimensional identifier list")]),
    ("affine_map<(d0)[s0 -> (d0)>", &[(7, "expected ']' in symbol list")]),
    ("affine_map<(1) -> (d0)>", &[(1, "expected bare identifier")]),
    ("affine_map<(d0) -> (d0)", &[(12, "expected '>' in affine map")]),
    ("affine_map<(d0) : (d0 >= 0)>", &[(0, "expected AffineMap, but got IntegerSet")]),
    ("affine_set<(d0) -> (d0)>", &[(0, "expected IntegerSet, but got AffineMap")]),
    ("affine_set<(d0) : (d0 > 0)>", &[(13, "expected '== affine-expr' or '>= affine-expr' at end of affine constraint")]),
    ("affine_set<(d0) : (d0)>", &[(10, "expected '== affine-expr' or '>= affine-expr' at end of affine constraint")]),
    ("affine_set<(d0) : (d0 >= )>", &[(14, "expected affine expression")]),
    ("affine_map<(d0) -> (d0 + 9223372036854775808)>", &[(14, "constant too large for index")]),
    ("affine_map<(d0) -> (d0 + 99999999999999999999)>", &[(14, "constant too large for index")]),
    ("affine_map<(d0) -> (0x10000000000000000)>", &[(9, "constant too large for index")]),
    ("affine_map<(d0) -> (d0 + 1.5)>", &[(14, "missing right operand of binary operator")]),
    ("affine_map<(d0) -> (%x)>", &[(9, "unexpected ssa identifier")]),
    ("affine_map<(d0) -> (%)>", &[(9, "invalid SSA name")]),
    ("affine_map<(d0) -> (d0 ...)>", &[(11, "expected ')' in affine map range")]),
    ("affine_map<(d0) -> (d0 & 1)>", &[(12, "unexpected character")]),
    ("affine_map<(d0) -> (\"abc)>", &[(27, "expected '\"' in string literal")]),
    ("affine_map<(d0) -> (symbol(d0))>", &[(16, "unexpected ssa identifier")]),
    ("affine_map<(d0) -> (symbol)>", &[(15, "expected '(' at start of SSA symbol")]),
    ("affine_map<(d0) -> (d0 / 2)>", &[(11, "expected ')' in affine map range")]),
    ("affine_map<(d0) -> (d0\n  // comment\n  ,)>", &[(28, "expected affine expression")]),
    ("affine_map<(d0) -> (d0\n   \n  d0)>", &[(11, "expected ')' in affine map range")]),
];

/// Chains `m0 ;; m1 ;; ...` composed as `(m0 ∘ m1) ∘ ...` then simplified, from mlir-opt 22
/// `--affine-super-vectorizer-test=compose-maps`.
const COMPOSE: &[(&str, &str)] = &[
    ("affine_map<(d0)[s0] -> (d0 - 1 + s0)> ;; affine_map<(d0)[s0] -> (d0 * s0 + 2)>", "(d0)[s0, s1] -> (d0 * s1 + s0 + 1)"),
    ("affine_map<(d0, d1) -> (d0 + d1, d0 floordiv 4)> ;; affine_map<(d0) -> (d0 * 4, d0 mod 4)>", "(d0) -> (d0 * 5 - (d0 floordiv 4) * 4, d0)"),
    ("affine_map<(d0, d1)[s0] -> (d0 * 2 + d1 + s0)> ;; affine_map<(d0, d1)[s0] -> (d1, d0 + s0)> ;; affine_map<(d0) -> (d0, d0 + 3)>", "(d0)[s0, s1] -> (d0 * 3 + s0 + s1 + 6)"),
    ("affine_map<(d0, d1, d2) -> (d2, d0, d1)> ;; affine_map<(d0, d1, d2) -> (d1, d2, d0)>", "(d0, d1, d2) -> (d0, d1, d2)"),
    ("affine_map<(d0) -> (d0 mod 8 + d0 floordiv 8 * 8)> ;; affine_map<(d0, d1) -> (d0 * 8 + d1)>", "(d0, d1) -> (d0 * 8 + d1)"),
];

#[test]
fn roundtrip_matches_mlir_opt() {
    let mut ctx = AffineContext::new();
    for &(input, expected) in ROUNDTRIP {
        let r = parse_attr(&mut ctx, input);
        assert_eq!(show(&ctx, r), expected, "input: {input}");
    }
}

#[test]
fn simplify_matches_mlir_opt() {
    let mut ctx = AffineContext::new();
    for &(input, expected) in SIMPLIFY {
        let m = parse_attr(&mut ctx, input).as_map().expect("map");
        let s = simplify_affine_map(&mut ctx, m);
        assert_eq!(
            format!("affine_map<{}>", ctx.map_to_string(s)),
            expected,
            "input: {input}"
        );
    }
}

#[test]
fn errors_match_mlir_opt() {
    let mut ctx = AffineContext::new();
    for &(input, expected) in ERRORS {
        let (kind, body) = split_attr(input);
        // The oracle saw the attribute inside `"t.op"() {m = ...} : () -> ()`.
        let src = format!("{body}}} : () -> ()\n");
        let err = parse_affine_attr_body(&mut ctx, src.as_bytes(), kind).expect_err(input);
        let mut got = vec![(err.offset, err.message.as_str())];
        got.extend(err.extra.iter().map(|d| (d.offset, d.message.as_str())));
        assert_eq!(got, expected.to_vec(), "input: {input:?}");
    }
}

#[test]
fn compose_matches_mlir_opt() {
    let mut ctx = AffineContext::new();
    for &(chain, expected) in COMPOSE {
        let mut acc: Option<AffineMap> = None;
        for part in chain.split(" ;; ") {
            let m = parse_attr(&mut ctx, part).as_map().expect("map");
            acc = Some(match acc {
                None => m,
                Some(a) => a.compose(&mut ctx, m),
            });
        }
        let m = simplify_affine_map(&mut ctx, acc.expect("non-empty chain"));
        assert_eq!(ctx.map_to_string(m), expected, "chain: {chain}");
    }
}

#[test]
fn uniquing_and_constructors() {
    let mut ctx = AffineContext::new();
    let d0 = ctx.dim(0);
    let d1 = ctx.dim(1);
    let s0 = ctx.symbol(0);
    assert_eq!(ctx.dim(0), d0);
    let a = ctx.add(d1, d0);
    let b = ctx.add(d0, d1);
    assert_eq!(a, b, "dims are ordered by position");
    assert_eq!(ctx.expr_to_string(a), "d0 + d1");
    let three = ctx.constant(3);
    let m = ctx.mul(three, d0);
    assert_eq!(ctx.expr_to_string(m), "d0 * 3");
    let m2 = ctx.mul_const(d0, 3);
    assert_eq!(m, m2);
    assert_eq!(ctx.kind(m), AffineExprKind::Mul(d0, three));
    let fd = ctx.floor_div_const(d0, 4);
    let fd4 = ctx.mul_const(fd, -4);
    let r = ctx.add(d0, fd4);
    assert_eq!(ctx.expr_to_string(r), "d0 mod 4");
    let q = ctx.floor_div(d0, s0);
    let qs = ctx.mul(q, s0);
    let r = ctx.sub(d0, qs);
    assert_eq!(ctx.expr_to_string(r), "d0 mod s0");
    // Non-affine products are kept as built instead of recursing forever.
    let p = ctx.mul(d0, d1);
    assert_eq!(ctx.expr_to_string(p), "d0 * d1");
    assert!(!p.is_pure_affine(&ctx));
    let e = ctx.sub_const(d0, 5);
    assert_eq!(ctx.expr_to_string(e), "d0 - 5");
    let n = ctx.neg(s0);
    assert_eq!(ctx.expr_to_string(n), "-s0");
}

#[test]
fn expr_queries() {
    let mut ctx = AffineContext::new();
    let m = parse_affine_map_str(
        &mut ctx,
        "(d0, d1)[s0] -> (d0 * 8 + d1 * 4, s0 floordiv 2, d0 floordiv s0, d1 mod 3)",
    )
    .expect("parse");
    let r = m.results(&ctx).to_vec();
    assert!(r[0].is_pure_affine(&ctx));
    assert!(!r[0].is_symbolic_or_constant(&ctx));
    assert!(r[1].is_symbolic_or_constant(&ctx));
    assert!(!r[2].is_pure_affine(&ctx));
    assert_eq!(r[0].largest_known_divisor(&ctx), 4);
    assert!(r[0].is_multiple_of(&ctx, 2));
    assert!(r[0].is_multiple_of(&ctx, 4));
    assert!(!r[0].is_multiple_of(&ctx, 8));
    assert!(r[0].is_function_of_dim(&ctx, 1));
    assert!(!r[1].is_function_of_dim(&ctx, 0));
    assert!(r[2].is_function_of_symbol(&ctx, 0));
    let mut seen = Vec::new();
    r[3].walk(&ctx, &mut |e| seen.push(ctx.expr_to_string(e)));
    assert_eq!(seen, ["d1", "3", "d1 mod 3"]);
    // replace_dims_and_symbols re-simplifies: d0 -> 2, s0 -> 4.
    let two = ctx.constant(2);
    let four = ctx.constant(4);
    let d1 = ctx.dim(1);
    let e = r[2].replace_dims_and_symbols(&mut ctx, &[two, d1], &[four]);
    assert_eq!(e.as_constant(&ctx), Some(0));
    let e = r[0].shift_dims(&mut ctx, 2, 1, 0);
    assert_eq!(ctx.expr_to_string(e), "d1 * 8 + d2 * 4");
}

#[test]
fn map_helpers() {
    let mut ctx = AffineContext::new();
    let id = ctx.get_multi_dim_identity_map(3);
    assert_eq!(ctx.map_to_string(id), "(d0, d1, d2) -> (d0, d1, d2)");
    assert!(id.is_identity(&ctx) && id.is_permutation(&ctx) && id.is_minor_identity(&ctx));
    let minor = ctx.get_minor_identity_map(3, 2);
    assert_eq!(ctx.map_to_string(minor), "(d0, d1, d2) -> (d1, d2)");
    assert!(minor.is_minor_identity(&ctx) && !minor.is_identity(&ctx));
    assert!(minor.is_projected_permutation(&ctx, false));
    let perm = ctx.get_permutation_map(&[2, 0, 1]);
    assert_eq!(ctx.map_to_string(perm), "(d0, d1, d2) -> (d2, d0, d1)");
    let inv = inverse_permutation(&mut ctx, perm).expect("invertible");
    assert_eq!(ctx.map_to_string(inv), "(d0, d1, d2) -> (d1, d2, d0)");
    assert_eq!(perm.compose(&mut ctx, inv), id);
    let bc = parse_affine_map_str(&mut ctx, "(d0, d1, d2) -> (0, d2)").expect("parse");
    assert_eq!(bc.is_minor_identity_with_broadcasting(&ctx), Some(vec![0]));
    assert!(bc.is_projected_permutation(&ctx, true) && !bc.is_projected_permutation(&ctx, false));
    let ib = inverse_and_broadcast_projected_permutation(&mut ctx, bc);
    assert_eq!(ctx.map_to_string(ib), "(d0, d1) -> (0, 0, d1)");
    let m =
        parse_affine_map_str(&mut ctx, "(d0, d1)[s0] -> (d0 + s0, d1, 0, d1 * 2)").expect("parse");
    assert_eq!(m.num_inputs(&ctx), 3);
    assert_eq!(m.num_results(&ctx), 4);
    let sub = m.sub_map(&mut ctx, &[3, 1]);
    assert_eq!(ctx.map_to_string(sub), "(d0, d1)[s0] -> (d1 * 2, d1)");
    let dropped = m.drop_results(&mut ctx, &[true, false, true]);
    assert_eq!(ctx.map_to_string(dropped), "(d0, d1)[s0] -> (d1, d1 * 2)");
    let nz = m.drop_zero_results(&mut ctx);
    assert_eq!(nz.num_results(&ctx), 3);
    assert_eq!(
        m.minor_sub_map(&mut ctx, 1)
            .map(|x| ctx.map_to_string(x))
            .as_deref(),
        Some("(d0, d1)[s0] -> (d1 * 2)")
    );
    assert_eq!(m.major_sub_map(&mut ctx, 0), None);
    let d1 = ctx.dim(1);
    assert_eq!(m.result_position(&ctx, d1), Some(1));
    let c = compress_unused_dims(&mut ctx, sub);
    assert_eq!(ctx.map_to_string(c), "(d0)[s0] -> (d0 * 2, d0)");
    let cs = compress_unused_symbols(&mut ctx, c);
    assert_eq!(ctx.map_to_string(cs), "(d0) -> (d0 * 2, d0)");
    assert_eq!(cs.compose_values(&mut ctx, &[5]), vec![10, 5]);
    let cat = concat_affine_maps(&mut ctx, &[m, m]);
    assert_eq!(
        ctx.map_to_string(cat),
        "(d0, d1)[s0, s1] -> (d0 + s0, d1, 0, d1 * 2, d0 + s1, d1, 0, d1 * 2)"
    );
    let e = ctx.get_empty_map();
    assert!(e.is_empty(&ctx));
    assert_eq!(ctx.map_to_string(e), "() -> ()");
    let k = ctx.get_constant_map(42);
    assert!(k.is_single_constant(&ctx));
    assert_eq!(k.single_constant_result(&ctx), 42);
    let dup = parse_affine_map_str(&mut ctx, "(d0) -> (d0, d0, d0 + 1, d0)").expect("parse");
    let dd = remove_duplicate_exprs(&mut ctx, dup);
    assert_eq!(ctx.map_to_string(dd), "(d0) -> (d0, d0 + 1, d0)");
}

#[test]
fn constant_folding() {
    let mut ctx = AffineContext::new();
    let m = parse_affine_map_str(
        &mut ctx,
        "(d0, d1)[s0] -> (d0 + s0, d1 floordiv 2, d0 mod s0, d0 ceildiv s0)",
    )
    .expect("parse");
    let f = m.fold_results(&ctx, &[Some(7), None, Some(-3)]);
    assert_eq!(
        f,
        vec![
            FoldResult::Value(4),
            FoldResult::Unknown,
            FoldResult::Poison,
            FoldResult::Value(-2)
        ]
    );
    let (pm, vals) = m
        .partial_constant_fold(&mut ctx, &[Some(7), None, Some(3)])
        .expect("no poison");
    assert_eq!(vals, None);
    assert_eq!(
        ctx.map_to_string(pm),
        "(d0, d1)[s0] -> (10, d1 floordiv 2, 1, 3)"
    );
    let (_, vals) = m
        .partial_constant_fold(&mut ctx, &[Some(-7), Some(5), Some(3)])
        .expect("no poison");
    assert_eq!(vals, Some(vec![-4, 2, 2, -2]));
    let f = m.fold_results(&ctx, &[Some(0), Some(1), Some(0)]);
    assert_eq!(f[2], FoldResult::Poison);
    assert_eq!(f[3], FoldResult::Poison);
}

#[test]
fn integer_sets() {
    let mut ctx = AffineContext::new();
    let s = parse_integer_set_str(
        &mut ctx,
        "(d0)[s0] : (d0 >= 0, s0 - d0 - 1 >= 0, d0 mod 2 == 0)",
    )
    .expect("parse");
    assert_eq!(
        ctx.set_to_string(s),
        "(d0)[s0] : (d0 >= 0, -d0 + s0 - 1 >= 0, d0 mod 2 == 0)"
    );
    assert_eq!(s.num_constraints(&ctx), 3);
    assert_eq!(s.num_equalities(&ctx), 1);
    assert_eq!(s.num_inequalities(&ctx), 2);
    let e = ctx.get_empty_integer_set(1, 0);
    assert!(e.is_empty_integer_set(&ctx));
    assert_eq!(ctx.set_to_string(e), "(d0) : (1 == 0)");
    let t = parse_integer_set_str(&mut ctx, "() : ()").expect("parse");
    assert_eq!(ctx.set_to_string(t), "() : (0 == 0)");
}

#[test]
fn bare_and_string_entry_points() {
    let mut ctx = AffineContext::new();
    let src = b"(d0)[s0] -> (d0 + s0) rest";
    let (r, n) = parse_affine_map_or_set(&mut ctx, src).expect("parse");
    assert_eq!(n, 21);
    assert_eq!(show(&ctx, r), "affine_map<(d0)[s0] -> (d0 + s0)>");
    let err = parse_affine_map_or_set_str(&mut ctx, "(d0) -> (d0) x").expect_err("trailing token");
    assert_eq!(
        (err.offset, err.message.as_str()),
        (13, "encountered unexpected token")
    );
    let err = parse_affine_map_str(&mut ctx, "  d0").expect_err("missing paren");
    assert_eq!(
        (err.offset, err.message.as_str()),
        (2, "expected '(' in dimensional identifier list")
    );
    let (m, n) = parse_affine_map_attr_body(&mut ctx, b" (i) -> (i) >, x").expect("parse");
    assert_eq!((ctx.map_to_string(m).as_str(), n), ("(d0) -> (d0)", 13));
    let (s, _) = parse_integer_set_attr_body(&mut ctx, b"(i) : (i == 0)>").expect("parse");
    assert_eq!(ctx.set_to_string(s), "(d0) : (d0 == 0)");
    let d0 = ctx.dim(0);
    let s0 = ctx.symbol(0);
    let (e, n) = parse_affine_expr_with_names(&mut ctx, b"x * 2 + N ]", &[("x", d0), ("N", s0)])
        .expect("parse");
    assert_eq!((ctx.expr_to_string(e).as_str(), n), ("d0 * 2 + s0", 9));
}

#[test]
fn ssa_id_maps() {
    let mut ctx = AffineContext::new();
    let (r, n) = parse_affine_map_of_ssa_ids(
        &mut ctx,
        b"[%i + symbol(%n) * 2, %j#1 - %i, symbol(%n)] : memref",
        AffineDelimiter::Square,
    )
    .expect("parse");
    assert_eq!(n, 44);
    assert_eq!(
        ctx.map_to_string(r.map),
        "(d0, d1)[s0] -> (d0 + s0 * 2, d1 - d0, s0)"
    );
    let names: Vec<(&str, u32)> = r.dims.iter().map(|u| (u.name.as_str(), u.number)).collect();
    assert_eq!(names, [("%i", 0), ("%j", 1)]);
    assert_eq!(r.symbols.len(), 1);
    assert_eq!(
        (r.symbols[0].name.as_str(), r.symbols[0].offset),
        ("%n", 13)
    );
    let err = parse_affine_map_of_ssa_ids(&mut ctx, b"[%i * %j]", AffineDelimiter::Square)
        .expect_err("non-affine");
    assert_eq!(err.offset, 4);
    // Diagnostics as mlir-opt 22 reports them for `affine.load %m[...]`.
    for (src, off, msg) in [
        (
            &b"[symbol %i, 1]"[..],
            7,
            "expected '(' at start of SSA symbol",
        ),
        (b"[%i#x, 1]", 3, "invalid SSA value result number"),
        (b"[d0, 1]", 1, "use of undeclared identifier"),
    ] {
        let err = parse_affine_map_of_ssa_ids(&mut ctx, src, AffineDelimiter::Square)
            .expect_err("invalid");
        assert_eq!((err.offset, err.message.as_str()), (off, msg));
    }
    let (e, _) = parse_affine_expr_of_ssa_ids(&mut ctx, b"%x floordiv 4 )").expect("parse");
    assert_eq!(ctx.expr_to_string(e.expr), "d0 floordiv 4");
    // Printing with custom names (as the affine dialect's custom forms do).
    let mut out = String::new();
    ctx.write_expr_with_names(
        r.map.result(&ctx, 0),
        &mut |w: &mut dyn std::fmt::Write, pos: u32, sym: bool| {
            if sym {
                write!(w, "symbol(%s{pos})")
            } else {
                write!(w, "%v{pos}")
            }
        },
        &mut out,
    )
    .expect("write");
    assert_eq!(out, "%v0 + symbol(%s0) * 2");
}

#[test]
fn bounds() {
    let mut ctx = AffineContext::new();
    let m = parse_affine_map_str(
        &mut ctx,
        "(d0, d1) -> (d0 * 2 - d1 + 1, d0 mod 4, d0 floordiv 3)",
    )
    .expect("parse");
    let lo = [Some(0), Some(0)];
    let hi = [Some(10), Some(5)];
    let r = m.results(&ctx).to_vec();
    let b = |ctx: &mut AffineContext, e, up| bound_for_affine_expr(ctx, e, 2, 0, &lo, &hi, up);
    assert_eq!(b(&mut ctx, r[0], true), Some(21));
    assert_eq!(b(&mut ctx, r[0], false), Some(-4));
    assert_eq!(b(&mut ctx, r[1], true), Some(3));
    assert_eq!(b(&mut ctx, r[2], true), Some(3));
}
