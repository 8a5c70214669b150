//! Pitched 2D images (`CudaImage`, regions, views): copies in every direction, sync and async,
//! regions and their errors, images as plain buffers and kernel arguments, the asserting examples
//! of the docs, and ordering with slow work on other streams and threads. Every byte of every
//! allocation, padding included, is checked against a CPU model of the pitched layout.

use crate::support::images::pixels_of;
use cuda_driver::driver::Rect;

mod basics;
mod copies;
mod docs;
mod ordering;
mod regions;

/// `raw` (rows `pitch` values apart, `c` values per pixel) with the pixels of `r` replaced by
/// the packed `patch`.
fn with_patch<V: Copy>(raw: &[V], pitch: usize, c: usize, r: Rect, patch: &[V]) -> Vec<V> {
    assert_eq!(patch.len(), r.width * r.height * c);
    let mut out = raw.to_vec();
    for y in 0..r.height {
        let at = (r.y + y) * pitch + r.x * c;
        out[at..at + r.width * c].copy_from_slice(&patch[y * r.width * c..(y + 1) * r.width * c]);
    }
    out
}

/// The packed pixels of `r` of a packed `w`-wide image of `c` values per pixel.
fn crop<V: Copy>(packed: &[V], w: usize, c: usize, r: Rect) -> Vec<V> {
    pixels_of(&packed[(r.y * w + r.x) * c..], w * c, r.width, r.height, c)
}
