pub use cuda_driver::stream_api::*;
