//! cuBLASLt fused matrix products on the GPU (cargo feature `cublaslt`).

pub mod sys;
