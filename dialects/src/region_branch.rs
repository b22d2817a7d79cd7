//! `RegionBranchOpInterface`'s verifier, shared by the ops with region
//! control flow (`scf`'s, `memref.alloca_scope`): each op says which edges
//! it has, this checks what flows along one.

use ods::diag::Diagnostic;
use ods::ir::{Context, Location, Operation, Value};

/// `verifyTypesAlongControlFlowEdges` for one edge of `op`, from the
/// region branch point `from` (at `point`: the op or a terminator) to the
/// successor `to`: the forwarded `operands` must match the successor's
/// `inputs` in number and type. MLIR's messages, with a note at the point.
/// (The edge's names are spelled only for a diagnostic: this runs for every
/// edge of every `scf` op.)
pub(crate) fn verify_edge_types(
    ctx: &Context,
    op: Operation,
    from: impl Fn() -> String,
    to: impl Fn() -> String,
    point: Location,
    operands: &[Value],
    inputs: &[Value],
) -> Result<(), Diagnostic> {
    let edge = |msg: String| {
        let mut d = ctx.emit_op_error(
            op,
            format!("along control flow edge from {} to {}: {msg}", from(), to()),
        );
        d.attach_note(point, "region branch point");
        d
    };
    if operands.len() != inputs.len() {
        return Err(edge(format!(
            "region branch point has {} operands, but region successor needs {} inputs",
            operands.len(),
            inputs.len()
        )));
    }
    let quoted = |t| format!("'{}'", ods::asm::print_type_local(ctx, t));
    for (i, (&a, &b)) in operands.iter().zip(inputs).enumerate() {
        let (ta, tb) = (ctx.value_type(a), ctx.value_type(b));
        if ta != tb {
            return Err(edge(format!(
                "successor operand type #{i} {} should match successor input type #{i} {}",
                quoted(ta),
                quoted(tb)
            )));
        }
    }
    Ok(())
}
