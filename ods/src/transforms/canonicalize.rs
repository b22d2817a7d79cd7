//! The `canonicalize` pass: every registered op's canonicalization patterns
//! and folders, applied by the greedy driver.

use crate::diag::Diagnostic;
use crate::ir::{Context, Operation};
use crate::pass::{Pass, PassOptions};
use crate::rewrite::greedy::apply_patterns_greedily;
use crate::rewrite::{GreedyRewriteConfig, RegionSimplification, RewritePatternSet};

/// `canonicalize` with MLIR's options.
pub struct Canonicalizer {
    config: GreedyRewriteConfig,
    test_convergence: bool,
    disabled: Vec<String>,
    enabled: Vec<String>,
}

impl Canonicalizer {
    /// The pass with options parsed from `opts` (MLIR's spelling:
    /// `top-down`, `region-simplify`, `max-iterations`, `max-num-rewrites`,
    /// `test-convergence`, `disable-patterns`, `enable-patterns`).
    pub fn new(opts: &PassOptions) -> Result<Canonicalizer, String> {
        let mut config = GreedyRewriteConfig {
            top_down: true,
            ..GreedyRewriteConfig::default()
        };
        let mut test_convergence = false;
        let (mut disabled, mut enabled) = (Vec::new(), Vec::new());
        for (key, value) in opts.entries() {
            match key {
                "top-down" => config.top_down = PassOptions::parse_bool(key, value)?,
                "test-convergence" => test_convergence = PassOptions::parse_bool(key, value)?,
                "max-iterations" => config.max_iterations = PassOptions::parse_limit(key, value)?,
                "max-num-rewrites" => {
                    config.max_num_rewrites = PassOptions::parse_limit(key, value)?
                }
                "region-simplify" => {
                    config.region_simplification = match value {
                        Some("disabled") => RegionSimplification::Disabled,
                        Some("normal") => RegionSimplification::Normal,
                        Some("aggressive") => RegionSimplification::Aggressive,
                        _ => {
                            return Err(format!(
                                "Cannot find option named '{}'!",
                                value.unwrap_or_default()
                            ))
                        }
                    }
                }
                "disable-patterns" => disabled.extend(PassOptions::list(value)),
                "enable-patterns" => enabled.extend(PassOptions::list(value)),
                other => return Err(format!("no such option {other}")),
            }
        }
        Ok(Canonicalizer {
            config,
            test_convergence,
            disabled,
            enabled,
        })
    }
}

impl Pass for Canonicalizer {
    fn name(&self) -> &str {
        "canonicalize"
    }

    fn run(&mut self, ctx: &mut Context, op: Operation) -> Result<(), Vec<Diagnostic>> {
        let mut set = RewritePatternSet::canonicalization_patterns(ctx);
        set.filter(&self.disabled, &self.enabled);
        let frozen = set.freeze(ctx);
        let outcome = apply_patterns_greedily(ctx, op, &frozen, &self.config);
        if self.test_convergence && !outcome.converged {
            let n = self.config.max_iterations.map_or(-1, |n| n as i64);
            return Err(vec![ctx.op_error(
                op,
                format!("Canonicalizer failed to converge within {n} iterations"),
            )]);
        }
        Ok(())
    }
}
