//! Every op of every shipped dialect is created with its generated
//! builder. Every valid IR chunk of the MLIR corpus (`mlir-opt` 22's own
//! output), our lowering tests and kernels is parsed, and each of its ops is
//! rebuilt in place with `XOp::build_generic` (the generic builder ODS
//! generates for every op) from the original's result types, operands,
//! attributes, successors and regions, through a rewriter: so terminators
//! and `HasParent` ops are built where they belong and verified there.
//! The module must then print exactly as before. The test fails if a
//! registered op is missing from the list below, or was never rebuilt.

use std::path::{Path, PathBuf};

use ods::asm::{parse_source, print_op_to_vec, ParseOptions, PrintFlags};
use ods::ir::{Context, Operation};
use ods::opdef::build::{BuildError, GenericParts};
use ods::rewrite::{NoListener, PatternRewriter};

/// Rebuilds `op` with the generic builder of the op type whose name it
/// has; `None` when no listed op type has that name.
macro_rules! op_types {
    ($($t:path),* $(,)?) => {
        const OP_NAMES: &[&str] = &[$(<$t>::NAME),*];
        fn build_generic(
            rw: &mut PatternRewriter,
            name: &[u8],
            loc: ods::ir::Location,
            parts: GenericParts<'_>,
        ) -> Option<Result<Operation, BuildError>> {
            $(
                if name == <$t>::NAME_BYTES {
                    return Some(<$t>::build_generic(rw, loc, parts).map(|o| o.operation()));
                }
            )*
            None
        }
    };
}

op_types![
    ods::builtin::ModuleOp,
    ods::builtin::UnrealizedConversionCastOp,
    dialects::arith::ConstantOp,
    dialects::arith::AddIOp,
    dialects::arith::AddUIExtendedOp,
    dialects::arith::SubIOp,
    dialects::arith::MulIOp,
    dialects::arith::MulSIExtendedOp,
    dialects::arith::MulUIExtendedOp,
    dialects::arith::DivUIOp,
    dialects::arith::DivSIOp,
    dialects::arith::CeilDivUIOp,
    dialects::arith::CeilDivSIOp,
    dialects::arith::FloorDivSIOp,
    dialects::arith::RemUIOp,
    dialects::arith::RemSIOp,
    dialects::arith::AndIOp,
    dialects::arith::OrIOp,
    dialects::arith::XOrIOp,
    dialects::arith::ShLIOp,
    dialects::arith::ShRUIOp,
    dialects::arith::ShRSIOp,
    dialects::arith::NegFOp,
    dialects::arith::AddFOp,
    dialects::arith::SubFOp,
    dialects::arith::MaximumFOp,
    dialects::arith::MaxNumFOp,
    dialects::arith::MaxSIOp,
    dialects::arith::MaxUIOp,
    dialects::arith::MinimumFOp,
    dialects::arith::MinNumFOp,
    dialects::arith::MinSIOp,
    dialects::arith::MinUIOp,
    dialects::arith::MulFOp,
    dialects::arith::DivFOp,
    dialects::arith::RemFOp,
    dialects::arith::ExtUIOp,
    dialects::arith::ExtSIOp,
    dialects::arith::ExtFOp,
    dialects::arith::ScalingExtFOp,
    dialects::arith::TruncIOp,
    dialects::arith::TruncFOp,
    dialects::arith::ScalingTruncFOp,
    dialects::arith::UIToFPOp,
    dialects::arith::SIToFPOp,
    dialects::arith::FPToUIOp,
    dialects::arith::FPToSIOp,
    dialects::arith::IndexCastOp,
    dialects::arith::IndexCastUIOp,
    dialects::arith::BitcastOp,
    dialects::arith::CmpIOp,
    dialects::arith::CmpFOp,
    dialects::arith::SelectOp,
    dialects::cf::AssertOp,
    dialects::cf::BranchOp,
    dialects::cf::CondBranchOp,
    dialects::cf::SwitchOp,
    dialects::func::CallOp,
    dialects::func::CallIndirectOp,
    dialects::func::ConstantOp,
    dialects::func::FuncOp,
    dialects::func::ReturnOp,
    dialects::memref::AssumeAlignmentOp,
    dialects::memref::AllocOp,
    dialects::memref::AllocaOp,
    dialects::memref::CastOp,
    dialects::memref::CopyOp,
    dialects::memref::DeallocOp,
    dialects::memref::DimOp,
    dialects::memref::GetGlobalOp,
    dialects::memref::GlobalOp,
    dialects::memref::LoadOp,
    dialects::memref::PrefetchOp,
    dialects::memref::StoreOp,
    dialects::memref::SubViewOp,
    dialects::memref::ViewOp,
    dialects::memref::AllocaScopeOp,
    dialects::memref::AllocaScopeReturnOp,
    dialects::memref::AtomicRMWOp,
    dialects::memref::CollapseShapeOp,
    dialects::memref::ExpandShapeOp,
    dialects::memref::ExtractStridedMetadataOp,
    dialects::memref::RankOp,
    dialects::memref::ReinterpretCastOp,
    dialects::memref::TransposeOp,
    dialects::scf::ConditionOp,
    dialects::scf::ExecuteRegionOp,
    dialects::scf::ForOp,
    dialects::scf::IfOp,
    dialects::scf::WhileOp,
    dialects::scf::YieldOp,
    dialects::scf::IndexSwitchOp,
    dialects::scf::ParallelOp,
    dialects::scf::ReduceOp,
    dialects::scf::ReduceReturnOp,
    dialects::test::ConstantOp,
    dialects::ub::PoisonOp,
    dialects::ub::UnreachableOp,
    dialects::vector::ContractionOp,
    dialects::vector::ReductionOp,
    dialects::vector::MultiDimReductionOp,
    dialects::vector::BroadcastOp,
    dialects::vector::ShuffleOp,
    dialects::vector::InterleaveOp,
    dialects::vector::DeinterleaveOp,
    dialects::vector::ExtractOp,
    dialects::vector::FMAOp,
    dialects::vector::ToElementsOp,
    dialects::vector::FromElementsOp,
    dialects::vector::InsertOp,
    dialects::vector::ScalableInsertOp,
    dialects::vector::ScalableExtractOp,
    dialects::vector::InsertStridedSliceOp,
    dialects::vector::OuterProductOp,
    dialects::vector::ExtractStridedSliceOp,
    dialects::vector::TransferReadOp,
    dialects::vector::TransferWriteOp,
    dialects::vector::LoadOp,
    dialects::vector::StoreOp,
    dialects::vector::MaskedLoadOp,
    dialects::vector::MaskedStoreOp,
    dialects::vector::GatherOp,
    dialects::vector::ScatterOp,
    dialects::vector::ExpandLoadOp,
    dialects::vector::CompressStoreOp,
    dialects::vector::ShapeCastOp,
    dialects::vector::BitCastOp,
    dialects::vector::TypeCastOp,
    dialects::vector::ConstantMaskOp,
    dialects::vector::CreateMaskOp,
    dialects::vector::MaskOp,
    dialects::vector::TransposeOp,
    dialects::vector::PrintOp,
    dialects::vector::VectorScaleOp,
    dialects::vector::ScanOp,
    dialects::vector::StepOp,
    dialects::vector::YieldOp,
    dialects::vector::SplatOp,
    dialects::vector::ExtractElementOp,
    dialects::vector::InsertElementOp,
    dialects::vector::MatmulOp,
    dialects::vector::FlatTransposeOp
];

/// Extra instances of ops the corpus and kernels do not contain.
const SUPPLEMENT: &str = r#"
func.func @supplement(%m: memref<4xf32>, %i: i32, %c: i1, %a: f8E4M3FN, %s: f8E8M0FNU, %f: f32, %v: vector<4xf32>) -> f32 {
  %p = ub.poison : f32
  cf.assert %c, "message"
  %e = "arith.scaling_extf"(%a, %s) : (f8E4M3FN, f8E8M0FNU) -> f32
  %t = "arith.scaling_truncf"(%f, %s) : (f32, f8E8M0FNU) -> f8E4M3FN
  %mm = "vector.matrix_multiply"(%v, %v) <{lhs_rows = 2 : i32, lhs_columns = 2 : i32, rhs_columns = 2 : i32}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %ft = "vector.flat_transpose"(%v) <{rows = 2 : i32, columns = 2 : i32}> : (vector<4xf32>) -> vector<4xf32>
  cf.cond_br %c, ^a(%i : i32), ^b
^a(%x: i32):
  cf.switch %x : i32, [
    default: ^b,
    0: ^b
  ]
^b:
  %k = "test.constant"() <{value = 1 : i32}> : () -> i32
  return %p : f32
}
func.func @unreachable() {
  ub.unreachable
}
"#;

fn files(dir: &Path, suffix: &str, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let p = e.path();
        if p.is_dir() {
            files(&p, suffix, out);
        } else if p.to_string_lossy().ends_with(suffix) {
            out.push(p);
        }
    }
}

/// Rebuilds every op of `module` (innermost first); the names of those
/// rebuilt.
fn rebuild_all(
    ctx: &mut Context,
    module: Operation,
    rebuilt: &mut Vec<String>,
) -> Result<(), String> {
    let mut ops = Vec::new();
    ctx.walk_post_order(module, &mut |op| ops.push(op));
    ops.pop(); // the top-level module: rebuilt detached by the caller
    for op in ops {
        if ctx.op_def(op).is_none() {
            continue; // unregistered (`--allow-unregistered-dialect`)
        }
        let name = ctx.op_name_str(ctx.op_name_of(op)).to_vec();
        let loc = ctx.op_loc(op);
        let types: Vec<_> = ctx.results(op).map(|r| ctx.value_type(r)).collect();
        let operands: Vec<_> = ctx.operands(op).collect();
        let attrs = ods::builtin::all_attrs(ctx, op);
        let successors: Vec<_> = ctx.successors(op).collect();
        let mut listener = NoListener;
        let mut rw = PatternRewriter::new(ctx, &mut listener);
        let mut regions = Vec::new();
        for r in rw.regions(op).collect::<Vec<_>>() {
            let fresh = rw.ctx_mut().create_region();
            rw.inline_region_blocks(r, fresh);
            regions.push(fresh);
        }
        rw.set_insertion_point(op);
        let parts = GenericParts {
            result_types: &types,
            operands: &operands,
            attributes: &attrs,
            successors: &successors,
            regions: &regions,
        };
        let Some(built) = build_generic(&mut rw, &name, loc, parts) else {
            return Err(format!(
                "no op type for '{}'",
                String::from_utf8_lossy(&name)
            ));
        };
        let new = built
            .map_err(|e| format!("'{}' does not rebuild: {e}", String::from_utf8_lossy(&name)))?;
        let new_results: Vec<_> = rw.results(new).collect();
        rw.replace_op(op, &new_results);
        rebuilt.push(String::from_utf8_lossy(&name).into_owned());
    }
    Ok(())
}

fn check(ctx: &mut Context, src: &str, what: &str, rebuilt: &mut Vec<String>) -> bool {
    let opts = ParseOptions::default();
    let Ok(parsed) = parse_source(ctx, src.as_bytes(), what.as_bytes(), &opts) else {
        return false;
    };
    let module = parsed.module;
    if ods::verifier::verify(ctx, module).is_err() {
        return false;
    }
    let before = print_op_to_vec(ctx, module, &PrintFlags::default());
    if let Err(e) = rebuild_all(ctx, module, rebuilt) {
        panic!("{what}: {e}");
    }
    // The top-level module itself, detached (through the Context).
    let loc = ctx.op_loc(module);
    let attrs = ods::builtin::all_attrs(ctx, module);
    let body = ctx.regions(module).next().unwrap();
    let fresh = ctx.create_region();
    {
        let mut listener = NoListener;
        PatternRewriter::new(ctx, &mut listener).inline_region_blocks(body, fresh);
    }
    let parts = GenericParts {
        attributes: &attrs,
        regions: &[fresh],
        ..GenericParts::default()
    };
    let module = ods::builtin::ModuleOp::build_generic(ctx, loc, parts)
        .unwrap_or_else(|e| panic!("{what}: builtin.module does not rebuild: {e}"))
        .operation();
    rebuilt.push("builtin.module".to_string());
    if let Err(d) = ods::verifier::verify(ctx, module) {
        panic!(
            "{what}: the rebuilt module does not verify: {}",
            d[0].message
        );
    }
    let after = print_op_to_vec(ctx, module, &PrintFlags::default());
    assert_eq!(
        String::from_utf8_lossy(&after),
        String::from_utf8_lossy(&before),
        "{what}: rebuilt ops print differently"
    );
    true
}

#[test]
fn every_registered_op_builds_with_its_generic_builder() {
    let mut ctx = Context::new();
    dialects::register_all(&mut ctx);
    ctx.set_allow_unregistered_dialects(true);
    let registered: Vec<String> = ctx
        .registered_op_definitions()
        .map(|d| d.name.to_string())
        .collect();
    for name in &registered {
        assert!(
            OP_NAMES.contains(&name.as_str()),
            "'{name}' is registered but not in this test's op list"
        );
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut inputs = Vec::new();
    if let Some(corpus) = tests::oracle::corpus() {
        files(&corpus.join("chunks"), ".expected.mlir", &mut inputs);
    }
    if let Some(kernels) = tests::oracle::bench_kernels() {
        files(&kernels, ".mlir", &mut inputs);
    }
    for dir in [
        "backend-dynasm/tests",
        "tests/scf_memref_cf",
        "tests/passes",
        "tests/interp",
        "examples",
    ] {
        files(&root.join(dir), ".mlir", &mut inputs);
    }
    inputs.sort();
    let mut rebuilt = Vec::new();
    let mut modules = 0;
    for f in &inputs {
        let text = std::fs::read_to_string(f).unwrap();
        for (i, chunk) in text.split("// -----").enumerate() {
            let mut ctx = Context::new();
            dialects::register_all(&mut ctx);
            ctx.set_allow_unregistered_dialects(true);
            let what = format!("{}#{i}", f.display());
            modules += check(&mut ctx, chunk, &what, &mut rebuilt) as usize;
        }
    }
    assert!(check(&mut ctx, SUPPLEMENT, "supplement", &mut rebuilt));
    let missing: Vec<&String> = registered.iter().filter(|n| !rebuilt.contains(n)).collect();
    println!(
        "{} ops rebuilt in {} modules; {} of {} registered op types covered",
        rebuilt.len(),
        modules + 1,
        registered.len() - missing.len(),
        registered.len()
    );
    assert!(
        missing.is_empty(),
        "never rebuilt (add an instance to SUPPLEMENT): {missing:?}"
    );
}
