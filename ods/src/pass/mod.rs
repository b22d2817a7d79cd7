//! Passes and pass pipelines (MLIR `Pass`, `OpPassManager`, the textual
//! pipeline syntax `builtin.module(func.func(canonicalize{top-down=false}), cse)`).

mod pipeline;

pub use pipeline::parse_pass_pipeline;

use crate::diag::Diagnostic;
use crate::ir::{Context, Operation};

/// A pass run on one operation.
pub trait Pass {
    /// The registered argument (`canonicalize`).
    fn name(&self) -> &str;
    /// Runs on `op`; diagnostics mean the pass failed.
    fn run(&mut self, ctx: &mut Context, op: Operation) -> Result<(), Vec<Diagnostic>>;
}

/// A pass's options as written (`key=value` or `key` pairs).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PassOptions {
    entries: Vec<(String, Option<String>)>,
}

impl PassOptions {
    /// Parses `key=value key2 key3={a,b}` (space separated; values may be
    /// quoted or braced).
    pub fn parse(text: &str) -> Result<PassOptions, String> {
        let mut entries = Vec::new();
        let b = text.as_bytes();
        let mut i = 0;
        while i < b.len() {
            while i < b.len() && b[i].is_ascii_whitespace() {
                i += 1;
            }
            if i >= b.len() {
                break;
            }
            let start = i;
            while i < b.len() && b[i] != b'=' && !b[i].is_ascii_whitespace() {
                i += 1;
            }
            let key = text[start..i].to_string();
            let mut value = None;
            if i < b.len() && b[i] == b'=' {
                i += 1;
                let vstart = i;
                let mut depth = 0i32;
                let mut quote = false;
                while i < b.len() {
                    match b[i] {
                        b'"' => quote = !quote,
                        b'{' | b'(' | b'[' if !quote => depth += 1,
                        b'}' | b')' | b']' if !quote => depth -= 1,
                        c if c.is_ascii_whitespace() && depth == 0 && !quote => break,
                        _ => {}
                    }
                    i += 1;
                }
                let mut v = &text[vstart..i];
                if v.len() >= 2
                    && ((v.starts_with('"') && v.ends_with('"'))
                        || (v.starts_with('{') && v.ends_with('}')))
                {
                    v = &v[1..v.len() - 1];
                }
                value = Some(v.to_string());
            }
            entries.push((key, value));
        }
        Ok(PassOptions { entries })
    }

    /// The options in order.
    pub fn entries(&self) -> impl Iterator<Item = (&str, Option<&str>)> {
        self.entries.iter().map(|(k, v)| (k.as_str(), v.as_deref()))
    }

    /// A boolean option (`key`, `key=true`, `key=false`, `1`, `0`).
    pub fn parse_bool(key: &str, value: Option<&str>) -> Result<bool, String> {
        match value {
            None | Some("true") | Some("TRUE") | Some("True") | Some("1") => Ok(true),
            Some("false") | Some("FALSE") | Some("False") | Some("0") => Ok(false),
            Some(v) => Err(format!(
                "for the --{key} option: '{v}' is invalid value for boolean argument! Try 0 or 1"
            )),
        }
    }

    /// An iteration limit (`-1`: none).
    pub fn parse_limit(key: &str, value: Option<&str>) -> Result<Option<u64>, String> {
        let v = value.unwrap_or_default();
        let n: i64 = v.parse().map_err(|_| {
            format!("for the --{key} option: '{v}' value invalid for integer argument!")
        })?;
        Ok(if n < 0 { None } else { Some(n as u64) })
    }

    /// A comma-separated list.
    pub fn list(value: Option<&str>) -> Vec<String> {
        value
            .unwrap_or_default()
            .split(',')
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(str::to_string)
            .collect()
    }
}

/// Creates a registered pass from its options.
pub type PassConstructor = fn(&PassOptions) -> Result<Box<dyn Pass>, String>;

/// The passes `ods-opt` knows, by argument.
pub fn registered_pass(name: &str) -> Option<PassConstructor> {
    fn canonicalize(o: &PassOptions) -> Result<Box<dyn Pass>, String> {
        Ok(Box::new(
            crate::transforms::canonicalize::Canonicalizer::new(o)?,
        ))
    }
    fn cse(o: &PassOptions) -> Result<Box<dyn Pass>, String> {
        if let Some((k, _)) = o.entries().next() {
            return Err(format!("no such option {k}"));
        }
        Ok(Box::new(crate::transforms::cse::Cse))
    }
    match name {
        "canonicalize" => Some(canonicalize),
        "cse" => Some(cse),
        _ => EXTRA_PASSES
            .read()
            .ok()?
            .iter()
            .find(|p| p.name == name)
            .map(|p| p.ctor),
    }
}

/// A pass registered by another crate (MLIR's `PassRegistration`).
#[derive(Clone, Copy)]
pub struct PassInfo {
    /// The pass argument (`lower-vector-contract`).
    pub name: &'static str,
    /// One line for `--help`.
    pub description: &'static str,
    /// Creates the pass.
    pub ctor: PassConstructor,
}

static EXTRA_PASSES: std::sync::RwLock<Vec<PassInfo>> = std::sync::RwLock::new(Vec::new());

/// Registers a pass so that [`registered_pass`] (and so `--NAME` flags and
/// `--pass-pipeline`) finds it; registering a name again replaces it.
pub fn register_pass(info: PassInfo) {
    if let Ok(mut v) = EXTRA_PASSES.write() {
        v.retain(|p| p.name != info.name);
        v.push(info);
    }
}

/// The passes registered with [`register_pass`], in registration order.
pub fn registered_passes() -> Vec<PassInfo> {
    EXTRA_PASSES.read().map(|v| v.clone()).unwrap_or_default()
}

/// One element of a pipeline.
pub enum PassEntry {
    /// A pass run on the manager's op.
    Pass(Box<dyn Pass>),
    /// A nested pipeline run on each immediately nested op with its anchor.
    Nested(OpPassManager),
}

/// A pipeline anchored on an op name (`None`: any op).
pub struct OpPassManager {
    /// The op name this manager runs on.
    pub anchor: Option<String>,
    /// What runs, in order.
    pub passes: Vec<PassEntry>,
}

impl OpPassManager {
    /// An empty pipeline on `anchor`.
    pub fn new(anchor: Option<String>) -> OpPassManager {
        OpPassManager {
            anchor,
            passes: Vec::new(),
        }
    }

    /// Appends a pass (MLIR `OpPassManager::addPass`).
    pub fn add_pass(&mut self, pass: Box<dyn Pass>) {
        self.passes.push(PassEntry::Pass(pass));
    }

    /// Appends a pipeline run on each immediately nested op named `anchor`
    /// and returns it to fill (MLIR `OpPassManager::nest`).
    pub fn nest(&mut self, anchor: &str) -> &mut OpPassManager {
        self.passes.push(PassEntry::Nested(OpPassManager::new(Some(
            anchor.to_string(),
        ))));
        match self.passes.last_mut() {
            Some(PassEntry::Nested(pm)) => pm,
            _ => unreachable!("a nested pipeline was just pushed"),
        }
    }

    /// True if nothing runs.
    pub fn is_empty(&self) -> bool {
        self.passes.is_empty()
    }

    /// Runs the pipeline on `op`, verifying after each pass as `mlir-opt`
    /// does.
    pub fn run(&mut self, ctx: &mut Context, op: Operation) -> Result<(), Vec<Diagnostic>> {
        for entry in &mut self.passes {
            match entry {
                PassEntry::Pass(p) => {
                    p.run(ctx, op)?;
                    crate::verifier::verify(ctx, op)?;
                }
                PassEntry::Nested(pm) => {
                    let anchor = pm.anchor.clone();
                    let mut targets = Vec::new();
                    for region in ctx.regions(op).collect::<Vec<_>>() {
                        for block in ctx.region_blocks(region) {
                            for child in ctx.block_ops(block) {
                                let matches = match &anchor {
                                    None => true,
                                    Some(a) => {
                                        ctx.op_name_str(ctx.op_name_of(child)) == a.as_bytes()
                                    }
                                };
                                if matches {
                                    targets.push(child);
                                }
                            }
                        }
                    }
                    for t in targets {
                        pm.run(ctx, t)?;
                    }
                }
            }
        }
        Ok(())
    }
}
