// expect: E0277
// expect-text: Writable<Local>
// `DeviceImageMut` is sealed for the element type too: another crate cannot make a shared
// `CudaImageView` of its own element type writable (which the orphan rules would allow), and
// have NPP or `htod_image_sync_copy_into` write through a shared borrow.
use cuda_driver::driver::{CudaImageView, DeviceImageMut};

pub struct Local(pub u8);

impl DeviceImageMut<Local> for CudaImageView<'_, Local> {}
