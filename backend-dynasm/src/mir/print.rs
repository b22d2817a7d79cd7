//! A plain-text dump of MIR for debugging and test failure messages.

use super::{Func, Inst};
use std::fmt::Write;

/// One instruction per line, blocks labelled `bbN:`.
pub fn dump(f: &Func) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "func {} {:?} params {:?}",
        f.name,
        f.sig,
        f.params.iter().map(|p| p.0).collect::<Vec<_>>()
    );
    for (i, b) in f.blocks.iter().enumerate() {
        let _ = writeln!(s, "bb{i}:");
        for inst in &b.insts {
            let _ = writeln!(s, "  {}", inst_str(inst));
        }
    }
    s
}

/// The `Debug` form, with `VReg(n)` shortened to `%n`.
pub fn inst_str(i: &Inst) -> String {
    let d = format!("{i:?}");
    let mut out = String::with_capacity(d.len());
    let mut rest = d.as_str();
    while let Some(p) = rest.find("VReg(") {
        out.push_str(&rest[..p]);
        let tail = &rest[p + 5..];
        let end = tail.find(')').unwrap_or(tail.len());
        out.push('%');
        out.push_str(&tail[..end]);
        rest = &tail[(end + 1).min(tail.len())..];
    }
    out.push_str(rest);
    out
}
