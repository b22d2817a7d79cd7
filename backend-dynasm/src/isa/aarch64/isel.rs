//! Instruction selection on MIR for AArch64, before register allocation.
//!
//! [`fma_by_element`] rewrites
//!
//! * `y = broadcast(s); d = fma(y, x, c)` (or `fma(x, y, c)`) →
//!   `d = fma.lane0(x, s, c)`: `fmla vd.4s, vx.4s, vs.s[0]` reads the
//!   factor from lane 0 of the scalar's register, so the `dup` goes and
//!   one vector register less is live (LLVM selects the same form);
//!
//! when *every* use of `y` is such a factor. `s` and `y` must have one
//! definition each, so that `s` holds the broadcast value wherever `y`
//! was read.
//!
//! [`group_lane_loads`] then loads the factors of adjacent scalars at once:
//! `s0..s3 = load.f32 [p + d + 4k]` read only as lane-0 FMA factors become
//! one `q = load.v128 [p + d]` read as lanes 0..3 (`ldr q` and `fmla` by
//! lanes 0..3, as LLVM selects `A[i][k..k+4]` in a matrix product); f64
//! pairs likewise.

use crate::mir::*;

/// Rewrites FMAs whose factor is a broadcast of a register (see the
/// module docs); returns how many broadcasts went.
pub fn fma_by_element(f: &mut Func) -> usize {
    let n = f.vregs.len();
    let mut defs = vec![0u32; n];
    let mut fma_factor_uses = vec![0u32; n];
    let mut uses = vec![0u32; n];
    // broadcast result -> (its scalar, f64)
    let mut bcast: Vec<Option<(VReg, bool)>> = vec![None; n];
    for b in &f.blocks {
        for i in &b.insts {
            i.for_each_use(|v| uses[v.0 as usize] += 1);
            if let Some(d) = i.def() {
                defs[d.0 as usize] += 1;
            }
            match i {
                Inst::Broadcast {
                    elem: elem @ (Elem::B32 | Elem::B64),
                    dst,
                    src: BSrc::Vec(s),
                } => bcast[dst.0 as usize] = Some((*s, *elem == Elem::B64)),
                Inst::Fma {
                    ty: FmaTy::Ps | FmaTy::Pd,
                    a,
                    b: VSrc::Reg(b),
                    c,
                    ..
                } => {
                    // (a factor used twice, or also as the addend, is not
                    // rewritten: counted as a use that is not a factor)
                    if a != b && a != c {
                        fma_factor_uses[a.0 as usize] += 1;
                    }
                    if b != a && b != c {
                        fma_factor_uses[b.0 as usize] += 1;
                    }
                }
                _ => {}
            }
        }
    }
    let eligible = |y: VReg| -> Option<VReg> {
        let (s, _) = bcast[y.0 as usize]?;
        let k = y.0 as usize;
        (defs[k] == 1 && defs[s.0 as usize] == 1 && uses[k] > 0 && uses[k] == fma_factor_uses[k])
            .then_some(s)
    };
    let mut gone = vec![false; n];
    for b in &mut f.blocks {
        for i in &mut b.insts {
            if let Inst::Fma { ty, a, b: bb, .. } = i {
                let VSrc::Reg(r) = *bb else { continue };
                let f64_ = match ty {
                    FmaTy::Ps => false,
                    FmaTy::Pd => true,
                    _ => continue,
                };
                // (the broadcast's element size must match the FMA's)
                let fits = |y: VReg| bcast[y.0 as usize].is_some_and(|(_, d)| d == f64_);
                let (y, x) = if fits(r) && eligible(r).is_some() {
                    (r, *a)
                } else if fits(*a) && eligible(*a).is_some() {
                    (*a, r)
                } else {
                    continue;
                };
                let s = eligible(y).expect("checked");
                *ty = if f64_ {
                    FmaTy::PdLane(0)
                } else {
                    FmaTy::PsLane(0)
                };
                *a = x;
                *bb = VSrc::Reg(s);
                gone[y.0 as usize] = true;
            }
        }
    }
    // every use of a rewritten broadcast was a factor of a packed FMA of
    // its element size; one of another size keeps it alive
    let mut still_used = vec![false; n];
    for b in &f.blocks {
        for i in &b.insts {
            if !matches!(i, Inst::Broadcast { .. }) {
                i.for_each_use(|v| still_used[v.0 as usize] = true);
            }
        }
    }
    let mut removed = 0;
    for b in &mut f.blocks {
        b.insts.retain(|i| match i {
            Inst::Broadcast { dst, .. } if gone[dst.0 as usize] && !still_used[dst.0 as usize] => {
                removed += 1;
                false
            }
            _ => true,
        });
    }
    removed
}

/// Whether `i` may be moved across (it neither writes memory nor has any
/// other effect beyond its result).
fn pure(i: &Inst) -> bool {
    matches!(
        i,
        Inst::Load { .. }
            | Inst::Fma { .. }
            | Inst::VBin { .. }
            | Inst::Broadcast { .. }
            | Inst::Alu { .. }
            | Inst::Lea { .. }
            | Inst::MovImm { .. }
    )
}

/// Merges scalar loads of adjacent elements that are only lane-0 FMA
/// factors into one vector load read by lanes (see the module docs);
/// returns how many vector loads replaced scalar ones.
pub fn group_lane_loads(f: &mut Func) -> usize {
    let n = f.vregs.len();
    let mut defs = vec![0u32; n];
    let mut uses = vec![0u32; n];
    let mut lane_uses = vec![0u32; n];
    for b in &f.blocks {
        for i in &b.insts {
            i.for_each_use(|v| uses[v.0 as usize] += 1);
            if let Some(d) = i.def() {
                defs[d.0 as usize] += 1;
            }
            if let Inst::Fma {
                ty: FmaTy::PsLane(0) | FmaTy::PdLane(0),
                a,
                b: VSrc::Reg(s),
                c,
                ..
            } = i
            {
                if s != a && s != c {
                    lane_uses[s.0 as usize] += 1;
                }
            }
        }
    }
    let mut grouped = 0;
    for bi in 0..f.blocks.len() {
        // candidates: (position, base, disp, dst, f64)
        let cands: Vec<(usize, VReg, i32, VReg, bool)> = f.blocks[bi]
            .insts
            .iter()
            .enumerate()
            .filter_map(|(k, i)| match i {
                Inst::Load {
                    kind: kind @ (MemKind::F32 | MemKind::F64),
                    dst,
                    addr:
                        Addr {
                            base: Base::Reg(p),
                            index: None,
                            disp,
                        },
                } if defs[dst.0 as usize] == 1
                    && uses[dst.0 as usize] > 0
                    && uses[dst.0 as usize] == lane_uses[dst.0 as usize] =>
                {
                    Some((k, *p, *disp, *dst, *kind == MemKind::F64))
                }
                _ => None,
            })
            .collect();
        let mut taken = vec![false; cands.len()];
        // (position of the new load, its destination, base and disp)
        let mut groups: Vec<(usize, VReg, VReg, i32)> = Vec::new();
        // the vector and lane of each grouped scalar
        let mut lane_of: Vec<Option<(VReg, u8)>> = vec![None; n];
        for c in 0..cands.len() {
            if taken[c] {
                continue;
            }
            let (_, p, d0, _, f64_) = cands[c];
            let (width, lanes) = if f64_ { (8, 2) } else { (4, 4) };
            let mut members = Vec::with_capacity(lanes);
            for k in 0..lanes as i32 {
                let want = d0 + k * width;
                match (0..cands.len()).find(|&o| {
                    !taken[o] && cands[o].1 == p && cands[o].2 == want && cands[o].4 == f64_
                }) {
                    Some(o) => members.push(o),
                    None => break,
                }
            }
            if members.len() != lanes {
                continue;
            }
            let first = members.iter().map(|&o| cands[o].0).min().expect("members");
            let last = members.iter().map(|&o| cands[o].0).max().expect("members");
            // nothing in between may write memory or redefine the base
            let insts = &f.blocks[bi].insts;
            let clear = insts[first..=last]
                .iter()
                .all(|i| pure(i) && i.def() != Some(p));
            if !clear {
                continue;
            }
            f.vregs.push(RegClass::Vec);
            let q = VReg(f.vregs.len() as u32 - 1);
            for (lane, &o) in members.iter().enumerate() {
                taken[o] = true;
                lane_of[cands[o].3 .0 as usize] = Some((q, lane as u8));
            }
            groups.push((first, q, p, d0));
        }
        if groups.is_empty() {
            continue;
        }
        let block = &mut f.blocks[bi];
        let mut out = Vec::with_capacity(block.insts.len());
        for (k, i) in block.insts.drain(..).enumerate() {
            if let Some(g) = groups.iter().find(|g| g.0 == k) {
                out.push(Inst::Load {
                    kind: MemKind::V128,
                    dst: g.1,
                    addr: Addr::reg_disp(g.2, g.3),
                });
            }
            match i {
                Inst::Load { dst, .. } if lane_of[dst.0 as usize].is_some() => {}
                Inst::Fma {
                    op,
                    ty: ty @ (FmaTy::PsLane(0) | FmaTy::PdLane(0)),
                    dst,
                    a,
                    b: VSrc::Reg(s),
                    c,
                } => match lane_of[s.0 as usize] {
                    Some((q, lane)) => out.push(Inst::Fma {
                        op,
                        ty: if ty.is_f64() {
                            FmaTy::PdLane(lane)
                        } else {
                            FmaTy::PsLane(lane)
                        },
                        dst,
                        a,
                        b: VSrc::Reg(q),
                        c,
                    }),
                    None => out.push(i),
                },
                other => out.push(other),
            }
        }
        block.insts = out;
        grouped += groups.len();
    }
    grouped
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mir::builder::FuncBuilder;

    fn broadcast(b: &mut FuncBuilder, elem: Elem, s: VReg) -> VReg {
        let y = b.vec();
        b.push(Inst::Broadcast {
            elem,
            dst: y,
            src: BSrc::Vec(s),
        });
        y
    }

    #[test]
    fn broadcast_factors_become_lane_zero_operands() {
        let mut b = FuncBuilder::new("f");
        let p = b.param(AbiType::Ptr)[0];
        let s = b.load(MemKind::F32, Addr::reg(p));
        let x = b.load(MemKind::V128, Addr::reg_disp(p, 16));
        let acc = b.zero(RegClass::Vec);
        let y = broadcast(&mut b, Elem::B32, s);
        let r1 = b.fma(FmaOp::MulAdd, FmaTy::Ps, y, VSrc::Reg(x), acc);
        let r2 = b.fma(FmaOp::MulAdd, FmaTy::Ps, x, VSrc::Reg(y), r1);
        b.store(MemKind::V128, r2, Addr::reg(p));
        b.ret(None);
        let mut f = b.finish();
        assert_eq!(fma_by_element(&mut f), 1);
        let insts = &f.blocks[0].insts;
        assert!(!insts.iter().any(|i| matches!(i, Inst::Broadcast { .. })));
        let lane0: Vec<_> = insts
            .iter()
            .filter_map(|i| match i {
                Inst::Fma {
                    ty: FmaTy::PsLane(0),
                    a,
                    b: VSrc::Reg(bb),
                    ..
                } => Some((*a, *bb)),
                _ => None,
            })
            .collect();
        assert_eq!(lane0, vec![(x, s), (x, s)]);
        f.validate().expect("valid");
    }

    #[test]
    fn broadcasts_with_other_uses_or_sizes_stay() {
        let mut b = FuncBuilder::new("f");
        let p = b.param(AbiType::Ptr)[0];
        let s = b.load(MemKind::F32, Addr::reg(p));
        let x = b.load(MemKind::V128, Addr::reg_disp(p, 16));
        let acc = b.zero(RegClass::Vec);
        // used by an add too: stays
        let y = broadcast(&mut b, Elem::B32, s);
        let r = b.fma(FmaOp::MulAdd, FmaTy::Ps, y, VSrc::Reg(x), acc);
        let t = b.vbin(VBinOp::FAdd, VTy::F32x8, r, VSrc::Reg(y));
        // a 64-bit broadcast feeding an f32 FMA: stays
        let z = broadcast(&mut b, Elem::B64, s);
        let u = b.fma(FmaOp::MulAdd, FmaTy::Ps, z, VSrc::Reg(x), t);
        b.store(MemKind::V128, u, Addr::reg(p));
        b.ret(None);
        let mut f = b.finish();
        assert_eq!(fma_by_element(&mut f), 0);
        assert!(f.blocks[0].insts.iter().all(|i| !matches!(
            i,
            Inst::Fma {
                ty: FmaTy::PsLane(0) | FmaTy::PdLane(0),
                ..
            }
        )));
    }
}
