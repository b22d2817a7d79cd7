//! The module emitter every target shares: functions are taken one at a
//! time into one code buffer (validated, allocated over the target's
//! [`RegFile`], emitted), so that the JIT can allocate and emit a function
//! while the next one is still being lowered (`lower::compile_module`). A
//! call may name a function emitted later: its label is created at the
//! first call and bound at its definition; [`ModuleEmitterFor::finish`]
//! rejects names never defined.

use super::{Code, EmitError, FuncLabels, RegFile};
use crate::mir::{Func, Module, Reloc};
use crate::regalloc::{self, Allocation};
use dynasmrt::DynamicLabel;
use hashbrown::HashMap;

/// What the module emitter needs of a target's assembler.
pub trait TargetAsm: Sized {
    fn new() -> Self;
    /// Bytes emitted so far.
    fn offset(&self) -> usize;
    fn new_label(&mut self) -> DynamicLabel;
    fn bind(&mut self, l: DynamicLabel);
    /// The code, every label resolved.
    fn finalize(self) -> Result<Vec<u8>, EmitError>;
}

/// A target's emission of one allocated function at the assembler's
/// current offset (its entry label is bound there already).
pub type EmitFunction<A> =
    fn(&mut A, &Func, &Allocation, &mut FuncLabels, &mut Vec<Reloc>) -> Result<(), EmitError>;

/// The module emitter of the target whose assembler is `A`.
pub struct ModuleEmitterFor<A> {
    a: A,
    labels: FuncLabels,
    entries: HashMap<String, usize>,
    relocs: Vec<Reloc>,
    opts: regalloc::Options,
    regs: &'static RegFile,
    emit: EmitFunction<A>,
}

impl<A: TargetAsm> ModuleEmitterFor<A> {
    pub fn with_target(
        regs: &'static RegFile,
        emit: EmitFunction<A>,
        opts: regalloc::Options,
    ) -> Self {
        ModuleEmitterFor {
            a: A::new(),
            labels: FuncLabels::default(),
            entries: HashMap::new(),
            relocs: Vec::new(),
            opts,
            regs,
            emit,
        }
    }

    /// Validates, allocates and emits `f`.
    pub fn add(&mut self, f: &Func) -> Result<(), EmitError> {
        f.validate().map_err(|e| EmitError(e.to_string()))?;
        if self.entries.contains_key(&f.name) {
            return Err(EmitError(format!("function {} defined twice", f.name)));
        }
        let alloc = regalloc::allocate_with(f, self.opts, self.regs);
        self.entries.insert(f.name.clone(), self.a.offset());
        let a = &mut self.a;
        let l = self.labels.get(&f.name, &f.name, || a.new_label());
        self.a.bind(l);
        (self.emit)(&mut self.a, f, &alloc, &mut self.labels, &mut self.relocs)
    }

    /// Resolves the labels and returns the code.
    pub fn finish(self) -> Result<Code, EmitError> {
        self.labels.check_defined(&self.entries)?;
        Ok(Code {
            bytes: self.a.finalize()?,
            entries: self.entries,
            relocs: self.relocs,
        })
    }

    /// Every function of `m`, then [`Self::finish`].
    pub fn compile(mut self, m: &Module) -> Result<Code, EmitError> {
        for f in &m.funcs {
            self.add(f)?;
        }
        self.finish()
    }
}
