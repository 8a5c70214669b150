//! A CPU sampler for the concurrency group's profile (`BENCH_PROFILE=1`; Linux on x86-64).
//!
//! While it runs, the kernel sends the process SIGPROF for every tick of CPU time it spends
//! (`ITIMER_PROF`: every 1 to 4 ms, by the kernel's clock), and the handler notes the
//! interrupted instruction's address and thread. The report gives the share of the samples in
//! each file mapped there (libcuda, libc, this binary, the vDSO), in each thread (by name), and
//! in each exported symbol outside this binary. Time in the kernel lands on the libc function
//! that made the system call. With `OUT` set, it writes the addresses inside this binary,
//! relative to where it was loaded, to `$OUT/samples-<label>.txt`: `addr2line -f -C -e` on the
//! same build, unstripped (the bench executable under `target/release/deps/`), names the
//! functions.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};

/// Samples kept per run (more are counted, not kept).
const CAP: usize = 1 << 16;
static IPS: [AtomicUsize; CAP] = [const { AtomicUsize::new(0) }; CAP];
static TIDS: [AtomicUsize; CAP] = [const { AtomicUsize::new(0) }; CAP];
static COUNT: AtomicUsize = AtomicUsize::new(0);

/// The SIGPROF handler: atomic stores and one system call, both async-signal-safe.
extern "C" fn on_prof(_: libc::c_int, _: *mut libc::siginfo_t, ctx: *mut libc::c_void) {
    // SAFETY: the kernel passes the interrupted thread's `ucontext_t` to an SA_SIGINFO handler.
    let ip =
        unsafe { (*(ctx as *const libc::ucontext_t)).uc_mcontext.gregs[libc::REG_RIP as usize] };
    let i = COUNT.fetch_add(1, Relaxed);
    if i < CAP {
        IPS[i].store(ip as usize, Relaxed);
        // SAFETY: gettid takes no arguments and cannot fail.
        TIDS[i].store(unsafe { libc::syscall(libc::SYS_gettid) } as usize, Relaxed);
    }
}

/// Sets the process's CPU-time timer to fire every `us` microseconds (0: off).
fn set_timer(us: i64) {
    let tv = libc::timeval {
        tv_sec: 0,
        tv_usec: us as _,
    };
    let it = libc::itimerval {
        it_interval: tv,
        it_value: tv,
    };
    // SAFETY: a valid itimerval; the old value is not asked for.
    unsafe { libc::setitimer(libc::ITIMER_PROF, &it, std::ptr::null_mut()) };
}

/// Runs `f` `times` times under the sampler and prints the report, labelled `label`.
pub(crate) fn sample(label: &str, times: usize, f: &mut dyn FnMut()) {
    COUNT.store(0, Relaxed);
    // SAFETY: an all-zero sigaction is valid; the handler is async-signal-safe, and
    // SA_RESTART resumes the system calls it interrupts.
    unsafe {
        let mut sa: libc::sigaction = std::mem::zeroed();
        sa.sa_sigaction = on_prof as *const () as usize;
        sa.sa_flags = libc::SA_SIGINFO | libc::SA_RESTART;
        libc::sigemptyset(&mut sa.sa_mask);
        libc::sigaction(libc::SIGPROF, &sa, std::ptr::null_mut());
    }
    set_timer(1000);
    for _ in 0..times {
        f();
    }
    set_timer(0);
    let n = COUNT.load(Relaxed).min(CAP);
    let samples: Vec<(usize, usize)> = (0..n)
        .map(|i| (IPS[i].load(Relaxed), TIDS[i].load(Relaxed)))
        .collect();
    report(label, &samples);
}

/// The exported symbol at or before `ip` ("?" where there is none).
fn symbol(ip: usize) -> String {
    // SAFETY: an all-zero Dl_info is valid; dladdr fills it or returns 0.
    unsafe {
        let mut info: libc::Dl_info = std::mem::zeroed();
        if libc::dladdr(ip as *const libc::c_void, &mut info) != 0 && !info.dli_sname.is_null() {
            return std::ffi::CStr::from_ptr(info.dli_sname)
                .to_string_lossy()
                .into_owned();
        }
    }
    "?".into()
}

/// Prints the shares of `samples` (address, thread) by file, thread and symbol, and writes the
/// addresses inside this binary to `$OUT/samples-<label>.txt`.
fn report(label: &str, samples: &[(usize, usize)]) {
    let maps = std::fs::read_to_string("/proc/self/maps").unwrap_or_default();
    let exe = std::fs::read_link("/proc/self/exe").unwrap_or_default();
    let exe = exe.to_string_lossy();
    // (start, end, file) of each mapping, and where this binary starts.
    let mut ranges = Vec::new();
    let mut exe_base = usize::MAX;
    for line in maps.lines() {
        let f: Vec<&str> = line.split_whitespace().collect();
        let Some((s, e)) = f.first().and_then(|r| r.split_once('-')) else {
            continue;
        };
        let (Ok(s), Ok(e)) = (usize::from_str_radix(s, 16), usize::from_str_radix(e, 16)) else {
            continue;
        };
        let path = f.get(5).copied().unwrap_or("[anonymous]");
        if path == exe {
            exe_base = exe_base.min(s);
        }
        ranges.push((s, e, path));
    }
    let mut by_file = BTreeMap::<String, usize>::new();
    let mut by_thread = BTreeMap::<String, usize>::new();
    let mut by_symbol = BTreeMap::<String, usize>::new();
    // The threads' names, read once ("gone" for a thread that ended since).
    let names = super::concurrency::thread_cpu();
    let mut inside = String::new();
    for &(ip, tid) in samples {
        let name = names.get(&(tid as u64)).map_or("gone", |(n, _)| n.as_str());
        *by_thread.entry(name.to_string()).or_default() += 1;
        let file = ranges
            .iter()
            .find(|(s, e, _)| (*s..*e).contains(&ip))
            .map_or("?", |r| r.2);
        let short = file.rsplit('/').next().unwrap_or(file);
        *by_file.entry(short.to_string()).or_default() += 1;
        if file == exe {
            inside.push_str(&format!("{:#x}\n", ip - exe_base));
        } else {
            *by_symbol
                .entry(format!("{short}: {}", symbol(ip)))
                .or_default() += 1;
        }
    }
    let total = samples.len().max(1) as f64;
    let shares = |m: BTreeMap<String, usize>, top: usize| {
        let mut v: Vec<_> = m.into_iter().collect();
        v.sort_by_key(|b| std::cmp::Reverse(b.1));
        v.into_iter()
            .take(top)
            .map(|(k, n)| format!("{k} {:.1}%", n as f64 * 100.0 / total))
            .collect::<Vec<_>>()
    };
    println!("## samples: {label}: {} samples", samples.len());
    println!("  by file: {}", shares(by_file, 8).join(", "));
    println!("  by thread: {}", shares(by_thread, 8).join(", "));
    println!(
        "  outside this binary: {}",
        shares(by_symbol, 12).join(", ")
    );
    if let Ok(out) = std::env::var("OUT") {
        let name: String = label
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
            .collect();
        let _ = std::fs::write(format!("{out}/samples-{name}.txt"), inside);
    }
}
