//! Instruction selection helpers on MIR: folding loads into memory operands.
//!
//! [`fold_loads`] rewrites
//!
//! * `x = load.v256 [m]; y = fma(a, x, c)` → `y = fma(a, [m], c)`
//!   (`vfmadd231ps y, a, [m]`), also when `x` is the first factor;
//! * `x = load.v256 [m]; y = vbin(a, x)` → `y = vbin(a, [m])`, and with the
//!   operands swapped for commutative ops;
//! * `x = load.f32/f64 [m]; y = fbin(a, x)` / scalar FMAs similarly;
//! * `x = load.f32 [m]; y = broadcast(x)` → `y = broadcast([m])`
//!   (`vpbroadcastd`/`vbroadcastsd` from memory);
//! * `x = load.v256 [m]; y = fptosi.sat(x)` → `vcvttps2dq y, [m]` (the
//!   out-of-line fix-up path reads `[m]` again).
//!
//! A load is folded only when its result has exactly one definition and one
//! use, the use is later in the same block (within [`FOLD_WINDOW`]
//! instructions, which keeps the pass linear), and nothing in between writes
//! memory (stores, masked stores, calls) or redefines a register of the
//! address.

use crate::mir::*;

fn vbin_commutative(op: VBinOp) -> bool {
    use VBinOp::*;
    matches!(
        op,
        FAdd | FMul | And | Or | Xor | Add | MulLo | MinS | MaxS | MinU | MaxU | CmpEq
    )
}

/// How far after a load [`fold_loads`] looks for its use.
pub const FOLD_WINDOW: usize = 256;

/// Folds loads into memory operands (see the module docs). Returns the
/// number of loads folded.
pub fn fold_loads(f: &mut Func) -> usize {
    let n = f.vregs.len();
    let mut uses = vec![0u32; n];
    let mut defs = vec![0u32; n];
    for b in &f.blocks {
        for i in &b.insts {
            i.for_each_use(|v| uses[v.0 as usize] += 1);
            if let Some(d) = i.def() {
                defs[d.0 as usize] += 1;
            }
        }
    }
    let mut folded = 0;
    // the positions of the folded loads of a block, increasing
    let mut dead: Vec<usize> = Vec::new();
    for b in &mut f.blocks {
        let len = b.insts.len();
        dead.clear();
        for i in 0..len {
            let Inst::Load { kind, dst, addr } = b.insts[i] else {
                continue;
            };
            if !matches!(kind, MemKind::V256 | MemKind::F32 | MemKind::F64)
                || uses[dst.0 as usize] != 1
                || defs[dst.0 as usize] != 1
            {
                continue;
            }
            let addr_regs: smallvec::SmallVec<[VReg; 2]> = addr.regs().collect();
            // The use is looked for within FOLD_WINDOW instructions, so that
            // the search is linear in the block (a use further away stays a
            // register: a load that far from its use is no loss to keep).
            let mut target = None;
            for j in i + 1..len.min(i + 1 + FOLD_WINDOW) {
                let inst = &b.insts[j];
                let mut used = false;
                inst.for_each_use(|v| used |= v == dst);
                if used {
                    target = Some(j);
                    break;
                }
                if matches!(
                    inst,
                    Inst::Store { .. } | Inst::MaskStore { .. } | Inst::Call { .. }
                ) {
                    break;
                }
                if let Some(d) = inst.def() {
                    if addr_regs.contains(&d) {
                        break;
                    }
                }
            }
            let Some(j) = target else {
                continue;
            };
            let mem = VSrc::Mem(addr);
            let ok = match &mut b.insts[j] {
                Inst::Fma { ty, a, b: bb, .. } => {
                    let fits = matches!(
                        (kind, *ty),
                        (MemKind::V256, FmaTy::Ps | FmaTy::Pd)
                            | (MemKind::F32, FmaTy::Ss)
                            | (MemKind::F64, FmaTy::Sd)
                    );
                    if fits && *bb == VSrc::Reg(dst) {
                        *bb = mem;
                        true
                    } else if let (true, true, VSrc::Reg(other)) = (fits, *a == dst, *bb) {
                        *a = other;
                        *bb = mem;
                        true
                    } else {
                        false
                    }
                }
                Inst::VBin { op, a, b: bb, .. } if kind == MemKind::V256 => {
                    if *bb == VSrc::Reg(dst) {
                        *bb = mem;
                        true
                    } else if let (true, true, VSrc::Reg(other)) =
                        (vbin_commutative(*op), *a == dst, *bb)
                    {
                        *a = other;
                        *bb = mem;
                        true
                    } else {
                        false
                    }
                }
                Inst::FBin {
                    op, ty, a, b: bb, ..
                } => {
                    let fits = matches!(
                        (kind, *ty),
                        (MemKind::F32, FTy::F32) | (MemKind::F64, FTy::F64)
                    );
                    let comm = matches!(op, FBinOp::Add | FBinOp::Mul);
                    if fits && *bb == VSrc::Reg(dst) {
                        *bb = mem;
                        true
                    } else if let (true, true, true, VSrc::Reg(other)) =
                        (fits, comm, *a == dst, *bb)
                    {
                        *a = other;
                        *bb = mem;
                        true
                    } else {
                        false
                    }
                }
                Inst::VFpToSiSat { src, .. } if kind == MemKind::V256 && *src == VSrc::Reg(dst) => {
                    *src = mem;
                    true
                }
                Inst::Broadcast { elem, src, .. } => {
                    let fits = matches!(
                        (kind, *elem),
                        (MemKind::F32, Elem::B32) | (MemKind::F64, Elem::B64)
                    );
                    if fits && *src == BSrc::Vec(dst) {
                        *src = BSrc::Mem(addr);
                        true
                    } else {
                        false
                    }
                }
                _ => false,
            };
            if ok {
                dead.push(i);
                folded += 1;
            }
        }
        if !dead.is_empty() {
            // (one pass: removing the loads one by one made a long block
            // quadratic)
            let (mut k, mut next) = (0, 0);
            b.insts.retain(|_| {
                let keep = dead.get(next) != Some(&k);
                next += !keep as usize;
                k += 1;
                keep
            });
        }
    }
    folded
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mir::builder::FuncBuilder;

    #[test]
    fn folds_single_use_loads_into_fma_and_broadcast() {
        let mut b = FuncBuilder::new("f");
        let p = b.param(AbiType::Ptr)[0];
        let acc = b.zero(RegClass::Vec);
        let x = b.load(MemKind::V256, Addr::reg(p));
        let y = b.load(MemKind::V256, Addr::reg_disp(p, 32));
        let r = b.fma(FmaOp::MulAdd, FmaTy::Ps, x, VSrc::Reg(y), acc);
        let s = b.load(MemKind::F32, Addr::reg_disp(p, 64));
        let bc = b.vec();
        b.push(Inst::Broadcast {
            elem: Elem::B32,
            dst: bc,
            src: BSrc::Vec(s),
        });
        let r2 = b.vbin(VBinOp::FAdd, VTy::F32x8, r, VSrc::Reg(bc));
        b.store(MemKind::V256, r2, Addr::reg(p));
        b.ret(None);
        let mut f = b.finish();
        assert_eq!(fold_loads(&mut f), 2);
        let insts = &f.blocks[0].insts;
        assert!(insts.iter().any(|i| matches!(
            i,
            Inst::Fma {
                b: VSrc::Mem(_),
                ..
            }
        )));
        assert!(insts.iter().any(|i| matches!(
            i,
            Inst::Broadcast {
                src: BSrc::Mem(_),
                ..
            }
        )));
        f.validate().unwrap();
    }

    #[test]
    fn folds_the_source_load_of_a_vector_fptosi() {
        let mut b = FuncBuilder::new("f");
        let p = b.param(AbiType::Ptr)[0];
        let x = b.load(MemKind::V256, Addr::reg(p));
        let r = b.vfptosi_f32x8(x);
        b.store(MemKind::V256, r, Addr::reg(p));
        b.ret(None);
        let mut f = b.finish();
        // the source load, not the constant load of `min` (a register operand)
        assert_eq!(fold_loads(&mut f), 1);
        assert!(f.blocks[0].insts.iter().any(|i| matches!(
            i,
            Inst::VFpToSiSat {
                src: VSrc::Mem(_),
                ..
            }
        )));
        f.validate().unwrap();
    }

    #[test]
    fn does_not_fold_across_stores_or_into_non_commutative_first_operands() {
        let mut b = FuncBuilder::new("f");
        let p = b.param(AbiType::Ptr)[0];
        let x = b.load(MemKind::V256, Addr::reg(p));
        let z = b.zero(RegClass::Vec);
        b.store(MemKind::V256, z, Addr::reg(p));
        let r = b.vbin(VBinOp::FAdd, VTy::F32x8, z, VSrc::Reg(x));
        let y = b.load(MemKind::V256, Addr::reg(p));
        let r2 = b.vbin(VBinOp::FSub, VTy::F32x8, y, VSrc::Reg(r));
        b.store(MemKind::V256, r2, Addr::reg(p));
        b.ret(None);
        let mut f = b.finish();
        assert_eq!(fold_loads(&mut f), 0);
    }
}
