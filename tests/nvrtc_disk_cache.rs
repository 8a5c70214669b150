//! The NVRTC compile cache on disk. `cache::set_disk_dir` is process-global, so this test has
//! its own binary (one test) and cannot race the compiles in tests/nvrtc.rs.

#[macro_use]
mod support;

use cuda_driver::nvrtc::{cache, compile_ptx};
use std::path::{Path, PathBuf};

fn cache_files(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| rd.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    v.retain(|p| p.extension().is_some_and(|e| e == "ptx-cache"));
    v.sort();
    v
}

/// Removes the folder even when an assertion fails.
struct TempDir(PathBuf);

impl Drop for TempDir {
    fn drop(&mut self) {
        cache::set_disk_dir(None);
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

#[test]
fn disk_cache_survives_clearing_memory() {
    nvrtc!();
    // A lock held across the disk lookup once deadlocked here: fail instead of hanging CI.
    std::thread::spawn(|| {
        std::thread::sleep(std::time::Duration::from_secs(120));
        eprintln!("disk cache test still running after 120 s: deadlock?");
        std::process::exit(101);
    });
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_nanos();
    let tag = format!("{}-{nanos}", std::process::id());
    // Not created yet: the cache creates its folder.
    let dir = TempDir(std::env::temp_dir().join(format!("cuda-driver-nvrtc-cache-test-{tag}")));
    cache::set_disk_dir(Some(dir.0.clone()));
    let src = format!(
        "// disk cache test {tag}\nextern \"C\" __global__ void k(float *x) {{ x[threadIdx.x] *= 2.0f; }}\n"
    );

    let s0 = cache::stats_this_thread();
    let first = compile_ptx(&src).unwrap().to_src();
    let s1 = cache::stats_this_thread();
    assert_eq!(
        (s1.compiles - s0.compiles, s1.hits - s0.hits),
        (1, 0),
        "first compile"
    );
    assert!(first.contains(".entry k("), "{first}");
    let files = cache_files(&dir.0);
    assert_eq!(
        files.len(),
        1,
        "one .ptx-cache file in {}: {files:?}",
        dir.0.display()
    );
    // No temporary files are left behind.
    assert_eq!(std::fs::read_dir(&dir.0).unwrap().count(), 1);

    // Memory only: the disk copy answers.
    cache::clear();
    let second = compile_ptx(&src).unwrap().to_src();
    let s2 = cache::stats_this_thread();
    assert_eq!(
        (s2.compiles - s1.compiles, s2.hits - s1.hits),
        (0, 1),
        "after clear()"
    );
    assert_eq!(first, second);

    // A damaged file is a miss (and is rewritten), never wrong PTX.
    let bytes = std::fs::read(&files[0]).unwrap();
    std::fs::write(&files[0], &bytes[..bytes.len() - 10]).unwrap();
    cache::clear();
    let third = compile_ptx(&src).unwrap().to_src();
    let s3 = cache::stats_this_thread();
    assert_eq!(
        (s3.compiles - s2.compiles, s3.hits - s2.hits),
        (1, 0),
        "damaged file"
    );
    assert_eq!(first, third);
    assert_eq!(
        std::fs::read(&files[0]).unwrap(),
        bytes,
        "the file is rewritten"
    );

    // With the disk cache off, clearing memory means compiling again.
    cache::set_disk_dir(None);
    cache::clear();
    compile_ptx(&src).unwrap();
    let s4 = cache::stats_this_thread();
    assert_eq!(
        (s4.compiles - s3.compiles, s4.hits - s3.hits),
        (1, 0),
        "disk cache off"
    );
}
