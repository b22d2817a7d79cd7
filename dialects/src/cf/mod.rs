//! The `cf` dialect (`ControlFlowOps.td`): unstructured control flow on the
//! blocks of a CFG: `cf.br`, `cf.cond_br`, `cf.switch` and `cf.assert`.
//!
//! Both branches implement [`BranchOpInterface`] (the operands forwarded to
//! each successor), which the verifier uses for MLIR's
//! `verifyBranchSuccessorOperands` and the canonicalizer's region DCE for
//! dropping dead block arguments; [`branch`] holds the models, the
//! verifiers and the canonicalization patterns; [`switch`] holds
//! `cf.switch`'s syntax, model, verifier and canonicalization patterns.
//!
//! [`BranchOpInterface`]: ods::rewrite::region::BranchOpInterface

pub mod branch;
pub mod switch;

use ods::opdef::constraint::attrs::*;
use ods::opdef::constraint::types::*;
use ods::opdef::traits::*;

/// The dialect description of `ControlFlowOps.td`.
pub const DESCRIPTION: &str = "This dialect contains low-level, i.e. non-region based, control flow
constructs. These constructs generally represent control flow directly
on SSA blocks of a control flow graph.";

ods::op! {
    /// Assert operation with message attribute
    ///
    /// Assert operation at runtime with single boolean operand and an error
    /// message attribute.
    /// If the argument is `true` this operation has no effect. Otherwise, the
    /// program execution will abort. The provided error message may be used by a
    /// runtime to propagate the error to the user.
    ///
    /// Example:
    ///
    /// ```mlir
    /// cf.assert %b, "Expected ... to be true"
    /// ```
    #[op(name = "cf.assert")]
    pub struct AssertOp {
        #[operand] arg: I1,
        #[attr] msg: StrAttr,
    }
    traits: [MemoryEffectOpInterface],
    format: "$arg `,` $msg attr-dict",
    canonicalize: branch::assert_patterns,
}

ods::op! {
    /// Branch operation
    ///
    /// The `cf.br` operation represents a direct branch operation to a given
    /// block. The operands of this operation are forwarded to the successor block,
    /// and the number and type of the operands must match the arguments of the
    /// target block.
    ///
    /// Example:
    ///
    /// ```mlir
    /// ^bb2:
    ///   %2 = call @someFn()
    ///   cf.br ^bb3(%2 : tensor<*xf32>)
    /// ^bb3(%3: tensor<*xf32>):
    /// ```
    #[op(name = "cf.br")]
    pub struct BranchOp {
        #[operand(variadic, name = "destOperands")] dest_operands: AnyType,
        #[successor] dest: AnySuccessor,
    }
    traits: [BranchOpInterface, Pure, Terminator],
    interfaces: [ods::rewrite::region::BranchOpInterface => branch::BrModel],
    format: "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict",
    verify: branch::verify_br,
    canonicalize: branch::br_patterns,
}

ods::op! {
    /// Conditional branch operation
    ///
    /// The `cf.cond_br` terminator operation represents a conditional branch on a
    /// boolean (1-bit integer) value. If the bit is set, then the first destination
    /// is jumped to; if it is false, the second destination is chosen. The count
    /// and types of operands must align with the arguments in the corresponding
    /// target blocks.
    ///
    /// The MLIR conditional branch operation is not allowed to target the entry
    /// block for a region. The two destinations of the conditional branch operation
    /// are allowed to be the same.
    ///
    /// The following example illustrates a function with a conditional branch
    /// operation that targets the same block.
    ///
    /// Example:
    ///
    /// ```mlir
    /// func.func @select(%a: i32, %b: i32, %flag: i1) -> i32 {
    ///   // Both targets are the same, operands differ
    ///   cf.cond_br %flag, ^bb1(%a : i32), ^bb1(%b : i32)
    ///
    /// ^bb1(%x : i32) :
    ///   return %x : i32
    /// }
    /// ```
    #[op(name = "cf.cond_br")]
    pub struct CondBranchOp {
        #[operand] condition: I1,
        #[operand(variadic, name = "trueDestOperands")] true_dest_operands: AnyType,
        #[operand(variadic, name = "falseDestOperands")] false_dest_operands: AnyType,
        #[attr(optional)] branch_weights: DenseI32ArrayAttr,
        #[successor(name = "trueDest")] true_dest: AnySuccessor,
        #[successor(name = "falseDest")] false_dest: AnySuccessor,
    }
    traits: [AttrSizedOperandSegments, BranchOpInterface, WeightedBranchOpInterface, Pure, Terminator],
    interfaces: [ods::rewrite::region::BranchOpInterface => branch::CondBrModel],
    format: "$condition (`weights` `(` $branch_weights^ `)` )? `,`
    $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,`
    $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)?
    attr-dict",
    verify: branch::verify_cond_br,
    canonicalize: branch::cond_br_patterns,
}

ods::op! {
    /// Switch operation
    ///
    /// The `cf.switch` terminator operation represents a switch on a signless integer
    /// value. If the flag matches one of the specified cases, then the
    /// corresponding destination is jumped to. If the flag does not match any of
    /// the cases, the default destination is jumped to. The count and types of
    /// operands must align with the arguments in the corresponding target blocks.
    ///
    /// Example:
    ///
    /// ```mlir
    /// cf.switch %flag : i32, [
    ///   default: ^bb1(%a : i32),
    ///   42: ^bb1(%b : i32),
    ///   43: ^bb3(%c : i32)
    /// ]
    /// ```
    #[op(name = "cf.switch")]
    pub struct SwitchOp {
        #[operand] flag: AnyInteger,
        #[operand(variadic, name = "defaultOperands")] default_operands: AnyType,
        #[operand(variadic, name = "caseOperands")] case_operands: AnyType,
        #[attr(optional)] case_values: switch::AnyIntElementsAttr,
        #[attr] case_operand_segments: DenseI32ArrayAttr,
        #[successor(name = "defaultDestination")] default_destination: AnySuccessor,
        #[successor(variadic, name = "caseDestinations")] case_destinations: AnySuccessor,
    }
    traits: [AttrSizedOperandSegments, BranchOpInterface, Pure, Terminator],
    interfaces: [ods::rewrite::region::BranchOpInterface => switch::SwitchModel],
    parse: switch::parse_switch,
    print: switch::print_switch,
    alias_visit: switch::switch_alias_visit,
    verify: switch::verify_switch,
    canonicalize: switch::switch_patterns,
}
ods::declare_traits!(
    /// `WeightedBranchOpInterface`
    WeightedBranchOpInterface,
);

/// Registers the `cf` dialect.
pub fn register(ctx: &mut ods::ir::Context) {
    ctx.register_dialect("cf", false);
    AssertOp::register(ctx);
    BranchOp::register(ctx);
    CondBranchOp::register(ctx);
    SwitchOp::register(ctx);
}
