// expect: E0277
// expect-text: `Op` is a "sealed trait"
// `r#async::Op` is sealed: another crate cannot implement it, even with every item written out
// (the hidden `Scope` can be named), so every executed operation is one of the crate's, which
// order and record their buffers.
use cuda_driver::r#async::compose::Scope;
use cuda_driver::r#async::{AsyncDevice, Op};
use cuda_driver::driver::DriverError;

pub struct MyOp(AsyncDevice);

impl Op for MyOp {
    type Output = ();
    fn device(&self) -> &AsyncDevice {
        &self.0
    }
    fn enqueue(self, _scope: &mut Scope<'_>) -> Result<(), DriverError> {
        Ok(())
    }
}
