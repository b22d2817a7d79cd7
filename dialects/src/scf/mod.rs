//! The `scf` dialect (`SCFOps.td`): structured control flow. The subset
//! kernels use: `scf.for` (with `iter_args`, `unsigned`, non-index
//! induction variables), `scf.if`, `scf.while` / `scf.condition`,
//! `scf.execute_region`, `scf.index_switch`, `scf.parallel` with
//! `scf.reduce` / `scf.reduce.return`, and `scf.yield`.
//!
//! * [`syntax`]: the hand-written syntaxes of `SCF.cpp`;
//! * [`verify`]: the verifiers, including the ones MLIR's interfaces attach
//!   (`LoopLikeOpInterface`, `RegionBranchOpInterface`'s type checks along
//!   control flow edges);
//! * [`canonicalize`]: a few patterns (constant `scf.if` conditions and
//!   `scf.index_switch` arguments, `scf.execute_region` inlining,
//!   single-iteration and nested `scf.parallel` loops).

pub mod canonicalize;
mod for_patterns;
mod if_patterns;
pub mod syntax;
pub mod verify;
mod while_patterns;

use ods::opdef::constraint::attrs::*;
use ods::opdef::constraint::types::*;
use ods::opdef::traits::*;

/// The dialect description of `SCFOps.td`.
pub const DESCRIPTION: &str = "The `scf` (structured control flow) dialect contains operations that
represent control flow constructs such as `if` and `for`. Being
_structured_ means that the control flow has a structure unlike, for
example, `goto`s or `assert`s. Unstructured control flow operations are
located in the `cf` (control flow) dialect.

Originally, this dialect was developed as a common lowering stage for the
`affine` and `linalg` dialects. Both convert to SCF loops instead of
targeting branch-based CFGs directly. Typically, `scf` is lowered to `cf`
and then lowered to some final target like LLVM or SPIR-V.";

ods::declare_traits!(
    /// `RegionBranchTerminatorOpInterface`
    RegionBranchTerminatorOpInterface,
    /// `LoopLikeOpInterface`
    LoopLikeOpInterface,
    /// `RecursivelySpeculatable`
    RecursivelySpeculatable,
    /// `HasParallelRegion`
    HasParallelRegion,
);

ods::op! {
    /// loop continuation condition
    ///
    /// This operation accepts the continuation (i.e., inverse of exit) condition
    /// of the `scf.while` construct. If its first argument is true, the "after"
    /// region of `scf.while` is executed, with the remaining arguments forwarded
    /// to the entry block of the region. Otherwise, the loop terminates.
    #[op(name = "scf.condition")]
    pub struct ConditionOp {
        #[operand] condition: I1,
        #[operand(variadic)] args: AnyType,
    }
    traits: [HasParent<WhileOp>, RegionBranchTerminatorOpInterface, Pure, Terminator],
    format: "`(` $condition `)` attr-dict ($args^ `:` type($args))?",
}

ods::op! {
    /// operation that executes its region exactly once
    ///
    /// The `scf.execute_region` operation is used to allow multiple blocks within SCF
    /// and other operations which can hold only one block.  The `scf.execute_region`
    /// operation executes the region held exactly once and cannot have any operands.
    /// As such, its region has no arguments. All SSA values that dominate the op can
    /// be accessed inside the op. The op's region can have multiple blocks and the
    /// blocks can have multiple distinct terminators. Values returned from this op's
    /// region define the op's results.
    /// The optional 'no_inline' flag can be set to request the ExecuteRegionOp to be
    /// preserved as much as possible and not being inlined in the parent block until
    /// an explicit lowering step.
    ///
    /// Example:
    ///
    /// ```mlir
    /// scf.for %i = 0 to 128 step %c1 {
    ///   %y = scf.execute_region -> i32 {
    ///     %x = load %A[%i] : memref<128xi32>
    ///     scf.yield %x : i32
    ///   }
    /// }
    ///
    /// // the same as above but with no_inline attribute
    /// scf.for %i = 0 to 128 step %c1 {
    ///   %y = scf.execute_region -> i32 no_inline {
    ///     %x = load %A[%i] : memref<128xi32>
    ///     scf.yield %x : i32
    ///   }
    /// }
    /// ```
    #[op(name = "scf.execute_region")]
    pub struct ExecuteRegionOp {
        #[attr] no_inline: UnitAttr,
        #[result(variadic)] results: AnyType,
        #[region] region: AnyRegion,
    }
    traits: [RegionBranchOpInterface, RecursiveMemoryEffects],
    parse: syntax::parse_execute_region,
    print: syntax::print_execute_region,
    alias_visit: syntax::execute_region_alias_visit,
    verify: verify::verify_execute_region,
    verify_regions: verify::verify_execute_region_regions,
    canonicalize: canonicalize::execute_region_patterns,
}

ods::op! {
    /// for operation
    ///
    /// The `scf.for` operation represents a loop taking 3 SSA value as operands
    /// that represent the lower bound, upper bound and step respectively. The
    /// operation defines an SSA value for its induction variable. It has one
    /// region capturing the loop body. The induction variable is represented as an
    /// argument of this region. This SSA value is a signless integer or index.
    /// The step is a value of same type but required to be positive, the lower and
    /// upper bounds can be also negative or zero. The lower and upper bounds
    /// specify a half-open range: the iteration is executed iff the comparison of
    /// induction variable value is less than the upper bound and bigger or equal
    /// to the lower bound.
    ///
    /// By default, the integer comparison is signed. If the `unsignedCmp` unit
    /// attribute is specified, the integer comparison is unsigned.
    ///
    /// The body region must contain exactly one block that terminates with
    /// `scf.yield`. Calling ForOp::build will create such a region and insert
    /// the terminator implicitly if none is defined, so will the parsing even in
    /// cases when it is absent from the custom format. For example:
    ///
    /// ```mlir
    /// // Index case.
    /// scf.for %iv = %lb to %ub step %step {
    ///   ... // body
    /// }
    /// ...
    /// // Unsigned integer case.
    /// scf.for unsigned %iv_32 = %lb_32 to %ub_32 step %step_32 : i32 {
    ///   ... // body
    /// }
    /// ```
    ///
    /// `scf.for` can also operate on loop-carried variables and returns the final
    /// values after loop termination. The initial values of the variables are
    /// passed as additional SSA operands to the `scf.for` following the 3 loop
    /// control SSA values mentioned above (lower bound, upper bound and step). The
    /// operation region has an argument for the induction variable, followed by
    /// one argument for each loop-carried variable, representing the value of the
    /// variable at the current iteration.
    ///
    /// The region must terminate with a `scf.yield` that passes the current
    /// values of all loop-carried variables to the next iteration, or to the
    /// `scf.for` result, if at the last iteration. The static type of a
    /// loop-carried variable may not change with iterations; its runtime type is
    /// allowed to change. Note, that when the loop-carried variables are present,
    /// calling ForOp::build will not insert the terminator implicitly. The caller
    /// must insert `scf.yield` in that case.
    ///
    /// `scf.for` results hold the final values after the last iteration.
    /// For example, to sum-reduce a memref:
    ///
    /// ```mlir
    /// func.func @reduce(%buffer: memref<1024xf32>, %lb: index,
    ///                   %ub: index, %step: index) -> (f32) {
    ///   // Initial sum set to 0.
    ///   %sum_0 = arith.constant 0.0 : f32
    ///   // iter_args binds initial values to the loop's region arguments.
    ///   %sum = scf.for %iv = %lb to %ub step %step
    ///       iter_args(%sum_iter = %sum_0) -> (f32) {
    ///     %t = load %buffer[%iv] : memref<1024xf32>
    ///     %sum_next = arith.addf %sum_iter, %t : f32
    ///     // Yield current iteration sum to next iteration %sum_iter or to %sum
    ///     // if final iteration.
    ///     scf.yield %sum_next : f32
    ///   }
    ///   return %sum : f32
    /// }
    /// ```
    ///
    /// If the `scf.for` defines any values, a yield must be explicitly present.
    /// The number and types of the `scf.for` results must match the initial
    /// values in the `iter_args` binding and the yield operands.
    #[op(name = "scf.for")]
    pub struct ForOp {
        #[operand(name = "lowerBound")] lower_bound: AnySignlessIntegerOrIndex,
        #[operand(name = "upperBound")] upper_bound: AnySignlessIntegerOrIndex,
        #[operand] step: AnySignlessIntegerOrIndex,
        #[operand(variadic, name = "initArgs")] init_args: AnyType,
        #[attr(name = "unsignedCmp")] unsigned_cmp: UnitAttr,
        #[result(variadic)] results: AnyType,
        #[region(sized = 1)] region: AnyRegion,
    }
    traits: [
        AutomaticAllocationScope, LoopLikeOpInterface,
        AllTypesMatch<[lowerBound, upperBound, step]>, ConditionallySpeculatable,
        RegionBranchOpInterface, SingleBlockImplicitTerminator<YieldOp>,
        RecursiveMemoryEffects,
    ],
    parse: syntax::parse_for,
    print: syntax::print_for,
    alias_visit: syntax::for_alias_visit,
    verify: verify::verify_for,
    verify_regions: verify::verify_for_regions,
    canonicalize: canonicalize::for_patterns,
}

ods::op! {
    /// if-then-else operation
    ///
    /// The `scf.if` operation represents an if-then-else construct for
    /// conditionally executing two regions of code. The operand to an if operation
    /// is a boolean value. For example:
    ///
    /// ```mlir
    /// scf.if %b  {
    ///   ...
    /// } else {
    ///   ...
    /// }
    /// ```
    ///
    /// `scf.if` may also produce results. Which values are returned depends on
    /// which execution path is taken.
    ///
    /// Example:
    ///
    /// ```mlir
    /// %x, %y = scf.if %b -> (f32, f32) {
    ///   %x_true = ...
    ///   %y_true = ...
    ///   scf.yield %x_true, %y_true : f32, f32
    /// } else {
    ///   %x_false = ...
    ///   %y_false = ...
    ///   scf.yield %x_false, %y_false : f32, f32
    /// }
    /// ```
    ///
    /// The "then" region has exactly 1 block. The "else" region may have 0 or 1
    /// block. In case the `scf.if` produces results, the "else" region must also
    /// have exactly 1 block.
    ///
    /// The blocks are always terminated with `scf.yield`. If `scf.if` defines no
    /// values, the `scf.yield` can be left out, and will be inserted implicitly.
    /// Otherwise, it must be explicit.
    ///
    /// Example:
    ///
    /// ```mlir
    /// scf.if %b  {
    ///   ...
    /// }
    /// ```
    ///
    /// The types of the yielded values must match the result types of the
    /// `scf.if`.
    #[op(name = "scf.if")]
    pub struct IfOp {
        #[operand] condition: I1,
        #[result(variadic)] results: AnyType,
        #[region(sized = 1, name = "thenRegion")] then_region: AnyRegion,
        #[region(max_sized = 1, name = "elseRegion")] else_region: AnyRegion,
    }
    traits: [
        RegionBranchOpInterface, InferTypeOpInterface,
        SingleBlockImplicitTerminator<YieldOp>, RecursiveMemoryEffects,
        RecursivelySpeculatable, NoRegionArguments,
    ],
    parse: syntax::parse_if,
    print: syntax::print_if,
    alias_visit: syntax::if_alias_visit,
    verify: verify::verify_if,
    verify_regions: verify::verify_if_regions,
    canonicalize: canonicalize::if_patterns,
    fold: if_patterns::fold_if,
}

ods::op! {
    /// a generic 'while' loop
    ///
    /// This operation represents a generic "while"/"do-while" loop that keeps
    /// iterating as long as a condition is satisfied. There is no restriction on
    /// the complexity of the condition. It consists of two regions (with single
    /// block each): "before" region and "after" region. The names of regions
    /// indicates whether they execute before or after the condition check.
    /// Therefore, if the main loop payload is located in the "before" region, the
    /// operation is a "do-while" loop. Otherwise, it is a "while" loop.
    ///
    /// The "before" region terminates with a special operation, `scf.condition`,
    /// that accepts as its first operand an `i1` value indicating whether to
    /// proceed to the "after" region (value is `true`) or not. The two regions
    /// communicate by means of region arguments. Initially, the "before" region
    /// accepts as arguments the operands of the `scf.while` operation and uses them
    /// to evaluate the condition. It forwards the trailing, non-condition operands
    /// of the `scf.condition` terminator either to the "after" region if the
    /// control flow is transferred there or to results of the `scf.while`
    /// operation otherwise. The "after" region takes as arguments the values
    /// produced by the "before" region and uses `scf.yield` to supply new arguments
    /// for the "before" region, into which it transfers the control flow
    /// unconditionally.
    ///
    /// Custom syntax:
    ///
    /// ```
    /// op ::= `scf.while` assignments `:` function-type region `do` region
    ///        `attributes` attribute-dict
    /// initializer ::= /* empty */ | `(` assignment-list `)`
    /// assignment-list ::= assignment | assignment `,` assignment-list
    /// assignment ::= ssa-value `=` ssa-value
    /// ```
    #[op(name = "scf.while")]
    pub struct WhileOp {
        #[operand(variadic)] inits: AnyType,
        #[result(variadic)] results: AnyType,
        #[region(sized = 1)] before: AnyRegion,
        #[region(sized = 1)] after: AnyRegion,
    }
    traits: [RegionBranchOpInterface, LoopLikeOpInterface, RecursiveMemoryEffects, SingleBlock],
    parse: syntax::parse_while,
    print: syntax::print_while,
    alias_visit: syntax::while_alias_visit,
    verify: verify::verify_while,
    verify_regions: verify::verify_while_regions,
    canonicalize: while_patterns::register,
}

ods::op! {
    /// loop yield and termination operation
    ///
    /// The `scf.yield` operation yields an SSA value from the SCF dialect op region and
    /// terminates the regions. The semantics of how the values are yielded is
    /// defined by the parent operation.
    /// If `scf.yield` has any operands, the operands must match the parent
    /// operation's results.
    /// If the parent operation defines no values, then the `scf.yield` may be
    /// left out in the custom syntax and the builders will insert one implicitly.
    /// Otherwise, it has to be present in the syntax to indicate which values are
    /// yielded.
    #[op(name = "scf.yield")]
    pub struct YieldOp {
        #[operand(variadic)] results: AnyType,
    }
    traits: [
        Pure, ReturnLike, Terminator,
        HasParent<ExecuteRegionOp, ForOp, IfOp, IndexSwitchOp, WhileOp>,
    ],
    format: "attr-dict ($results^ `:` type($results))?",
}

ods::op! {
    /// switch-case operation on an index argument
    ///
    /// The `scf.index_switch` is a control-flow operation that branches to one of
    /// the given regions based on the values of the argument and the cases. The
    /// argument is always of type `index`.
    ///
    /// The operation always has a "default" region and any number of case regions
    /// denoted by integer constants. Control-flow transfers to the case region
    /// whose constant value equals the value of the argument. If the argument does
    /// not equal any of the case values, control-flow transfer to the "default"
    /// region.
    ///
    /// Example:
    ///
    /// ```mlir
    /// %0 = scf.index_switch %arg0 : index -> i32
    /// case 2 {
    ///   %1 = arith.constant 10 : i32
    ///   scf.yield %1 : i32
    /// }
    /// case 5 {
    ///   %2 = arith.constant 20 : i32
    ///   scf.yield %2 : i32
    /// }
    /// default {
    ///   %3 = arith.constant 30 : i32
    ///   scf.yield %3 : i32
    /// }
    /// ```
    #[op(name = "scf.index_switch")]
    pub struct IndexSwitchOp {
        #[operand] arg: Index,
        #[attr] cases: DenseI64ArrayAttr,
        #[result(variadic)] results: AnyType,
        #[region(sized = 1, name = "defaultRegion")] default_region: AnyRegion,
        #[region(variadic, sized = 1, name = "caseRegions")] case_regions: AnyRegion,
    }
    traits: [
        RecursiveMemoryEffects, SingleBlockImplicitTerminator<YieldOp>,
        RegionBranchOpInterface,
    ],
    parse: syntax::parse_index_switch,
    print: syntax::print_index_switch,
    alias_visit: syntax::index_switch_alias_visit,
    verify: verify::verify_index_switch,
    verify_regions: verify::verify_index_switch_regions,
    canonicalize: canonicalize::index_switch_patterns,
}

ods::op! {
    /// parallel for operation
    ///
    /// The `scf.parallel` operation represents a loop nest taking 4 groups of SSA
    /// values as operands that represent the lower bounds, upper bounds, steps and
    /// initial values, respectively. The operation defines a variadic number of
    /// SSA values for its induction variables. It has one region capturing the
    /// loop body. The induction variables are represented as an argument of this
    /// region. These SSA values always have type index, which is the size of the
    /// machine word. The steps are values of type index, required to be positive.
    /// The lower and upper bounds specify a half-open range: the range includes
    /// the lower bound but does not include the upper bound. The initial values
    /// have the same types as results of `scf.parallel`. If there are no results,
    /// the keyword `init` can be omitted.
    ///
    /// Semantically we require that the iteration space can be iterated in any
    /// order, and the loop body can be executed in parallel. If there are data
    /// races, the behavior is undefined.
    ///
    /// The parallel loop operation supports reduction of values produced by
    /// individual iterations into a single result. This is modeled using the
    /// `scf.reduce` terminator operation (see `scf.reduce` for details). The i-th
    /// result of an `scf.parallel` operation is associated with the i-th initial
    /// value operand, the i-th operand of the `scf.reduce` operation (the value to
    /// be reduced) and the i-th region of the `scf.reduce` operation (the reduction
    /// function). Consequently, we require that the number of results of an
    /// `scf.parallel` op matches the number of initial values and the the number of
    /// reductions in the `scf.reduce` terminator.
    ///
    /// The body region must contain exactly one block that terminates with a
    /// `scf.reduce` operation. If an `scf.parallel` op has no reductions, the
    /// terminator has no operands and no regions. The `scf.parallel` parser will
    /// automatically insert the terminator for ops that have no reductions if it is
    /// absent.
    ///
    /// Example:
    ///
    /// ```mlir
    /// %init = arith.constant 0.0 : f32
    /// %r:2 = scf.parallel (%iv) = (%lb) to (%ub) step (%step) init (%init, %init)
    ///     -> f32, f32 {
    ///   %elem_to_reduce1 = load %buffer1[%iv] : memref<100xf32>
    ///   %elem_to_reduce2 = load %buffer2[%iv] : memref<100xf32>
    ///   scf.reduce(%elem_to_reduce1, %elem_to_reduce2 : f32, f32) {
    ///     ^bb0(%lhs : f32, %rhs: f32):
    ///       %res = arith.addf %lhs, %rhs : f32
    ///       scf.reduce.return %res : f32
    ///   }, {
    ///     ^bb0(%lhs : f32, %rhs: f32):
    ///       %res = arith.mulf %lhs, %rhs : f32
    ///       scf.reduce.return %res : f32
    ///   }
    /// }
    /// ```
    #[op(name = "scf.parallel")]
    pub struct ParallelOp {
        #[operand(variadic, name = "lowerBound")] lower_bound: Index,
        #[operand(variadic, name = "upperBound")] upper_bound: Index,
        #[operand(variadic)] step: Index,
        #[operand(variadic, name = "initVals")] init_vals: AnyType,
        #[result(variadic)] results: AnyType,
        #[region(sized = 1)] region: AnyRegion,
    }
    traits: [
        AutomaticAllocationScope, AttrSizedOperandSegments, LoopLikeOpInterface,
        RecursiveMemoryEffects, RegionBranchOpInterface,
        SingleBlockImplicitTerminator<ReduceOp>, HasParallelRegion,
    ],
    parse: syntax::parse_parallel,
    print: syntax::print_parallel,
    alias_visit: syntax::parallel_alias_visit,
    verify: verify::verify_parallel,
    canonicalize: canonicalize::parallel_patterns,
}

ods::op! {
    /// reduce operation for scf.parallel
    ///
    /// The `scf.reduce` operation is the terminator for `scf.parallel` operations. It can model
    /// an arbitrary number of reductions. It has one region per reduction. Each
    /// region has one block with two arguments which have the same type as the
    /// corresponding operand of `scf.reduce`. The operands of the op are the values
    /// that should be reduce; one value per reduction.
    ///
    /// The i-th reduction (i.e., the i-th region and the i-th operand) corresponds
    /// the i-th initial value and the i-th result of the enclosing `scf.parallel`
    /// op.
    ///
    /// The `scf.reduce` operation contains regions whose entry blocks expect two
    /// arguments of the same type as the corresponding operand. As the iteration
    /// order of the enclosing parallel loop and hence reduction order is
    /// unspecified, the results of the reductions may be non-deterministic unless
    /// the reductions are associative and commutative.
    ///
    /// The result of a reduction region (`scf.reduce.return` operand) must have the
    /// same type as the corresponding `scf.reduce` operand and the corresponding
    /// `scf.parallel` initial value.
    ///
    /// Example:
    ///
    /// ```mlir
    /// %operand = arith.constant 1.0 : f32
    /// scf.reduce(%operand : f32) {
    ///   ^bb0(%lhs : f32, %rhs: f32):
    ///     %res = arith.addf %lhs, %rhs : f32
    ///     scf.reduce.return %res : f32
    /// }
    /// ```
    #[op(name = "scf.reduce")]
    pub struct ReduceOp {
        #[operand(variadic)] operands: AnyType,
        #[region(variadic, sized = 1)] reductions: AnyRegion,
    }
    traits: [
        Terminator, HasParent<ParallelOp>, RecursiveMemoryEffects,
        RegionBranchTerminatorOpInterface,
    ],
    parse: syntax::parse_reduce,
    print: syntax::print_reduce,
    alias_visit: syntax::reduce_alias_visit,
    verify_regions: verify::verify_reduce_regions,
}

ods::op! {
    /// terminator for reduce operation
    ///
    /// The `scf.reduce.return` operation is a special terminator operation for the block inside
    /// `scf.reduce` regions. It terminates the region. It should have the same
    /// operand type as the corresponding operand of the enclosing `scf.reduce` op.
    ///
    /// Example:
    ///
    /// ```mlir
    /// scf.reduce.return %res : f32
    /// ```
    #[op(name = "scf.reduce.return")]
    pub struct ReduceReturnOp {
        #[operand] result: AnyType,
    }
    traits: [HasParent<ReduceOp>, Pure, Terminator],
    format: "$result attr-dict `:` type($result)",
    verify: verify::verify_reduce_return,
}

/// Registers the `scf` dialect.
pub fn register(ctx: &mut ods::ir::Context) {
    ctx.register_dialect("scf", false);
    ConditionOp::register(ctx);
    ExecuteRegionOp::register(ctx);
    ForOp::register(ctx);
    IfOp::register(ctx);
    WhileOp::register(ctx);
    YieldOp::register(ctx);
    IndexSwitchOp::register(ctx);
    ParallelOp::register(ctx);
    ReduceOp::register(ctx);
    ReduceReturnOp::register(ctx);
}
