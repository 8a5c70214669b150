pub use cuda_driver::*;
