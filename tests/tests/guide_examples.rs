//! The dialect author's guide (`docs/guide/*.md`, shown by rustdoc as
//! `ods::guide`) is compiled and run: every ```rust block of every page is
//! a whole program, built and executed through `trybuild` against the
//! public API (so the guide cannot drift from the code, and nothing it
//! uses may be private).

use std::path::{Path, PathBuf};

/// The ```rust blocks of a markdown page.
fn rust_blocks(text: &str) -> Vec<String> {
    let mut blocks = Vec::new();
    let mut current: Option<String> = None;
    for line in text.lines() {
        match &mut current {
            None if line.trim_start() == "```rust" => current = Some(String::new()),
            Some(_) if line.trim_start() == "```" => blocks.push(current.take().unwrap()),
            Some(b) => {
                b.push_str(line);
                b.push('\n');
            }
            None => {}
        }
    }
    assert!(current.is_none(), "unterminated ```rust block");
    blocks
}

#[test]
fn every_guide_example_compiles_and_runs() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let guide = root.join("docs/guide");
    let out = root.join("target/guide-examples");
    let _ = std::fs::remove_dir_all(&out);
    std::fs::create_dir_all(&out).unwrap();
    let mut pages: Vec<PathBuf> = std::fs::read_dir(&guide)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "md"))
        .collect();
    pages.sort();
    let t = trybuild::TestCases::new();
    let mut n = 0;
    for page in &pages {
        let text = std::fs::read_to_string(page).unwrap();
        let stem = page
            .file_stem()
            .unwrap()
            .to_string_lossy()
            .replace('-', "_");
        let blocks = rust_blocks(&text);
        // Every topic page (all but the index) shows a whole program.
        assert!(
            !blocks.is_empty() || page.ends_with("README.md"),
            "{} has no example",
            page.display()
        );
        for (i, block) in blocks.into_iter().enumerate() {
            assert!(
                block.contains("fn main()"),
                "{}: example {i} is not a whole program",
                page.display()
            );
            let f = out.join(format!("guide_{stem}_{i}.rs"));
            std::fs::write(&f, block).unwrap();
            t.pass(&f);
            n += 1;
        }
    }
    println!("{n} guide examples from {} pages", pages.len());
}
