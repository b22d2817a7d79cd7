#!/usr/bin/env python3
"""Generates a synthetic `ods::op!` dialect crate for build-cost measurements.

    python3 bench/ods100/gen.py [--ops N] [--name CRATE] [--out DIR] [--no-uses]

Writes DIR/Cargo.toml and DIR/src/lib.rs (default: 100 ops, crate `ods100`
in bench/ods100/crate). The ops cycle through a fixed list of templates
shaped like a real dialect (arith / scf / memref style): binary ops with
`SameOperandsAndResultType`, integer binary ops with a default-valued
attribute and a unit flag in an optional group, variadic operands,
optional attributes, regions, `AllTypesMatch`, casts, constants and
terminators. Every template is used with a few different type constraints
so the ops are not all identical.

The crate is standalone (its own `[workspace]`), depending on `ods` by
path, so it never joins the main workspace build.

The crate also gets a `uses` module (behind the crate feature `uses`, off
by default; `--no-uses` leaves it out) that calls every op's typestate
builder, positional builder and accessors once, so the cost of the
generic code a *user* of the dialect instantiates can be measured too (the
dialect crate itself only codegens its non-generic functions).
"""

import argparse
import os

HERE = os.path.dirname(os.path.abspath(__file__))

# Type constraints cycled through by the templates.
INT_TYS = ["AnySignlessInteger", "AnySignlessIntegerOrIndex", "AnyInteger", "I32", "I64"]
FLOAT_TYS = ["AnyFloat", "AnyType"]
ANY_TYS = ["AnyType", "AnySignlessInteger", "AnyFloat", "AnyTensor", "AnyShaped"]


def pick(lst, i):
    return lst[i % len(lst)]


def val(ty):
    """A value for a typestate-builder setter of a single operand: setters of
    operands with a concrete constraint take a `TypedValue<C>`."""
    return "v" if ty == "AnyType" else f"tv::<{ty}>(ctx, v)"


# Each template: (kind, function (k, i) -> (op body text, uses text)).
# `k` is the op's struct name stem, `i` its index (used to vary constraints).


def t_binary(name, i):
    ty = pick(FLOAT_TYS + INT_TYS, i)
    body = f"""    pub struct {name} {{
        #[operand] lhs: {ty},
        #[operand] rhs: {ty},
        #[result] result: {ty},
    }}
    traits: [Pure, SameOperandsAndResultType{", Commutative" if i % 3 == 0 else ""}],
    format: "$lhs `,` $rhs attr-dict `:` type($result)","""
    use = f"""        let o = {name}::builder().lhs({val(ty)}).rhs({val(ty)}).build(ctx, loc)?;
        let _ = (o.lhs(ctx), o.rhs(ctx), o.result(ctx));
        let _ = {name}::build(ctx, loc, v, v)?;"""
    return body, use


def t_binary_flags(name, i):
    ty = pick(INT_TYS, i)
    body = f"""    pub struct {name} {{
        #[operand] lhs: {ty},
        #[operand] rhs: {ty},
        #[attr(default = 0)] overflow_flags: I64Attr,
        #[attr] exact: UnitAttr,
        #[result] result: {ty},
    }}
    traits: [Pure, SameOperandsAndResultType],
    format: "$lhs `,` $rhs (`exact` $exact^)? attr-dict `:` type($result)","""
    use = f"""        let o = {name}::builder().lhs({val(ty)}).rhs({val(ty)}).overflow_flags(1).exact(true).build(ctx, loc)?;
        let _ = (o.overflow_flags(ctx), o.exact(ctx), o.result(ctx));
        let _ = {name}::build(ctx, loc, v, v, None, false)?;"""
    return body, use


def t_unary(name, i):
    ty = pick(FLOAT_TYS, i)
    body = f"""    pub struct {name} {{
        #[operand] operand: {ty},
        #[attr(optional)] fastmath: I32Attr,
        #[result] result: {ty},
    }}
    traits: [Pure, SameOperandsAndResultType],
    format: "$operand (`fastmath` $fastmath^)? attr-dict `:` type($result)","""
    use = f"""        let o = {name}::builder().operand({val(ty)}).fastmath(3).build(ctx, loc)?;
        let _ = (o.operand(ctx), o.fastmath(ctx), o.result(ctx));"""
    return body, use


def t_cast(name, i):
    src = pick(["AnySignlessInteger", "AnyFloat", "AnyType", "AnySignlessIntegerOrIndex"], i)
    dst = pick(["AnyFloat", "AnySignlessInteger", "AnyType", "AnySignlessIntegerOrIndex"], i + 1)
    body = f"""    pub struct {name} {{
        #[operand(name = "in")] input: {src},
        #[result] out: {dst},
    }}
    traits: [Pure, CastOpInterface],
    format: "$in attr-dict `:` type($in) `to` type($out)","""
    use = f"""        let o = {name}::build_with_result_types(ctx, loc, t, v)?;
        let _ = (o.input(ctx), o.out(ctx));"""
    return body, use


def t_select(name, i):
    ty = pick(ANY_TYS, i)
    body = f"""    pub struct {name} {{
        #[operand] condition: I1,
        #[operand] true_value: {ty},
        #[operand] false_value: {ty},
        #[result] result: {ty},
    }}
    traits: [Pure, AllTypesMatch<[true_value, false_value, result]>],
    format: "$condition `,` $true_value `,` $false_value attr-dict `:` type($result)","""
    use = f"""        let o = {name}::builder().condition(tv::<I1>(ctx, c)).true_value({val(ty)}).false_value({val(ty)}).build(ctx, loc)?;
        let _ = (o.condition(ctx), o.true_value(ctx), o.false_value(ctx), o.result(ctx));"""
    return body, use


def t_variadic(name, i):
    ty = pick(ANY_TYS, i)
    body = f"""    pub struct {name} {{
        #[operand] base: {ty},
        #[operand(variadic)] indices: Index,
        #[attr(optional)] nontemporal: BoolAttr,
        #[result] result: AnyType,
    }}
    traits: [],
    format: "$base `[` $indices `]` attr-dict `:` type($base) `->` type($result)","""
    use = f"""        let o = {name}::builder().base({val(ty)}).indices(&[v]).result_type(&[t]).build(ctx, loc)?;
        let _ = (o.base(ctx), o.indices(ctx), o.nontemporal(ctx), o.result(ctx));"""
    return body, use


def t_optional_attrs(name, i):
    ty = pick(ANY_TYS, i)
    body = f"""    pub struct {name} {{
        #[operand(variadic)] dynamic_sizes: Index,
        #[attr(optional)] alignment: I64Attr,
        #[attr(optional)] sym_name: StrAttr,
        #[attr(default = 0)] memory_space: I64Attr,
        #[result] result: {ty},
    }}
    traits: [],
    format: "`(` $dynamic_sizes `)` (`align` $alignment^)? attr-dict `:` type($result)","""
    use = f"""        let o = {name}::builder().dynamic_sizes(&[]).alignment(8).result_type(&[t]).build(ctx, loc)?;
        let _ = (o.dynamic_sizes(ctx), o.alignment(ctx), o.sym_name(ctx), o.memory_space(ctx));"""
    return body, use


def t_region(name, i):
    body = f"""    pub struct {name} {{
        #[operand(variadic)] inits: AnyType,
        #[result(variadic)] results: AnyType,
        #[region(sized = 1)] body: AnyRegion,
    }}
    traits: [RecursiveMemoryEffects],
    format: "(`(` $inits^ `:` type($inits) `)`)? (`->` type($results)^)? $body attr-dict","""
    use = f"""        let o = {name}::builder().inits(&[v]).results_type(&[t]).build(ctx, loc)?;
        let _ = (o.inits(ctx), o.results(ctx), o.body(ctx));"""
    return body, use


def t_constant(name, i):
    body = f"""    pub struct {name} {{
        #[attr] value: TypedAttrInterface,
        #[result] result: AnyType,
    }}
    traits: [ConstantLike, Pure, AllTypesMatch<[value, result]>],
    format: "attr-dict $value","""
    use = f"""        let o = {name}::builder().value(a).build(ctx, loc)?;
        let _ = (o.value(ctx), o.result(ctx));"""
    return body, use


def t_terminator(name, i):
    body = f"""    pub struct {name} {{
        #[operand(variadic)] operands: AnyType,
    }}
    traits: [Pure, ReturnLike, Terminator],
    format: "attr-dict ($operands^ `:` type($operands))?","""
    use = f"""        let o = {name}::build(ctx, loc, &[v])?;
        let _ = o.operands(ctx);"""
    return body, use


TEMPLATES = [
    ("binary", t_binary),
    ("binary_flags", t_binary_flags),
    ("unary", t_unary),
    ("cast", t_cast),
    ("select", t_select),
    ("load", t_variadic),
    ("alloc", t_optional_attrs),
    ("region", t_region),
    ("constant", t_constant),
    ("yield", t_terminator),
]
# Ten templates: a 10-op crate has exactly the mix of a 100-op one, so the
# difference between the two is a clean per-op cost.


def camel(s):
    return "".join(p.capitalize() for p in s.split("_"))


def generate(n, crate, uses):
    ops = []
    use_blocks = []
    for i in range(n):
        kind, f = TEMPLATES[i % len(TEMPLATES)]
        mnemonic = f"{kind}{i}"
        name = f"{camel(kind)}{i}Op"
        body, use = f(name, i)
        ops.append((name, mnemonic, body))
        use_blocks.append(use)

    out = []
    out.append(
        f"""//! `{crate}`: a synthetic dialect of {n} ops declared with `ods::op!`,
//! generated by `bench/ods100/gen.py` (do not edit by hand) for build-time
//! and `cargo llvm-lines` measurements.

#![allow(clippy::all)]

use ods::opdef::constraint::attrs::*;
use ods::opdef::constraint::types::*;
use ods::opdef::traits::*;
"""
    )
    for name, mnemonic, body in ops:
        out.append(
            f"""
ods::op! {{
    /// {mnemonic}
    ///
    /// A synthetic `{crate}.{mnemonic}` operation.
    #[op(name = "{crate}.{mnemonic}")]
{body}
}}
"""
        )
    out.append(
        f"""
/// Registers the `{crate}` dialect.
pub fn register(ctx: &mut ods::ir::Context) {{
    ctx.register_dialect("{crate}", false);
"""
    )
    for name, _, _ in ops:
        out.append(f"    {name}::register(ctx);\n")
    out.append("}\n")
    if uses:
        out.append(
            """
/// Instantiates every op's builders and accessors once (feature `uses`),
/// standing in for the generic code a user of the dialect monomorphises.
#[cfg(feature = "uses")]
pub mod uses {
    use super::*;
    use ods::ir::{Attribute, Context, Location, Type, Value};
    use ods::opdef::build::BuildError;
    use ods::opdef::{TypeConstraint, TypedValue};

    fn tv<C: TypeConstraint>(ctx: &Context, v: Value) -> TypedValue<C> {
        TypedValue::from_verified(ctx, v)
    }

    /// Builds one of each op.
    #[inline(never)]
    pub fn build_all(
        ctx: &mut Context,
        loc: Location,
        v: Value,
        c: Value,
        t: Type,
        a: Attribute,
    ) -> Result<(), BuildError> {
"""
        )
        for u in use_blocks:
            out.append("        {\n" + u.replace("\n        ", "\n            ").replace("        let", "            let", 1) + "\n        }\n")
        out.append("        let _ = (c, a);\n        Ok(())\n    }\n}\n")
    return "".join(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ops", type=int, default=100)
    ap.add_argument("--name", default=None)
    ap.add_argument("--out", default=None)
    ap.add_argument("--no-uses", action="store_true")
    args = ap.parse_args()
    crate = args.name or f"ods{args.ops}"
    out_dir = args.out or os.path.join(HERE, "crate" if args.ops == 100 else f"crate{args.ops}")
    os.makedirs(os.path.join(out_dir, "src"), exist_ok=True)
    ods_rel = os.path.relpath(os.path.join(HERE, "..", "..", "ods"), out_dir)
    with open(os.path.join(out_dir, "Cargo.toml"), "w") as f:
        f.write(
            f"""# Generated by bench/ods100/gen.py.
[package]
name = "{crate}"
version = "0.1.0"
edition = "2021"
publish = false

[dependencies]
ods = {{ path = "{ods_rel}" }}

[features]
uses = []

# Standalone: not a member of the main workspace.
[workspace]

[profile.release]
debug = "line-tables-only"
codegen-units = 16
"""
        )
    with open(os.path.join(out_dir, "src", "lib.rs"), "w") as f:
        f.write(generate(args.ops, crate, not args.no_uses))
    print(f"wrote {out_dir} ({args.ops} ops, crate {crate})")


if __name__ == "__main__":
    main()
