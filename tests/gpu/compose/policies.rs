//! The scheduling policies: `SingleStream` runs chains in order with indices taken modulo the
//! pool, `PerDevice` keeps its stream count between one and the pool and spreads chains over two
//! devices, and an `Op` on a stream of another device object fails and runs nothing.

use crate::compose::{buf, cfg, snapshot_f32};
use crate::kernels::{CFG, SLOW, assert_all, basic, slow_kernels};
use cuda_driver::r#async::{AsyncDevice, Op, PerDevice, SchedulingPolicy, SingleStream, zip4};
use cuda_driver::driver::sys::CUresult;
use cuda_driver::driver::{CudaDevice, CudaFunction};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

/// A policy that picks `usize::MAX`: stream `usize::MAX % POOL_STREAMS`.
struct Last;

impl SchedulingPolicy for Last {
    fn pick(&self, _adev: &AsyncDevice) -> usize {
        usize::MAX
    }
}

/// op.rs, `Op::on`: a stream of another device is refused ("in Op::on: the stream belongs to
/// device ..."), and an operation dropped before it is executed does nothing. A stream of
/// another device object (of the same GPU: another `CudaDevice::new(0)`): `on` and `sync_on`
/// fail with an error naming `Op::on`, no closure of the chain is called, and its slow write
/// never happens.
#[test]
fn op_on_a_stream_of_another_device_object_fails_and_runs_nothing() {
    let (dev, k, adev) = compose_adapter!();
    let ops = adev.ops();
    let other = CudaDevice::new(0).unwrap();
    let s = other.new_stream().unwrap();
    let n = 1 << 16;
    let mut y = buf(&dev, 1.0, n);
    let built = AtomicUsize::new(0);
    for blocking in [false, true] {
        // SAFETY: slow_fill(cycles, float *out, size_t n, float value) writes the n elements.
        let op = unsafe { ops.launch(&k.fill, CFG, (SLOW, &mut y, n, 9.0f32)) }.then(|_| {
            built.fetch_add(1, Ordering::SeqCst);
            ops.value(())
        });
        let err = if blocking {
            op.sync_on(&s)
        } else {
            op.on(&s).wait()
        }
        .unwrap_err();
        assert_eq!(err.code(), CUresult::CUDA_ERROR_INVALID_VALUE, "{err}");
        assert!(err.to_string().contains("Op::on"), "{err}");
    }
    assert_eq!(
        built.load(Ordering::SeqCst),
        0,
        "a closure of a refused chain ran"
    );
    dev.synchronize().unwrap();
    assert_all(
        &dev.dtoh_sync_copy(&y).unwrap(),
        1.0,
        "the buffer of a refused chain",
    );
}

/// policy.rs, `SingleStream`: "operations scheduled with it run one after another, in the
/// order they were executed"; `SchedulingPolicy::pick`: "The index (taken modulo their
/// number, `AsyncDevice::POOL_STREAMS`)". A slow chain on `SingleStream(5)` then a fast one
/// on `SingleStream(5 + POOL_STREAMS)`, and a slow one on a policy picking `usize::MAX` then a
/// fast one on `SingleStream(usize::MAX % POOL_STREAMS)`: once the fast one resolves, the
/// slow one (on no buffer of it) is done.
#[test]
fn single_stream_runs_chains_in_order_with_indices_taken_modulo_the_pool() {
    let (dev, k, adev) = compose_adapter!();
    let ops = adev.ops();
    let n = 1 << 16;
    let pool = AsyncDevice::POOL_STREAMS;
    let mut b = buf(&dev, 0.0, n);
    let pairs: [(&dyn SchedulingPolicy, SingleStream); 2] = [
        (&SingleStream(5), SingleStream(5 + pool)),
        (&Last, SingleStream(usize::MAX % pool)),
    ];
    for (round, (slow_policy, fast_policy)) in pairs.into_iter().enumerate() {
        let mut a = buf(&dev, 0.0, n);
        let value = 2.0 + round as f32;
        // SAFETY: slow_fill(cycles, float *out, size_t n, float value) writes the n elements.
        let slow =
            unsafe { ops.launch(&k.fill, CFG, (2 * SLOW, &mut a, n, value)) }.schedule(slow_policy);
        // SAFETY: add_all(float *x, size_t n, float value) stays within n.
        unsafe { ops.launch(&k.add, CFG, (&mut b, n, 1.0f32)) }
            .schedule(&fast_policy)
            .wait()
            .unwrap();
        assert_all(
            &snapshot_f32(&dev, &a),
            value,
            &format!(
                "a slow chain executed before a fast one on the same stream ({fast_policy:?})"
            ),
        );
        slow.wait().unwrap();
    }
    assert_all(&dev.dtoh_sync_copy(&b).unwrap(), 2.0, "the fast chains");
}

/// policy.rs, `PerDevice::new`: "A policy using up to `streams` streams per device (at least
/// one, at most the pool)"; `Default`: "Every stream of each device's pool". Its picks with 0
/// streams, with more than the pool, and by default; and chains scheduled with them run.
#[test]
fn per_device_keeps_its_stream_count_between_one_and_the_pool() {
    let (_dev, _k, adev) = compose_adapter!();
    let pool = AsyncDevice::POOL_STREAMS;
    let none = PerDevice::new(0);
    let picks: Vec<usize> = (0..10).map(|_| none.pick(&adev)).collect();
    assert_eq!(picks, vec![0; 10], "PerDevice::new(0)");
    for (what, p) in [
        ("PerDevice::new(1000)", PerDevice::new(1000)),
        ("PerDevice::default()", PerDevice::default()),
    ] {
        let picks: Vec<usize> = (0..2 * pool).map(|_| p.pick(&adev)).collect();
        let want: Vec<usize> = (0..2 * pool).map(|i| i % pool).collect();
        assert_eq!(picks, want, "{what}");
    }
    let ops = adev.ops();
    for p in [PerDevice::new(0), PerDevice::new(1000)] {
        let o = ops.clone();
        let v = ops
            .htod_copy(vec![4u16; 33])
            .then(move |x| o.reclaim(x))
            .schedule(&p)
            .wait()
            .unwrap();
        assert_eq!(v, [4; 33]);
    }
}

/// Records which stream each pick went to.
struct Recording<P>(P, std::sync::Mutex<Vec<(usize, usize)>>);

impl<P: SchedulingPolicy> SchedulingPolicy for Recording<P> {
    fn pick(&self, adev: &AsyncDevice) -> usize {
        let i = self.0.pick(adev);
        self.1.lock().unwrap().push((adev.device().ordinal(), i));
        i
    }
}

/// Two devices (two GPUs where present, else two device objects of GPU 0): with the
/// per-device policy, each device's work runs on that device, with its own round-robin, and
/// a zip across the devices (and a chain that moves from one to the other) joins them.
#[test]
fn per_device_policy_on_two_devices() {
    let Some(dev0) = crate::support::device() else {
        return;
    };
    let gpus = CudaDevice::count().unwrap();
    let dev1 = if gpus >= 2 {
        CudaDevice::new(1).unwrap()
    } else {
        println!("one GPU: the second device is another device object of GPU 0");
        CudaDevice::new(0).unwrap()
    };
    let devs = [dev0, dev1];
    let adevs: Vec<AsyncDevice> = devs
        .iter()
        .map(|d| {
            basic(d);
            AsyncDevice::new(d.clone()).unwrap()
        })
        .collect();
    let policy = Recording(PerDevice::new(4), Default::default());
    let n = 1 << 16;
    let add_one: Vec<CudaFunction> = devs
        .iter()
        .map(|d| d.get_func("basic", "add_one").unwrap())
        .collect();
    let branch = |i: usize, v: f32| {
        let ops = adevs[i].ops();
        let f = add_one[i].clone();
        let o = ops.clone();
        ops.htod_copy(vec![v; n])
            // SAFETY: add_one stays within n elements.
            .then(move |x| unsafe { o.launch(&f, cfg(n), (x, n)) })
            .then(move |(x, _)| ops.reclaim(x))
    };
    for round in 0..8 {
        let (a, b, c, d) = zip4(
            branch(0, round as f32),
            branch(1, round as f32 + 10.0),
            branch(0, round as f32 + 20.0),
            branch(1, round as f32 + 30.0),
        )
        .schedule(&policy)
        .wait()
        .unwrap();
        assert_all(&a, round as f32 + 1.0, "device 0 branch");
        assert_all(&b, round as f32 + 11.0, "device 1 branch");
        assert_all(&c, round as f32 + 21.0, "device 0 branch");
        assert_all(&d, round as f32 + 31.0, "device 1 branch");
    }
    let picks = policy.1.lock().unwrap().clone();
    let ordinals: Vec<usize> = devs.iter().map(|d| d.ordinal()).collect();
    for (o, i) in &picks {
        assert!(ordinals.contains(o), "picked device {o}");
        assert!(*i < 4, "stream {i} beyond the policy's 4");
    }
    if gpus >= 2 {
        let on1 = picks.iter().filter(|(o, _)| *o == 1).count();
        assert_eq!(on1, 16, "device 1's branches ran on device 1: {picks:?}");
        // Device 1's own round-robin: its 16 picks cycle through its 4 streams.
        let streams1: Vec<usize> = picks.iter().filter(|(o, _)| *o == 1).map(|p| p.1).collect();
        assert_eq!(streams1, (0..16).map(|i| i % 4).collect::<Vec<_>>());
    }

    a_chain_moves_from_one_device_to_the_other(&devs, &adevs, &add_one, &policy, n);
}

/// A chain that moves from device 0 to device 1 under the per-device policy, its parts on
/// their own devices.
fn a_chain_moves_from_one_device_to_the_other(
    devs: &[Arc<CudaDevice>; 2],
    adevs: &[AsyncDevice],
    add_one: &[CudaFunction],
    policy: &Recording<PerDevice>,
    n: usize,
) {
    // A chain that moves from device 0 to device 1: upload on 0, then work on 1 that waits
    // for it (through the join), then back.
    let ops0 = adevs[0].ops();
    let ops1 = adevs[1].ops();
    let f1 = add_one[1].clone();
    let mut on1 = adevs[1].alloc_zeros::<f32>(n).wait().unwrap();
    let got = ops0
        .htod_copy(vec![1.0f32; n])
        .then(|x0| {
            ops1.htod_copy_into(vec![5.0f32; n], &mut on1)
                // SAFETY: add_one stays within n elements.
                .then(|on1| unsafe { ops1.launch(&f1, cfg(n), (on1, n)) })
                .then(move |_| ops0.reclaim(x0))
        })
        .schedule(policy)
        .wait()
        .unwrap();
    assert_all(&got, 1.0, "device 0 part of a chain across devices");
    assert_all(&devs[1].dtoh_sync_copy(&on1).unwrap(), 6.0, "device 1 part");
}
