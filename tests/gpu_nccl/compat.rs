//! cudarc 0.13's own NCCL tests and doc examples, written as its users write them, under the name
//! `cudarc`: that they compile is most of the test.

use crate::world;
use cuda_driver as cudarc;
use cudarc::driver::safe::CudaDevice;
use cudarc::nccl::safe::{Comm, Id, ReduceOp, group_end, group_start};
use cudarc::nccl::{result, sys};

#[test]
fn test_all_reduce_threads_and_views() {
    let Some(devs) = world() else {
        return;
    };
    let n = 2;
    let n_devices = devs.len();
    let id = Id::new().unwrap();
    let threads: Vec<_> = (0..n_devices)
        .map(|i| {
            std::thread::spawn(move || {
                let dev = CudaDevice::new(i).unwrap();
                let comm = Comm::from_rank(dev.clone(), i, n_devices, id).unwrap();
                let slice = dev.htod_copy(vec![(i + 1) as f32 * 1.0; n]).unwrap();
                let mut slice_receive = dev.alloc_zeros::<f32>(n).unwrap();
                comm.all_reduce(&slice, &mut slice_receive, &ReduceOp::Sum)
                    .unwrap();
                let out = dev.dtoh_sync_copy(&slice_receive).unwrap();
                assert_eq!(out, vec![(n_devices * (n_devices + 1)) as f32 / 2.0; n]);

                let slice_view = slice.slice(..);
                let mut slice_receive_view = slice_receive.slice_mut(..);
                comm.all_reduce(&slice_view, &mut slice_receive_view, &ReduceOp::Sum)
                    .unwrap();
                let out = dev.dtoh_sync_copy(&slice_receive).unwrap();
                assert_eq!(out, vec![(n_devices * (n_devices + 1)) as f32 / 2.0; n]);
            })
        })
        .collect();
    for t in threads {
        t.join().unwrap()
    }
}

#[test]
#[allow(clippy::needless_range_loop)] // written as cudarc's doc example is
fn from_devices_doc_example() {
    let Some(devs) = world() else {
        return;
    };
    let n = 2;
    let n_devices = devs.len();
    let comms = Comm::from_devices(devs.to_vec()).unwrap();
    let mut outs = vec![];
    group_start().unwrap();
    for i in 0..n_devices {
        let comm = &comms[i];
        let dev = comm.device();
        let slice = dev.htod_copy(vec![(i + 1) as f32 * 1.0; n]).unwrap();
        let mut slice_receive = dev.alloc_zeros::<f32>(n).unwrap();
        let status: result::NcclStatus = comm
            .all_reduce(&slice, &mut slice_receive, &ReduceOp::Sum)
            .unwrap();
        assert_eq!(status, result::NcclStatus::Success);
        outs.push(slice_receive);
    }
    group_end().unwrap();
    for (comm, out) in comms.iter().zip(&outs) {
        let got = comm.device().dtoh_sync_copy(out).unwrap();
        assert_eq!(got, vec![(n_devices * (n_devices + 1)) as f32 / 2.0; n]);
        assert!(comm.rank() < comm.world_size());
    }
    // The raw layers keep cudarc's names.
    let _: fn() -> Result<sys::ncclUniqueId, result::NcclError> = result::get_uniqueid;
    let _ = sys::ncclDataType_t::ncclFloat32;
    let _ = sys::ncclRedOp_t::ncclSum;
    assert!(result::get_nccl_version().unwrap() > 0);
    let _ = Id::uninit(*Id::new().unwrap().internal());
}
