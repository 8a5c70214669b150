//! cudarc 0.13.9's own unit tests of its cuRAND module (the `#[cfg(test)]` module of
//! `src/curand/safe.rs`), copied unchanged into `cudarc_0_13_9` below. Only the imports they
//! resolve through are written here: the parent module's (`super::*`, `super::sys`) are
//! those of cudarc's `safe.rs` with `crate::` as `cuda_driver::`, and `crate::curand` and
//! `crate::driver` name this crate's modules. Code written for cudarc's `CudaRng` compiles and
//! gives cudarc's results here.
//!
//! They open a GPU as cudarc's do (`CudaDevice::new(0).unwrap()`), so they fail rather than
//! skip without one: `.ci/run`, which has no GPU, runs this binary with
//! `--skip cudarc_0_13_9`, and the GPU suite runs them all.
#![cfg(feature = "curand")]
// cudarc's text is kept as it is: its `unsafe` blocks have no `// SAFETY:` lines.
#![allow(
    clippy::all,
    clippy::undocumented_unsafe_blocks,
    unused_imports,
    unused_unsafe
)]

// cudarc's src/curand/safe.rs: `use super::{result, sys}; use crate::driver::{CudaDevice,
// DevicePtrMut}; use std::sync::Arc;`, and the items it defines.
use cuda_driver::curand::{CudaRng, result, sys};
use cuda_driver::driver::{CudaDevice, DevicePtrMut};
use std::sync::Arc;
// `crate::curand::...` and `crate::driver::...` in the tests.
use cuda_driver::{curand, driver};

mod cudarc_0_13_9 {
    #![allow(clippy::needless_range_loop)]

    use super::*;
    use crate::{
        curand::result::{LogNormalFill, NormalFill, UniformFill},
        driver::*,
    };
    use std::vec::Vec;

    fn gen_uniform<T: ValidAsZeroBits + Clone + Default + Unpin + DeviceRepr>(
        seed: u64,
        n: usize,
    ) -> Vec<T>
    where
        super::sys::curandGenerator_t: UniformFill<T>,
    {
        let dev = CudaDevice::new(0).unwrap();
        let mut a_dev = dev.alloc_zeros::<T>(n).unwrap();
        let rng = CudaRng::new(seed, dev.clone()).unwrap();
        rng.fill_with_uniform(&mut a_dev).unwrap();
        dev.sync_reclaim(a_dev).unwrap()
    }

    fn gen_normal<T: ValidAsZeroBits + Clone + Default + Unpin + DeviceRepr>(
        seed: u64,
        n: usize,
        mean: T,
        std: T,
    ) -> Vec<T>
    where
        super::sys::curandGenerator_t: NormalFill<T>,
    {
        let dev = CudaDevice::new(0).unwrap();
        let mut a_dev = dev.alloc_zeros::<T>(n).unwrap();
        let rng = CudaRng::new(seed, dev.clone()).unwrap();
        rng.fill_with_normal(&mut a_dev, mean, std).unwrap();
        dev.sync_reclaim(a_dev).unwrap()
    }

    fn gen_log_normal<T: ValidAsZeroBits + Clone + Default + Unpin + DeviceRepr>(
        seed: u64,
        n: usize,
        mean: T,
        std: T,
    ) -> Vec<T>
    where
        super::sys::curandGenerator_t: LogNormalFill<T>,
    {
        let dev = CudaDevice::new(0).unwrap();
        let mut a_dev = dev.alloc_zeros::<T>(n).unwrap();
        let rng = CudaRng::new(seed, dev.clone()).unwrap();
        rng.fill_with_log_normal(&mut a_dev, mean, std).unwrap();
        dev.sync_reclaim(a_dev).unwrap()
    }

    #[test]
    fn test_rc_counts() {
        let dev = CudaDevice::new(0).unwrap();
        assert_eq!(Arc::strong_count(&dev), 1);
        let a_rng = CudaRng::new(0, dev.clone()).unwrap();
        assert_eq!(Arc::strong_count(&dev), 2);
        let a_dev = dev.alloc_zeros::<f32>(10).unwrap();
        assert_eq!(Arc::strong_count(&dev), 3);
        drop(a_rng);
        assert_eq!(Arc::strong_count(&dev), 2);
        drop(a_dev);
        assert_eq!(Arc::strong_count(&dev), 1);
    }

    #[test]
    fn test_seed_reproducible() {
        let dev = CudaDevice::new(0).unwrap();

        let mut a_dev = dev.alloc_zeros::<f32>(10).unwrap();
        let mut b_dev = a_dev.clone();

        let a_rng = CudaRng::new(0, dev.clone()).unwrap();
        let b_rng = CudaRng::new(0, dev.clone()).unwrap();

        a_rng.fill_with_uniform(&mut a_dev).unwrap();
        b_rng.fill_with_uniform(&mut b_dev).unwrap();

        let a_host = dev.sync_reclaim(a_dev).unwrap();
        let b_host = dev.sync_reclaim(b_dev).unwrap();
        assert_eq!(a_host, b_host);
    }

    #[test]
    fn test_different_seeds_neq() {
        let dev = CudaDevice::new(0).unwrap();

        let mut a_dev = dev.alloc_zeros::<f32>(10).unwrap();
        let mut b_dev = a_dev.clone();

        let a_rng = CudaRng::new(0, dev.clone()).unwrap();
        let b_rng = CudaRng::new(1, dev.clone()).unwrap();

        a_rng.fill_with_uniform(&mut a_dev).unwrap();
        b_rng.fill_with_uniform(&mut b_dev).unwrap();

        let a_host = dev.sync_reclaim(a_dev).unwrap();
        let b_host = dev.sync_reclaim(b_dev).unwrap();
        assert_ne!(a_host, b_host);
    }

    #[test]
    fn test_set_offset() {
        let dev = CudaDevice::new(0).unwrap();

        let mut a_dev = dev.alloc_zeros::<f32>(10).unwrap();
        let mut a_rng = CudaRng::new(0, dev.clone()).unwrap();

        a_rng.set_seed(42).unwrap();
        a_rng.set_offset(0).unwrap();
        a_rng.fill_with_uniform(&mut a_dev).unwrap();
        let a_host = dev.sync_reclaim(a_dev.clone()).unwrap();

        a_rng.set_seed(42).unwrap();
        a_rng.set_offset(0).unwrap();
        a_rng.fill_with_uniform(&mut a_dev).unwrap();
        let b_host = dev.sync_reclaim(a_dev).unwrap();

        assert_eq!(a_host, b_host);
    }

    const N: usize = 1000;

    #[test]
    fn test_uniform_f32() {
        let a = gen_uniform::<f32>(0, N);
        for i in 0..N {
            assert!(0.0 < a[i] && a[i] <= 1.0);
        }
    }

    #[test]
    fn test_uniform_f64() {
        let a = gen_uniform::<f64>(0, N);
        for i in 0..N {
            assert!(0.0 < a[i] && a[i] <= 1.0);
        }
    }

    #[test]
    fn test_uniform_u32() {
        let a = gen_uniform::<u32>(0, N);
        for i in 0..N {
            assert!(a[i] > 0);
        }
    }

    #[test]
    fn test_normal_f32() {
        let a = gen_normal::<f32>(0, N, 0.0, 1.0);
        for i in 0..N {
            assert!(a[i] != 0.0);
        }

        let b = gen_normal::<f32>(0, N, -1.0, 2.0);
        for i in 0..N {
            assert_ne!(a[i], b[i]);
        }
    }

    #[test]
    fn test_normal_f64() {
        let a = gen_normal::<f64>(0, N, 0.0, 1.0);
        for i in 0..N {
            assert!(a[i] != 0.0);
        }

        let b = gen_normal::<f64>(0, N, -1.0, 2.0);
        for i in 0..N {
            assert_ne!(a[i], b[i]);
        }
    }

    #[test]
    fn test_log_normal_f32() {
        let a = gen_log_normal::<f32>(0, N, 0.0, 1.0);
        for i in 0..N {
            assert!(a[i] != 0.0);
        }

        let b = gen_log_normal::<f32>(0, N, -1.0, 2.0);
        for i in 0..N {
            assert_ne!(a[i], b[i]);
        }
    }

    #[test]
    fn test_log_normal_f64() {
        let a = gen_log_normal::<f64>(0, N, 0.0, 1.0);
        for i in 0..N {
            assert!(a[i] != 0.0);
        }

        let b = gen_log_normal::<f64>(0, N, -1.0, 2.0);
        for i in 0..N {
            assert_ne!(a[i], b[i]);
        }
    }
}
