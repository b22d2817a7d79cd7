//! The `arith` folders against mlir-opt 22.
//!
//! `data/arith_fold/cases.txt` (written by `data/arith_fold/gen.py`) holds
//! functions whose returned values are arith ops on constants (edge values
//! of every integer and float type, vectors, tensors, `ub.poison`) or on
//! function arguments, with what mlir-opt's fold-only canonicalizer made of
//! them. Here each input is parsed, the arith ops get the folders of
//! `arith/fold.rs` (through minimal op definitions: the real declarations
//! live in the arith dialect module), the greedy driver folds the function
//! with no patterns, and every returned value must become what it became
//! in mlir-opt: the same constant attribute (printed by the project's
//! printer), poison, the same argument, or the same unfolded op tree.

use dialects::arith::eval::{eval_op, Constant, Scalar};
use ods::ir::{Arity, Context, OpDefinition, OpTraits, Operation};
use ods::opdef::OpHooks;
use ods::rewrite::{apply_patterns_greedily, GreedyRewriteConfig, RewritePatternSet};
use std::collections::HashMap;

const CASES: &str = include_str!("data/arith_fold/cases.txt");

/// One recorded function.
struct Case {
    name: String,
    desc: String,
    labels: Vec<String>,
    input: String,
    expected: String,
}

fn parse_cases(text: &str) -> Vec<Case> {
    let mut cases = Vec::new();
    let mut cur: Option<Case> = None;
    let mut in_expected = false;
    for line in text.lines() {
        if line.starts_with("# ") {
            continue;
        }
        if let Some(rest) = line.strip_prefix("#### ") {
            if rest == "expected" {
                in_expected = true;
            } else if let Some(label) = rest.strip_prefix("case ") {
                let label = label.split_once(": ").map_or(label, |(_, l)| l);
                cur.as_mut().unwrap().labels.push(label.to_string());
            } else {
                cases.extend(cur.take());
                let (name, desc) = rest.split_once(": ").unwrap();
                cur = Some(Case {
                    name: name.to_string(),
                    desc: desc.to_string(),
                    labels: Vec::new(),
                    input: String::new(),
                    expected: String::new(),
                });
                in_expected = false;
            }
            continue;
        }
        let c = cur.as_mut().unwrap();
        let s = if in_expected {
            &mut c.expected
        } else {
            &mut c.input
        };
        s.push_str(line);
        s.push('\n');
    }
    cases.extend(cur);
    cases
}

/// (name, operands, results, traits) of the arith ops the cases use,
/// with MLIR's traits that matter to the greedy driver.
fn arith_defs() -> Vec<(&'static str, u32, u32, OpTraits)> {
    let pure = OpTraits::NO_MEMORY_EFFECT.with(OpTraits::ALWAYS_SPECULATABLE);
    let comm = pure.with(OpTraits::COMMUTATIVE);
    let idem = comm.with(OpTraits::IDEMPOTENT);
    let div = OpTraits::NO_MEMORY_EFFECT;
    let mut v = vec![("arith.constant", 0, 1, pure.with(OpTraits::CONSTANT_LIKE))];
    for (n, t) in [
        ("arith.addi", comm),
        ("arith.subi", pure),
        ("arith.muli", comm),
        ("arith.divui", div),
        ("arith.divsi", div),
        ("arith.ceildivui", div),
        ("arith.ceildivsi", div),
        ("arith.floordivsi", pure),
        ("arith.remui", div),
        ("arith.remsi", div),
        ("arith.andi", idem),
        ("arith.ori", idem),
        ("arith.xori", comm),
        ("arith.shli", pure),
        ("arith.shrui", pure),
        ("arith.shrsi", pure),
        ("arith.maxsi", comm),
        ("arith.maxui", comm),
        ("arith.minsi", comm),
        ("arith.minui", comm),
        ("arith.addf", comm),
        ("arith.subf", pure),
        ("arith.mulf", comm),
        ("arith.divf", pure),
        ("arith.remf", pure),
        ("arith.maximumf", comm),
        ("arith.minimumf", comm),
        ("arith.maxnumf", comm),
        ("arith.minnumf", comm),
        ("arith.cmpi", pure),
        ("arith.cmpf", pure),
        ("arith.scaling_extf", pure),
        ("arith.scaling_truncf", pure),
    ] {
        v.push((n, 2, 1, t));
    }
    for n in ["addui_extended", "mulsi_extended", "mului_extended"] {
        let name: &'static str = Box::leak(format!("arith.{n}").into_boxed_str());
        v.push((name, 2, 2, comm));
    }
    v.push(("arith.select", 3, 1, pure));
    for n in [
        "negf",
        "extui",
        "extsi",
        "trunci",
        "extf",
        "truncf",
        "uitofp",
        "sitofp",
        "fptoui",
        "fptosi",
        "index_cast",
        "index_castui",
        "bitcast",
    ] {
        let name: &'static str = Box::leak(format!("arith.{n}").into_boxed_str());
        v.push((name, 1, 1, pure));
    }
    v
}

/// The registered definition of `name` (its folder and ODS spec).
fn registered(name: &str) -> Option<&'static OpDefinition> {
    let mut full = Context::new();
    dialects::register_all(&mut full);
    let n = full.op_name(name.as_bytes());
    full.op_definition(n)
}

fn register(ctx: &mut Context) {
    dialects::func::register(ctx);
    dialects::ub::register(ctx);
    dialects::arith::materialize::register(ctx);
    for (name, operands, results, traits) in arith_defs() {
        let real = registered(name).expect("an arith op");
        let def: &'static OpDefinition = Box::leak(Box::new(OpDefinition {
            name,
            traits,
            num_operands: Arity::Exactly(operands),
            num_results: Arity::Exactly(results),
            num_regions: Arity::Exactly(0),
            num_successors: Arity::Exactly(0),
            convert_properties: None,
            inherent_attrs: &[
                "value",
                "overflowFlags",
                "fastmath",
                "roundingmode",
                "predicate",
                "isExact",
            ],
            default_dialect: "",
            // Only the folder.
            hooks: OpHooks {
                fold: real.hooks.fold,
                ..OpHooks::NONE
            },
            ods: None,
        }));
        ctx.register_op(def);
    }
}

/// Which arith declarations a test uses.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Defs {
    /// Minimal definitions carrying only the folders (this module's
    /// `register`): the folders in isolation.
    Minimal,
    /// The real dialect (`dialects::register_all`): the op declarations,
    /// their verifiers and `fold:` wiring too.
    Registered,
}

/// Parses `input` in a context with the test definitions.
fn parse(input: &str) -> Result<(Context, Operation), String> {
    parse_with(input, Defs::Minimal)
}

fn parse_with(input: &str, defs: Defs) -> Result<(Context, Operation), String> {
    let mut ctx = Context::new();
    match defs {
        Defs::Minimal => {
            // `#arith.overflow<...>` and `#arith.fastmath<...>` stay opaque.
            ctx.set_allow_unregistered_dialects(true);
            register(&mut ctx);
        }
        Defs::Registered => dialects::register_all(&mut ctx),
    }
    let parsed = ods::asm::parse_source(
        &mut ctx,
        input.as_bytes(),
        b"case.mlir",
        &ods::asm::ParseOptions::default(),
    )
    .map_err(|d| format!("{d:?}"))?;
    Ok((ctx, parsed.module))
}

/// Runs the fold-only canonicalizer on `input`; returns the generic print.
fn fold(input: &str, defs: Defs) -> Result<String, String> {
    let (mut ctx, module) = parse_with(input, defs)?;
    let patterns = RewritePatternSet::new().freeze(&mut ctx);
    let config = GreedyRewriteConfig {
        top_down: true,
        ..GreedyRewriteConfig::default()
    };
    apply_patterns_greedily(&mut ctx, module, &patterns, &config);
    let flags = ods::asm::PrintFlags {
        generic: true,
        ..Default::default()
    };
    let out = ods::asm::print_op_to_vec(&ctx, module, &flags);
    Ok(String::from_utf8(out).unwrap())
}

/// One op line of a generic print: `%5 = "arith.addi"(%1, %2) <{...}> : ...`.
struct OpLine {
    name: String,
    operands: Vec<String>,
    props: String,
}

/// What each returned value of the function in a generic print is, as a
/// tree: `arg0`, `const(<attr>)`, `poison`, or `name[props](operands...)`.
fn describe_returns(text: &str) -> Vec<String> {
    let mut defs: HashMap<String, OpLine> = HashMap::new();
    let mut rets: Vec<String> = Vec::new();
    for line in text.lines() {
        let line = line.trim();
        let (lhs, rest) = match line.split_once(" = \"") {
            Some((l, r)) if l.starts_with('%') => (Some(l), r),
            _ => match line.strip_prefix('"') {
                Some(r) => (None, r),
                None => continue,
            },
        };
        let (name, rest) = rest.split_once('"').unwrap();
        let (operands, rest) = match rest.strip_prefix('(') {
            Some(r) => {
                let (ops, rest) = r.split_once(')').unwrap();
                let ops: Vec<String> = ops
                    .split(", ")
                    .filter(|s| !s.is_empty())
                    .map(str::to_string)
                    .collect();
                (ops, rest)
            }
            None => (Vec::new(), rest),
        };
        let props = match rest.trim_start().strip_prefix("<{") {
            Some(r) => r.rsplit_once("}> : ").map_or(r, |(p, _)| p).to_string(),
            None => String::new(),
        };
        if name == "func.return" {
            rets = operands;
            continue;
        }
        if let Some(l) = lhs {
            let base = l.split(':').next().unwrap().to_string();
            defs.insert(
                base,
                OpLine {
                    name: name.to_string(),
                    operands,
                    props,
                },
            );
        }
    }
    fn desc(v: &str, defs: &HashMap<String, OpLine>, depth: u32) -> String {
        if let Some(a) = v.strip_prefix('%').filter(|s| s.starts_with("arg")) {
            return a.to_string();
        }
        let (base, idx) = match v.split_once('#') {
            Some((b, i)) => (b, format!("#{i}")),
            None => (v, String::new()),
        };
        let Some(d) = defs.get(base) else {
            return format!("?{v}");
        };
        match d.name.as_str() {
            "arith.constant" => {
                let attr = d.props.strip_prefix("value = ").unwrap_or(&d.props);
                format!("const({attr})")
            }
            "ub.poison" => "poison".to_string(),
            _ if depth > 8 => format!("{}...", d.name),
            _ => {
                let ops: Vec<String> = d
                    .operands
                    .iter()
                    .map(|o| desc(o, defs, depth + 1))
                    .collect();
                format!("{}{idx}[{}]({})", d.name, d.props, ops.join(", "))
            }
        }
    }
    rets.iter().map(|r| desc(r, &defs, 0)).collect()
}

#[test]
fn folders_match_mlir_opt() {
    check_folding(Defs::Minimal, "arith folding");
}

/// The same cases through the real arith dialect declarations.
#[test]
fn registered_arith_dialect_folds_like_mlir_opt() {
    check_folding(Defs::Registered, "arith folding (registered dialect)");
}

fn check_folding(defs: Defs, what: &str) {
    let cases = parse_cases(CASES);
    assert!(!cases.is_empty());
    let (mut total, mut passed, mut exact) = (0usize, 0usize, 0usize);
    let mut failures: Vec<String> = Vec::new();
    let mut text_diffs: Vec<String> = Vec::new();
    for case in &cases {
        let want = describe_returns(&case.expected);
        assert_eq!(want.len(), case.labels.len(), "{}: labels", case.name);
        total += want.len();
        let got_text = match fold(&case.input, defs) {
            Ok(t) => t,
            Err(e) => {
                failures.push(format!("{} ({}): parse failed: {e}", case.name, case.desc));
                continue;
            }
        };
        if got_text.trim_end() == case.expected.trim_end() {
            exact += 1;
        } else {
            text_diffs.push(case.name.clone());
        }
        let got = describe_returns(&got_text);
        for (i, label) in case.labels.iter().enumerate() {
            let g = got.get(i).map_or("<missing>", String::as_str);
            if g == want[i] {
                passed += 1;
            } else {
                failures.push(format!(
                    "{} case {i} [{label}]\n    mlir-opt: {}\n    ours:     {g}",
                    case.name, want[i]
                ));
            }
        }
    }
    eprintln!(
        "{what}: {passed}/{total} recorded cases match; {exact}/{} functions print identically",
        cases.len()
    );
    if !text_diffs.is_empty() {
        eprintln!("functions printed differently: {}", text_diffs.join(" "));
    }
    assert!(
        failures.is_empty(),
        "{} of {total} cases differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn folders_are_wired_to_49_ops() {
    // MLIR 22's `hasFolder` ops: all arith ops but the two scaling casts.
    let mut ctx = Context::new();
    dialects::register_all(&mut ctx);
    let arith: Vec<&OpDefinition> = ctx
        .registered_op_definitions()
        .filter(|d| d.name.starts_with("arith."))
        .collect();
    let folded: Vec<&str> = arith
        .iter()
        .filter(|d| d.hooks.fold.is_some())
        .map(|d| d.name)
        .collect();
    assert_eq!(folded.len(), 49, "{folded:?}");
    for name in ["arith.scaling_extf", "arith.scaling_truncf"] {
        assert!(
            registered(name).is_some_and(|d| d.hooks.fold.is_none()),
            "{name}"
        );
    }
}

/// The values `func.return` returns in `module`.
fn returned_values(ctx: &Context, module: Operation) -> Vec<ods::ir::Value> {
    let mut ret = None;
    ctx.walk_pre_order(module, &mut |op| {
        if ctx.op_name_str(ctx.op_name_of(op)) == b"func.return" {
            ret = Some(op);
        }
    });
    ctx.operands(ret.expect("a func.return")).collect()
}

/// The same encoding, or both NaN (LLVM does not specify NaN payloads or
/// quietness).
fn same_value(a: &Scalar, b: &Scalar) -> bool {
    match (a, b) {
        (Scalar::Float(x), Scalar::Float(y)) => x.bits() == y.bits() || (x.is_nan() && y.is_nan()),
        _ => a == b,
    }
}

/// The evaluator (`eval.rs`, the documented semantics) against the same
/// recorded cases: wherever mlir-opt folded an op on constants, the
/// evaluator computes the same value (NaNs may differ in payload), or
/// poison / undefined behaviour (which a folder may replace by anything:
/// MLIR's folders ignore `nsw`/`nuw`, and some fold what is undefined);
/// where mlir-opt produced poison, so does the evaluator (or undefined
/// behaviour). The exceptions are listed in `DOCUMENTED_DIFFERENCES`.
#[test]
fn evaluator_agrees_with_mlir_opt() {
    use ods::ir::ValueDef;
    let cases = parse_cases(CASES);
    let (mut same, mut refined, mut unfolded, mut skipped) = (0usize, 0usize, 0usize, 0usize);
    let mut documented = 0usize;
    let mut failures = Vec::new();
    for case in &cases {
        let (mut ctx, module) = parse(&case.input).unwrap();
        let expected = ods::asm::parse_source(
            &mut ctx,
            case.expected.as_bytes(),
            b"expected.mlir",
            &ods::asm::ParseOptions::default(),
        )
        .unwrap()
        .module;
        let want_text = describe_returns(&case.expected);
        let inputs = returned_values(&ctx, module);
        let outputs = returned_values(&ctx, expected);
        for (k, (v, out)) in inputs.into_iter().zip(outputs).enumerate() {
            let label = &case.labels[k];
            let ValueDef::Result(op, idx) = ctx.value_def(v) else {
                skipped += 1;
                continue;
            };
            let operands: Vec<_> = ctx.operands(op).collect();
            let mut consts = Vec::new();
            for o in operands {
                match ods::rewrite::fold::constant_value(&mut ctx, o)
                    .and_then(|a| Constant::from_attr(&ctx, a))
                {
                    Some(c) => consts.push(c),
                    None => break,
                }
            }
            if consts.len() != ctx.num_operands(op) {
                skipped += 1;
                continue;
            }
            let Some(result) = eval_op(&ctx, op, &consts) else {
                failures.push(format!("{} [{label}]: not evaluated", case.name));
                continue;
            };
            // What mlir-opt made of the value: a constant, or not folded.
            let Some(folded) = ctx
                .defining_op(out)
                .filter(|d| ctx.has_trait(*d, OpTraits::CONSTANT_LIKE))
                .and_then(|_| ods::rewrite::fold::constant_value(&mut ctx, out))
                .and_then(|a| Constant::from_attr(&ctx, a))
            else {
                unfolded += 1;
                continue;
            };
            let got = match result {
                Err(_) => {
                    refined += 1;
                    continue;
                }
                Ok(rs) => rs[idx as usize].clone(),
            };
            let n = got.len(&ctx).max(folded.len(&ctx));
            let (g, w) = (got.elements(n), folded.elements(n));
            // Printed the same: mlir-opt's decimal f80/f128 text does not
            // read back exactly, so the parsed expectation may differ.
            let printed_same = got.to_attr(&mut ctx).is_some_and(|a| {
                format!("const({})", ods::asm::print_attribute_local(&ctx, a)) == want_text[k]
            });
            if printed_same || g.iter().zip(&w).all(|(g, w)| same_value(g, w)) {
                same += 1;
            } else if g
                .iter()
                .zip(&w)
                .all(|(g, w)| g.is_poison() || same_value(g, w))
            {
                refined += 1;
            } else if DOCUMENTED_DIFFERENCES.iter().any(|d| label.starts_with(d)) {
                documented += 1;
            } else {
                failures.push(format!(
                    "{} [{label}]: mlir-opt {folded:?}\n    evaluator {got:?}",
                    case.name
                ));
            }
        }
    }
    eprintln!(
        "evaluator: {same} equal to mlir-opt's folds, {refined} poison/undefined where mlir-opt \
         folds, {documented} documented differences, {unfolded} not folded by mlir-opt, \
         {skipped} without constant operands"
    );
    assert!(
        failures.is_empty(),
        "{} differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Where MLIR's folders contradict the documented semantics the evaluator
/// follows: `maxnumf`/`minnumf` return the other operand for any NaN
/// ("If one of the arguments is NaN, then the result is the other
/// argument"), while the constant folder (LLVM's `maxnum`/`minnum`) returns
/// a quiet NaN for a signalling one.
///
/// `extf` of the `f8E8M0FNU` NaN: LLVM's conversion gives an infinity (the
/// NaN has no payload bits to carry), the evaluator a NaN.
const DOCUMENTED_DIFFERENCES: &[&str] = &[
    "maxnumf(snan,",
    "minnumf(snan,",
    "maxnumf(1, snan)",
    "minnumf(1, snan)",
    "extf(nan) : f8E8M0FNU",
];

/// Cases mlir-opt 22 cannot record: `addui_extended` with a poison operand
/// crashes its folder (`cast<TypedAttr>` on the poison sum); later MLIR
/// (and this folder) make both results poison.
#[test]
fn addui_extended_of_poison_is_poison() {
    let input = r#"func.func @f(%x: i32) -> (i32, i1) {
  %p = ub.poison : i32
  %s, %o = arith.addui_extended %x, %p : i32, i1
  return %s, %o : i32, i1
}
"#;
    let out = fold(input, Defs::Registered).unwrap();
    assert_eq!(describe_returns(&out), ["poison", "poison"], "{out}");
}

/// `ArithDialect::materializeConstant`: `ub.poison` for poison, an
/// `arith.constant` only for integer/float/elements attributes of exactly
/// the requested type with signless integers.
#[test]
fn materializer() {
    use dialects::arith::materialize::materialize_constant;
    use ods::ir::Signedness;
    use ods::support::apint::APInt;
    let mut ctx = Context::new();
    dialects::register_all(&mut ctx);
    let loc = ctx.unknown_loc();
    let i32t = ctx.int_type(32);
    let si32 = ctx.integer_type(32, Signedness::Signed);
    let i64t = ctx.int_type(64);
    let c = ctx.integer_attr(i32t, APInt::from_u64(32, 5));
    let name = |ctx: &Context, s: &ods::ir::OperationState| {
        String::from_utf8(ctx.op_name_str(s.name).to_vec()).unwrap()
    };
    let s = materialize_constant(&mut ctx, c, i32t, loc).unwrap();
    assert_eq!(name(&ctx, &s), "arith.constant");
    assert!(materialize_constant(&mut ctx, c, i64t, loc).is_none());
    let sc = ctx.integer_attr(si32, APInt::from_u64(32, 5));
    assert!(materialize_constant(&mut ctx, sc, si32, loc).is_none());
    let p = dialects::ub::poison_attr(&mut ctx);
    let s = materialize_constant(&mut ctx, p, i64t, loc).unwrap();
    assert_eq!(name(&ctx, &s), "ub.poison");
    let s = dialects::ub::materialize_constant(&mut ctx, p, i32t, loc).unwrap();
    assert_eq!(name(&ctx, &s), "ub.poison");
    assert!(dialects::ub::materialize_constant(&mut ctx, c, i32t, loc).is_none());
    let unit = ctx.unit_attr();
    assert!(materialize_constant(&mut ctx, unit, i32t, loc).is_none());
}
