//! Kernels: launch configurations and their limits, every argument form and its checks, loading and
//! replacing modules, and NVRTC's options, headers and compile cache.

use cuda_driver::driver::{CudaDevice, CudaFunction};
use cuda_driver::nvrtc::Ptx;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

mod arguments;
mod configs;
mod modules;
mod nvrtc;

/// The kernels of this module:
///
/// - `big(p: 8192 bytes by value, out: u32*)`: out[0..3] = the words of `p` at bytes 0, 4096
///   and 8188 (a parameter past the classic 4 KiB of parameter space);
/// - `padded(s: struct { u8 c; f64 d; i32 i } by value, 24 bytes aligned 8, out: u32*)`:
///   out[0] = c, out[1] = i, out[2..4] = the bits of d;
/// - `no_params()`: does nothing;
/// - `smem_last(bytes: u32, out: u32*)`: writes 7 to the last word of its `bytes` of dynamic
///   shared memory, reads it back into out[0];
/// - `capped(out: u32*)` with `.maxntid 64, 1, 1`: out[0] = 1;
/// - `count_blocks(counter: u32*)`: thread 0 of each block adds 1 to counter[0].
const PTX: &str = r#"
.version 8.1
.target sm_70
.address_size 64

.extern .shared .align 16 .b8 dyn_smem[];

.visible .entry big(
	.param .align 4 .b8 big_p[8192],
	.param .u64 big_out
)
{
	.reg .b32 	%r<4>;
	.reg .b64 	%rd<3>;

	ld.param.u64 	%rd1, [big_out];
	cvta.to.global.u64 	%rd2, %rd1;
	ld.param.u32 	%r1, [big_p];
	ld.param.u32 	%r2, [big_p+4096];
	ld.param.u32 	%r3, [big_p+8188];
	st.global.u32 	[%rd2], %r1;
	st.global.u32 	[%rd2+4], %r2;
	st.global.u32 	[%rd2+8], %r3;
	ret;
}

.visible .entry padded(
	.param .align 8 .b8 padded_s[24],
	.param .u64 padded_out
)
{
	.reg .b16 	%rs<2>;
	.reg .b32 	%r<3>;
	.reg .b64 	%rd<4>;

	ld.param.u64 	%rd1, [padded_out];
	cvta.to.global.u64 	%rd2, %rd1;
	ld.param.u8 	%rs1, [padded_s];
	cvt.u32.u16 	%r1, %rs1;
	ld.param.u64 	%rd3, [padded_s+8];
	ld.param.u32 	%r2, [padded_s+16];
	st.global.u32 	[%rd2], %r1;
	st.global.u32 	[%rd2+4], %r2;
	st.global.u64 	[%rd2+8], %rd3;
	ret;
}

.visible .entry no_params()
{
	ret;
}

.visible .entry smem_last(
	.param .u32 smem_last_bytes,
	.param .u64 smem_last_out
)
{
	.reg .b32 	%r<4>;
	.reg .b64 	%rd<6>;

	ld.param.u32 	%r1, [smem_last_bytes];
	ld.param.u64 	%rd1, [smem_last_out];
	cvta.to.global.u64 	%rd2, %rd1;
	add.s32 	%r2, %r1, -4;
	cvt.u64.u32 	%rd3, %r2;
	mov.u64 	%rd4, dyn_smem;
	add.s64 	%rd5, %rd4, %rd3;
	mov.u32 	%r3, 7;
	st.shared.u32 	[%rd5], %r3;
	bar.sync 	0;
	ld.shared.u32 	%r3, [%rd5];
	st.global.u32 	[%rd2], %r3;
	ret;
}

.visible .entry capped(
	.param .u64 capped_out
)
.maxntid 64, 1, 1
{
	.reg .b32 	%r<2>;
	.reg .b64 	%rd<3>;

	ld.param.u64 	%rd1, [capped_out];
	cvta.to.global.u64 	%rd2, %rd1;
	mov.u32 	%r1, 1;
	st.global.u32 	[%rd2], %r1;
	ret;
}

.visible .entry count_blocks(
	.param .u64 count_blocks_counter
)
{
	.reg .pred 	%p<2>;
	.reg .b32 	%r<3>;
	.reg .b64 	%rd<3>;

	mov.u32 	%r1, %tid.x;
	setp.ne.s32 	%p1, %r1, 0;
	@%p1 bra 	$L__done;
	ld.param.u64 	%rd1, [count_blocks_counter];
	cvta.to.global.u64 	%rd2, %rd1;
	atom.global.add.u32 	%r2, [%rd2], 1;
$L__done:
	ret;
}
"#;

const NAMES: &[&str] = &[
    "big",
    "padded",
    "no_params",
    "smem_last",
    "capped",
    "count_blocks",
];

/// Loads [`PTX`] as `module` (a name of the test's own, so that a function attribute one test
/// sets is not seen by another) and returns its kernel `name`.
fn kernel(dev: &Arc<CudaDevice>, module: &str, name: &str) -> CudaFunction {
    dev.load_ptx(Ptx::from_src(PTX), module, NAMES)
        .unwrap_or_else(|e| panic!("loading {module}: {e}"));
    dev.get_func(module, name).unwrap()
}

/// A tag unique to this process and call: sources, folders and module names made with it are
/// in no cache and no other test's hands.
fn unique(tag: &str) -> String {
    static N: AtomicUsize = AtomicUsize::new(0);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_nanos();
    let n = N.fetch_add(1, Ordering::Relaxed);
    format!("{tag}-{}-{nanos}-{n}", std::process::id())
}

/// A folder under the temporary directory, removed when dropped (even when an assertion fails).
struct TempDir(PathBuf);

impl TempDir {
    fn new(tag: &str) -> Self {
        let dir = std::env::temp_dir().join(format!("cuda-driver-review-nvrtc-{}", unique(tag)));
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
