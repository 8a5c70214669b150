//! [`CudaTypeName`]: the CUDA C++ name of a Rust type (`f32` is `float`), as cudarc 0.19 has
//! it, for writing kernels generic over their element type.

/// Maps a Rust type to its name in CUDA C++ ([`NAME`](Self::NAME)).
///
/// # Examples
///
/// ```
/// use cuda_driver::stream_api::types::CudaTypeName;
///
/// fn kernel_src<T: CudaTypeName>() -> String {
///     format!("extern \"C\" __global__ void k({} *x) {{ x[threadIdx.x] = 0; }}", T::NAME)
/// }
/// assert!(kernel_src::<f32>().contains("float *x"));
/// assert_eq!(u64::NAME, "unsigned long");
/// ```
pub trait CudaTypeName {
    /// The type's name in CUDA C++.
    const NAME: &'static str;
}

macro_rules! cuda_type {
    // Each impl under the attribute (a feature's `cfg`), so that the docs label it.
    (#[$attr:meta] $($rust:ty => $cuda:expr),* $(,)?) => { $(
        #[$attr]
        impl CudaTypeName for $rust {
            const NAME: &'static str = $cuda;
        }
    )* };
    ($($rust:ty => $cuda:expr),* $(,)?) => { $(
        impl CudaTypeName for $rust {
            const NAME: &'static str = $cuda;
        }
    )* };
}

cuda_type!(
    bool => "bool",
    i8 => "char",
    i16 => "short",
    i32 => "int",
    i64 => "long",
    isize => "intptr_t",
    u8 => "unsigned char",
    u16 => "unsigned short",
    u32 => "unsigned int",
    u64 => "unsigned long",
    usize => "size_t",
    f32 => "float",
    f64 => "double",
);
cuda_type!(#[cfg(feature = "f16")] half::f16 => "__half", half::bf16 => "__nv_bfloat16");
cuda_type!(#[cfg(feature = "f8")] float8::F8E4M3 => "__nv_fp8_e4m3", float8::F8E5M2 => "__nv_fp8_e5m2");
cuda_type!(
    #[cfg(feature = "f4")]
    float4::F4E2M1 => "__nv_fp4_e2m1",
    float4::F4E2M1x2 => "__nv_fp4x2_e2m1",
    float4::E8M0 => "__nv_fp8_e8m0",
);
