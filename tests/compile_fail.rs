//! Compile-fail tests of the borrow rules and of the API's other compile-time guarantees
//! (sealed traits, unsafe functions): each snippet in tests/compile_fail/ is compiled with
//! rustc against the crate as cargo built it, and must fail with the error code named on its
//! first line (`// expect: E0499`), or compile (`// expect: compiles`, the control that proves
//! the harness works). Lines right after the first of the form `// expect-text: ...` name text
//! that the errors must also contain, to check that a snippet fails for the reason it is about.
//! A snippet with a line `// emit: link` is compiled to a library, not only checked, for
//! errors that show only once generic code is instantiated.
//!
//! Needs rustc and the crate's rlib beside this test binary (target/<profile>/deps/); where
//! they are missing (a packed test binary on a machine without Rust) the test skips, and the
//! binary says so when it exits. `REQUIRE_RUSTC=1` (as CI sets) makes that a failure.

mod support;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::SystemTime;

const SNIPPETS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/compile_fail");

/// The rustc that built the crate: `$RUSTC`, else the one beside `$CARGO`, else `rustc`.
fn rustc() -> PathBuf {
    if let Some(r) = std::env::var_os("RUSTC") {
        return r.into();
    }
    if let Some(cargo) = std::env::var_os("CARGO") {
        let beside =
            Path::new(&cargo).with_file_name(format!("rustc{}", std::env::consts::EXE_SUFFIX));
        if beside.is_file() {
            return beside;
        }
    }
    "rustc".into()
}

/// The crate's rlibs in `deps`, newest first.
fn rlibs(deps: &Path) -> Vec<PathBuf> {
    let mut found: Vec<(SystemTime, PathBuf)> = std::fs::read_dir(deps)
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            let name = p.file_name().and_then(|n| n.to_str()).unwrap_or_default();
            name.starts_with("libcuda_driver-") && name.ends_with(".rlib")
        })
        .filter_map(|p| Some((p.metadata().ok()?.modified().ok()?, p)))
        .collect();
    found.sort_by_key(|(modified, _)| std::cmp::Reverse(*modified));
    found.into_iter().map(|(_, p)| p).collect()
}

struct Harness {
    rustc: PathBuf,
    rlib: PathBuf,
    deps: PathBuf,
    out: PathBuf,
}

impl Harness {
    /// Compiles one snippet to metadata (enough for borrow checking), or, for a snippet with
    /// a line `// emit: link`, to a library, so that the generic code it calls is instantiated
    /// (for errors found only then): (success, stderr).
    fn compile(&self, snippet: &Path) -> (bool, String) {
        let text = std::fs::read_to_string(snippet).unwrap_or_default();
        let emit = if text.lines().any(|l| l.trim() == "// emit: link") {
            "link"
        } else {
            "metadata"
        };
        let out = Command::new(&self.rustc)
            .args(["--edition", "2024", "--crate-type", "lib", "--emit", emit])
            .arg("--extern")
            .arg(format!("cuda_driver={}", self.rlib.display()))
            .arg("-L")
            .arg(format!("dependency={}", self.deps.display()))
            .arg("--out-dir")
            .arg(&self.out)
            .arg(snippet)
            .output()
            .unwrap_or_else(|e| panic!("running {}: {e}", self.rustc.display()));
        (
            out.status.success(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    }
}

/// The harness, or `None` (after saying why) where rustc or the rlib cannot be found.
fn harness() -> Option<Harness> {
    let exe = std::env::current_exe().ok()?;
    let deps = exe.parent()?.to_path_buf();
    let rustc = rustc();
    if Command::new(&rustc).arg("--version").output().is_err() {
        support::skip(
            "rustc",
            "REQUIRE_RUSTC",
            &format!("cannot run {}", rustc.display()),
        );
        return None;
    }
    let candidates = rlibs(&deps);
    if candidates.is_empty() {
        support::skip(
            "rustc",
            "REQUIRE_RUSTC",
            &format!("no libcuda_driver-*.rlib in {}", deps.display()),
        );
        return None;
    }
    let out = std::env::temp_dir().join(format!("cuda-driver-compile-fail-{}", std::process::id()));
    std::fs::create_dir_all(&out).unwrap();
    // The first rlib that the control compiles against (normally the newest, built for this
    // test binary).
    let control = Path::new(SNIPPETS).join("control_compiles.rs");
    let mut errors = String::new();
    for rlib in candidates {
        let h = Harness {
            rustc: rustc.clone(),
            rlib,
            deps: deps.clone(),
            out: out.clone(),
        };
        let (ok, stderr) = h.compile(&control);
        if ok {
            return Some(h);
        }
        errors += &format!("--- with {}:\n{stderr}\n", h.rlib.display());
    }
    panic!("the control snippet does not compile, so the harness is broken:\n{errors}");
}

/// The code a snippet expects, from its first line, and the texts its errors must contain,
/// from the `// expect-text: ` lines that follow.
fn expectation(snippet: &Path) -> (String, Vec<String>) {
    let text = std::fs::read_to_string(snippet).unwrap();
    let mut lines = text.lines();
    let first = lines.next().unwrap_or_default();
    let code = first
        .strip_prefix("// expect: ")
        .unwrap_or_else(|| {
            panic!(
                "{}: the first line must be `// expect: E…` or `// expect: compiles`",
                snippet.display()
            )
        })
        .trim()
        .to_owned();
    let texts = lines
        .map_while(|l| l.strip_prefix("// expect-text: "))
        .map(|t| t.trim().to_owned())
        .collect();
    (code, texts)
}

#[test]
fn misuse_is_refused_at_compile_time() {
    let Some(h) = harness() else { return };
    let mut snippets: Vec<PathBuf> = std::fs::read_dir(SNIPPETS)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
        .collect();
    snippets.sort();
    assert!(snippets.len() >= 6, "snippets missing from {SNIPPETS}");
    let mut failures = Vec::new();
    for s in &snippets {
        let (want, texts) = expectation(s);
        let (ok, stderr) = h.compile(s);
        let name = s.file_name().unwrap().to_string_lossy();
        let missing: Vec<&String> = texts.iter().filter(|t| !stderr.contains(*t)).collect();
        match (want.as_str(), ok) {
            ("compiles", true) => println!("ok   {name}: compiles"),
            ("compiles", false) => {
                failures.push(format!("{name}: should compile but failed:\n{stderr}"))
            }
            (code, true) => failures.push(format!("{name}: should fail with {code} but compiled")),
            (code, false) if stderr.contains(&format!("error[{code}]")) && missing.is_empty() => {
                println!("ok   {name}: {code}")
            }
            (code, false) if stderr.contains(&format!("error[{code}]")) => failures.push(format!(
                "{name}: failed with {code}, but the errors lack {missing:?}:\n{stderr}"
            )),
            (code, false) => failures.push(format!(
                "{name}: should fail with {code}, failed otherwise:\n{stderr}"
            )),
        }
    }
    let _ = std::fs::remove_dir_all(&h.out);
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
