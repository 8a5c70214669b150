//! cuBLAS matrix products on the GPU (cargo feature `cublas`).

pub mod sys;
