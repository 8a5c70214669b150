//! What needs the NCCL library but no GPU: ids travel as bytes, groups nest and an unmatched end is
//! an error, a thread that exits inside a group ends it, and errors carry NCCL's words.

use crate::nccl_available;
use cuda_driver::nccl::result::{NcclError, NcclStatus};
use cuda_driver::nccl::sys::ncclResult_t;
use cuda_driver::nccl::{Id, group_end, group_start};

// ---- CPU only: ids, groups, errors -------------------------------------------------------------

#[test]
fn cpu_ids_travel_as_bytes() {
    nccl!();
    let id = Id::new().unwrap();
    let copy = Id::from_bytes(id.to_bytes());
    assert_eq!(copy.to_bytes(), id.to_bytes());
    assert_eq!(Id::uninit(*id.internal()).to_bytes(), id.to_bytes());
    assert_ne!(
        Id::new().unwrap().to_bytes(),
        id.to_bytes(),
        "two ids are different"
    );
}

#[test]
fn cpu_groups_nest_and_an_unmatched_end_is_an_error() {
    nccl!();
    assert_eq!(group_start().unwrap(), NcclStatus::Success);
    group_start().unwrap();
    group_end().unwrap();
    group_end().unwrap();
    let e = group_end().expect_err("no group is open");
    assert_eq!(e.code(), ncclResult_t::ncclInvalidUsage, "{e}");
    // The raw layer's names are the same functions.
    cuda_driver::nccl::result::group_start().unwrap();
    cuda_driver::nccl::result::group_end().unwrap();
}

#[test]
fn cpu_the_group_macro_keeps_its_error_for_the_threads_next_call() {
    nccl!();
    // A thread of its own: what the macro keeps is the thread's.
    std::thread::spawn(|| {
        cuda_driver::group!({
            // Ends the macro's group early: the macro's own end then has none to end.
            group_end().unwrap();
        });
        let e = group_start().expect_err("the macro's failed end comes with the next call");
        assert_eq!(e.code(), ncclResult_t::ncclInvalidUsage, "{e}");
        // Returned once, then calls work again.
        group_start().unwrap();
        group_end().unwrap();
        // A block that runs fine leaves nothing behind.
        cuda_driver::group!({});
        group_start().unwrap();
        group_end().unwrap();
    })
    .join()
    .unwrap();
}

#[test]
fn cpu_a_thread_that_exits_inside_a_group_ends_it() {
    nccl!();
    std::thread::spawn(|| group_start().unwrap())
        .join()
        .unwrap();
    // This thread's groups are unaffected.
    group_start().unwrap();
    group_end().unwrap();
}

#[test]
fn cpu_errors_carry_nccls_words() {
    nccl!();
    let e = NcclError::new(ncclResult_t::ncclRemoteError);
    assert!(e.to_string().contains("ncclRemoteError"), "{e}");
    let s = cuda_driver::nccl::result::get_error_string(ncclResult_t::ncclInvalidArgument).unwrap();
    assert!(s.contains("invalid argument"), "{s}");
}
