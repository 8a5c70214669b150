//! Tests that need a process of their own: checks of the host side while the GPU is busy (a
//! drop that returns at once, a wait that must not spin), of settings of the whole context,
//! and of panics mid-operation. In a test binary, other tests' calls that synchronize the whole
//! context can hold a thread's driver calls up until the GPU is idle, which hides what is
//! measured. Such a check is an ignored test that its parent test runs in a child process: the
//! same binary again, running that one test, with nothing else using the driver there (it finds
//! the test by its path, from `module_path!()`, so a test keeps working wherever it moves).
//!
//! ```ignore
//! #[test]
//! fn drops_never_block() {
//!     let _dev = gpu!();
//!     child::run_in_child(module_path!(), "quiet_drops_never_block");
//! }
//!
//! #[test]
//! #[ignore = "run in a quiet process of its own by its parent test"]
//! fn quiet_drops_never_block() {
//!     if !child::in_child(module_path!(), "quiet_drops_never_block") {
//!         return;
//!     }
//!     // the check
//! }
//! ```

use std::time::{Duration, Instant};

/// Names the ignored test a child process runs.
const CHILD: &str = "CUDA_DRIVER_TEST_CHILD";

/// `module::test`, the test's name in the harness, from the `module_path!()` of its module
/// (which starts with the binary's crate): what a child process passes to `--exact`.
pub(crate) fn test_name(module: &str, test: &str) -> String {
    let module = module.split_once("::").map_or(module, |(_, rest)| rest);
    format!("{module}::{test}")
}

/// Runs the ignored test `test` of `module` (its `module_path!()`) in a child process (this
/// binary again) and fails unless it ran and passed within two minutes. Under the sanitizer
/// (`scripts/memcheck.sh`) it says so and returns.
pub(crate) fn run_in_child(module: &str, test: &str) {
    run_in_child_with(module, test, &[]);
}

/// As [`run_in_child`], with `env` set in the child's environment (settings the driver reads
/// once, at its initialisation).
pub(crate) fn run_in_child_with(module: &str, test: &str, env: &[(&str, &str)]) {
    if super::under_sanitizer(test) {
        return;
    }
    let name = test_name(module, test);
    let mut child = std::process::Command::new(std::env::current_exe().unwrap())
        .arg(&name)
        .args(["--exact", "--ignored", "--nocapture", "--test-threads=1"])
        .envs(env.iter().copied())
        .env(CHILD, &name)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let read = |mut r: Box<dyn std::io::Read + Send>| {
        std::thread::spawn(move || {
            let mut s = String::new();
            let _ = r.read_to_string(&mut s);
            s
        })
    };
    let out = read(Box::new(child.stdout.take().unwrap()));
    let err = read(Box::new(child.stderr.take().unwrap()));
    let until = Instant::now() + Duration::from_secs(120);
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if Instant::now() > until {
            let _ = child.kill();
            panic!("{name}: the child process still runs after 120 s: something hung");
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    let log = format!("{}\n{}", out.join().unwrap(), err.join().unwrap());
    assert!(
        status.success(),
        "{name} failed in its process ({status}):\n{log}"
    );
    assert!(
        log.contains("test result: ok. 1 passed"),
        "{name} did not run in its process:\n{log}"
    );
}

/// Whether this process is the child that runs `test` of `module` (then a watchdog ends it,
/// failing, after a minute); elsewhere the ignored test returns at once.
pub(crate) fn in_child(module: &str, test: &str) -> bool {
    if std::env::var(CHILD).is_ok_and(|v| v == test_name(module, test)) {
        std::thread::spawn(|| {
            std::thread::sleep(Duration::from_secs(60));
            eprintln!("still running after 60 s: something hung");
            std::process::exit(101);
        });
        true
    } else {
        eprintln!("skipped: runs only in the child process its parent test starts");
        false
    }
}
