//! What differs between the machines the JIT targets. Everything before
//! register allocation is shared (the lowering from IR to MIR, liveness,
//! block layout, constant pools, the runner-utils table, the runtime API);
//! each target's folder holds its register file and calling convention
//! ([`RegFile`]), its instruction selection over MIR and its emission.
//!
//! * [`x86_64`]: AVX2+FMA, SysV, emitted with dynasm-rs;
//! * [`aarch64`]: NEON, AAPCS64, emitted with dynasm-rs (run out of process).

pub mod aarch64;
pub mod module;
pub mod x86_64;

pub use module::{ModuleEmitterFor, TargetAsm};

use crate::mir::{Inst, Module, Reloc};
use dynasmrt::DynamicLabel;
use hashbrown::HashMap;

/// A machine the JIT emits code for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Target {
    /// x86-64 with AVX2, FMA and F16C (runs in process, or in an executor).
    #[default]
    X86_64,
    /// AArch64 with NEON (runs in an executor: under `qemu-aarch64` on an
    /// x86 host).
    Aarch64,
}

impl Target {
    /// Every target.
    pub const ALL: [Target; 2] = [Target::X86_64, Target::Aarch64];

    /// `x86_64` / `aarch64` (as `--target=` spells it).
    pub fn name(self) -> &'static str {
        match self {
            Target::X86_64 => "x86_64",
            Target::Aarch64 => "aarch64",
        }
    }

    /// The target named `name`.
    pub fn from_name(name: &str) -> Option<Target> {
        Self::ALL.into_iter().find(|t| t.name() == name)
    }

    /// The machine this process runs on, if it is a target.
    pub fn host() -> Option<Target> {
        match std::env::consts::ARCH {
            "x86_64" => Some(Target::X86_64),
            "aarch64" => Some(Target::Aarch64),
            _ => None,
        }
    }

    /// The native vector width the vector lowering brings code to.
    pub fn vector_target(self) -> dialects::vector::lowering::VectorTarget {
        use dialects::vector::lowering::VectorTarget;
        match self {
            Target::X86_64 => VectorTarget::X86Avx2,
            Target::Aarch64 => VectorTarget::Aarch64Neon,
        }
    }

    /// Bits of a vector register (256 for AVX2's ymm, 128 for NEON's q).
    pub fn vector_bits(self) -> u32 {
        self.vector_target().register_bits() as u32
    }

    /// Whether `base + index * scale + disp` is one addressing mode (x86).
    /// AArch64 adds an immediate or a scaled index, not both, so a loop's
    /// unit-stride accesses are strength-reduced to pointers there (one
    /// `add` per pointer per iteration, `ldr q, [p, #disp]` per access).
    pub fn has_scaled_index_disp(self) -> bool {
        self == Target::X86_64
    }

    /// Whether the target has IEEE 754-2019 `maximum`/`minimum` (MIR's
    /// `FMaximum`/`FMinimum`: AArch64's `fmax`/`fmin`); x86 composes them.
    pub fn has_ieee_min_max(self) -> bool {
        self == Target::Aarch64
    }

    /// The register file.
    pub fn regs(self) -> &'static RegFile {
        match self {
            Target::X86_64 => &x86_64::REGS,
            Target::Aarch64 => &aarch64::REGS,
        }
    }

    /// Target-specific rewrites of a function's MIR before allocation
    /// (x86: loads folded into memory operands; AArch64: broadcast FMA
    /// factors read by element).
    pub fn select(self, f: &mut crate::mir::Func) {
        match self {
            Target::X86_64 => {
                x86_64::isel::fold_loads(f);
            }
            Target::Aarch64 => {
                aarch64::isel::fma_by_element(f);
                aarch64::isel::group_lane_loads(f);
            }
        }
    }

    /// Compiles a whole MIR module for this target.
    pub fn compile_module(self, m: &Module) -> Result<Code, EmitError> {
        match self {
            Target::X86_64 => x86_64::emit::compile_module(m),
            Target::Aarch64 => aarch64::emit::compile_module(m),
        }
    }
}

/// A module emitter of either target (see the targets' `ModuleEmitter`s).
pub enum ModuleEmitter {
    X86_64(x86_64::emit::ModuleEmitter),
    Aarch64(aarch64::emit::ModuleEmitter),
}

impl ModuleEmitter {
    pub fn new(target: Target, opts: crate::regalloc::Options) -> ModuleEmitter {
        match target {
            Target::X86_64 => ModuleEmitter::X86_64(x86_64::emit::ModuleEmitter::new(opts)),
            Target::Aarch64 => ModuleEmitter::Aarch64(aarch64::emit::ModuleEmitter::new(opts)),
        }
    }
    /// Validates, allocates and emits `f`.
    pub fn add(&mut self, f: &crate::mir::Func) -> Result<(), EmitError> {
        match self {
            ModuleEmitter::X86_64(e) => e.add(f),
            ModuleEmitter::Aarch64(e) => e.add(f),
        }
    }
    /// Resolves the labels and returns the code.
    pub fn finish(self) -> Result<Code, EmitError> {
        match self {
            ModuleEmitter::X86_64(e) => e.finish(),
            ModuleEmitter::Aarch64(e) => e.finish(),
        }
    }
}

/// A target's registers as the allocator sees them. Registers are numbers in
/// the target's encoding (x86: 0 = rax … 15 = r15; ymm0–15). Masks have one
/// bit per register number.
#[derive(Debug)]
pub struct RegFile {
    /// The target's name (`x86_64`, `aarch64`).
    pub name: &'static str,
    /// GPRs the allocator may hand out, in preference order (caller-saved
    /// first: a callee-saved one costs a save and a restore).
    pub gpr_order: &'static [u8],
    /// The callee-saved GPRs among them (saved by the prologue when used).
    pub gpr_callee_saved: &'static [u8],
    /// Integer argument registers, in order (hints for parameters).
    pub gpr_args: &'static [u8],
    /// The integer return register.
    pub gpr_ret: u8,
    /// Vector registers the allocator may hand out, in preference order.
    pub vec_order: &'static [u8],
    /// Vector argument registers, in order.
    pub vec_args: &'static [u8],
    /// The vector (and float) return register.
    pub vec_ret: u8,
    /// Where call arguments beyond the argument registers go.
    pub arg_stack: crate::mir::ArgStack,
    /// Registers an instruction clobbers: (GPR mask, vector mask). A value
    /// live across the instruction may not be in one of them.
    pub clobbers: fn(&Inst) -> (u32, u32),
    /// The operand an instruction's result should share a register with,
    /// if any: the target's form overwrites it (AArch64's `fmla` adds into
    /// its destination), so any other register costs a move. A preference
    /// for the allocator, not a constraint. `None`: no such instructions.
    pub tied_operand: Option<fn(&Inst) -> Option<crate::mir::VReg>>,
}

/// An error while compiling a module (any target).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EmitError(pub String);

impl std::fmt::Display for EmitError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for EmitError {}

/// Machine code of a module before it is loaded: the bytes, each
/// function's entry, and the 64-bit address slots the loader fills in
/// (calls of runtime functions, addresses of runtime functions and of
/// globals).
pub struct Code {
    pub bytes: Vec<u8>,
    /// Entry offset of each function.
    pub entries: HashMap<String, usize>,
    pub relocs: Vec<Reloc>,
}

/// The labels of a module's functions: a call may name a function emitted
/// later, whose label is made at the first call and bound at its definition.
#[derive(Default)]
pub struct FuncLabels {
    /// Function name → (its label, the first function that referred to it).
    labels: HashMap<String, (DynamicLabel, String)>,
}

impl FuncLabels {
    /// The label of function `name` (`caller` refers to it), made with
    /// `new_label` the first time.
    pub fn get(
        &mut self,
        name: &str,
        caller: &str,
        new_label: impl FnOnce() -> DynamicLabel,
    ) -> DynamicLabel {
        if let Some((l, _)) = self.labels.get(name) {
            return *l;
        }
        let l = new_label();
        self.labels
            .insert(name.to_string(), (l, caller.to_string()));
        l
    }

    /// Every referred function must have been defined (`entries`).
    pub fn check_defined(&self, entries: &HashMap<String, usize>) -> Result<(), EmitError> {
        let mut unknown: Vec<_> = self
            .labels
            .iter()
            .filter(|(name, _)| !entries.contains_key(*name))
            .map(|(name, (_, caller))| (caller, name))
            .collect();
        unknown.sort();
        match unknown.first() {
            Some((caller, name)) => Err(EmitError(format!(
                "{caller}: call to unknown function {name}"
            ))),
            None => Ok(()),
        }
    }
}

/// Orders the simultaneous moves `dst_i = src_i` into a sequence of single
/// moves, breaking register cycles through `scratch` (a location no move
/// reads or writes).
pub fn sequence_moves<L: PartialEq + Copy>(moves: Vec<(L, L)>, scratch: L) -> Vec<(L, L)> {
    let mut pending: Vec<(L, L)> = moves.into_iter().filter(|(d, s)| d != s).collect();
    let mut out = Vec::with_capacity(pending.len());
    while !pending.is_empty() {
        let free = pending
            .iter()
            .position(|(d, _)| !pending.iter().any(|(_, s)| s == d));
        match free {
            Some(i) => out.push(pending.remove(i)),
            None => {
                // A cycle: save one destination's value.
                let (d, _) = pending[0];
                out.push((scratch, d));
                for m in pending.iter_mut() {
                    if m.1 == d {
                        m.1 = scratch;
                    }
                }
            }
        }
    }
    out
}
