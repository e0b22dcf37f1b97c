//! Lists the message files for `src/i18n.rs`: every area is one `.ftl` file per language
//! under `src/i18n/ftl/{it,en,es}/`, so a new area is its three files and no line of code.
//! The build fails when one language lacks a file another has (the tests then check the
//! messages inside). The list, sorted by area name, is written to `OUT_DIR/ftl_areas.rs`
//! as `include_str!`s that `src/i18n.rs` includes.

use std::fs;
use std::path::{Path, PathBuf};

/// The languages' folders, in the order of `Lang::ALL` (`src/i18n.rs`).
const LANGS: [&str; 3] = ["it", "en", "es"];

fn main() -> Result<(), String> {
    println!("cargo:rerun-if-changed=src/i18n/ftl");
    let manifest = std::env::var("CARGO_MANIFEST_DIR").map_err(|e| e.to_string())?;
    let root = Path::new(&manifest).join("src/i18n/ftl");
    let ours = areas(&root.join(LANGS[0]))?;
    for lang in &LANGS[1..] {
        let theirs = areas(&root.join(lang))?;
        if theirs != ours {
            return Err(format!(
                "src/i18n/ftl/{lang}/ has the areas {theirs:?}, src/i18n/ftl/{}/ has {ours:?}: \
                 every language has one file per area",
                LANGS[0]
            ));
        }
    }
    let mut out = String::from("&[\n");
    for area in &ours {
        out.push_str("    [\n");
        for lang in LANGS {
            let file = root.join(lang).join(format!("{area}.ftl"));
            out.push_str(&format!("        include_str!({:?}),\n", path_text(&file)?));
        }
        out.push_str("    ],\n");
    }
    out.push_str("]\n");
    let dir = std::env::var("OUT_DIR").map_err(|e| e.to_string())?;
    fs::write(PathBuf::from(dir).join("ftl_areas.rs"), out).map_err(|e| e.to_string())
}

/// The names of the `.ftl` files in `dir`, without the extension, sorted.
fn areas(dir: &Path) -> Result<Vec<String>, String> {
    let entries = fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut names = Vec::new();
    for entry in entries {
        let path = entry.map_err(|e| e.to_string())?.path();
        if path.extension().is_some_and(|x| x == "ftl")
            && let Some(stem) = path.file_stem().and_then(|s| s.to_str())
        {
            names.push(stem.to_string());
        }
    }
    names.sort();
    Ok(names)
}

/// A path as the generated code writes it.
fn path_text(path: &Path) -> Result<&str, String> {
    path.to_str()
        .ok_or_else(|| format!("{}: not UTF-8", path.display()))
}
