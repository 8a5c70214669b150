//! The safe layer: [`Npp`] and [`AsyncNpp`] (`handle`), the operations written once for both
//! (`ops`), their checks (`checks`) and the value types (`types`). Its public items are
//! re-exported at [`npp`](super).

mod checks;
mod handle;
mod ops;
mod types;

pub use handle::{AsyncNpp, Npp};
pub use types::{Interpolation, NppPixel, YuvMatrix};
