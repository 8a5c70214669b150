//! A graph capture held open on one thread while another thread does something else: what
//! the other thread does must leave the capture valid.

use super::kernels::assert_all;
use cuda_driver::driver::CudaDevice;
use std::sync::{Arc, mpsc};
use std::time::Duration;

/// Sends on the channel when dropped: the other thread is done, panicking or not.
struct Done(mpsc::Sender<()>);

impl Drop for Done {
    fn drop(&mut self) {
        let _ = self.0.send(());
    }
}

/// Captures two copies on the stream `capture_graph` gives; between them, another thread
/// runs `meanwhile` (which is `what`) and this one waits for it to be done. Then the graph
/// must have been captured, must not have run yet, and must copy right when launched, and
/// the device must report no error kept from `meanwhile`. Returns what `meanwhile`
/// returned (to be dropped after the capture, if it is a handle).
pub(crate) fn capture_while_elsewhere<R: Send>(
    dev: &Arc<CudaDevice>,
    what: &str,
    meanwhile: impl FnOnce() -> R + Send,
) -> R {
    const N: usize = 1 << 16;
    let src1 = dev.htod_sync_copy(&vec![3.0f32; N]).unwrap();
    let src2 = dev.htod_sync_copy(&vec![5.0f32; N]).unwrap();
    let mut dst1 = dev.alloc_zeros::<f32>(N).unwrap();
    let mut dst2 = dev.alloc_zeros::<f32>(N).unwrap();
    let (go_tx, go_rx) = mpsc::channel::<()>();
    let (done_tx, done_rx) = mpsc::channel::<()>();
    let mut in_time = false;
    let (captured, joined) = std::thread::scope(|scope| {
        let other = scope.spawn(move || {
            go_rx.recv().ok().map(|()| {
                let _done = Done(done_tx);
                meanwhile()
            })
        });
        let g = dev.capture_graph(|s| {
            s.memcpy_dtod(&src1, &mut dst1)?;
            go_tx.send(()).unwrap();
            in_time = done_rx.recv_timeout(Duration::from_secs(10)).is_ok();
            s.memcpy_dtod(&src2, &mut dst2)
        });
        // Lets the other thread go if the closure never ran.
        drop(go_tx);
        (g, other.join())
    });
    let made = match joined {
        Ok(made) => made,
        Err(panic) => std::panic::resume_unwind(panic),
    };
    assert!(
        in_time,
        "{what} on another thread did not end within 10 s while this thread held a graph \
         capture open"
    );
    let graph = captured.unwrap_or_else(|e| {
        panic!(
            "a graph capture on this thread failed because of {what} on another thread \
             while it was open: {e}"
        )
    });
    assert_all(
        &dev.dtoh_sync_copy(&dst1).unwrap(),
        0.0,
        "the first captured copy's output before any launch",
    );
    let exec = graph.instantiate().unwrap();
    exec.launch().unwrap();
    assert_all(
        &dev.dtoh_sync_copy(&dst1).unwrap(),
        3.0,
        "the graph's first copy",
    );
    assert_all(
        &dev.dtoh_sync_copy(&dst2).unwrap(),
        5.0,
        "the graph's second copy (captured after the other thread's work)",
    );
    dev.synchronize()
        .unwrap_or_else(|e| panic!("an error kept from {what}: {e}"));
    made.expect("the closure ran")
}
