//! [`Id`], the unique id the ranks of one communicator share, and the claims this process
//! makes on ids: NCCL cannot make two communicators of one id, so a second use is refused.

use super::matching::Clique;
use crate::driver::safe::port::lock;
use crate::nccl::result::{self, NcclError};
use crate::nccl::sys;
use std::collections::{HashMap, HashSet};
use std::ffi::c_char;
use std::sync::{Arc, Mutex, Weak};

/// The unique id that the ranks of one communicator share: made once by one rank
/// ([`Id::new`]), sent to the others over any channel ([`to_bytes`](Self::to_bytes) /
/// [`from_bytes`](Self::from_bytes), or cudarc's [`internal`](Self::internal) /
/// [`uninit`](Self::uninit)), and used once by each rank.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::nccl::Id;
///
/// let id = Id::new()?; // on rank 0
/// let bytes: [u8; 128] = id.to_bytes(); // send these to the other ranks
/// let same = Id::from_bytes(bytes); // on the other ranks
/// assert_eq!(same.to_bytes(), id.to_bytes());
/// # Ok::<(), cuda_driver::nccl::result::NcclError>(())
/// ```
#[derive(Clone, Copy)]
pub struct Id {
    pub(super) id: sys::ncclUniqueId,
}

impl Id {
    /// A new id (`ncclGetUniqueId`). This also starts NCCL's bootstrap listener in this
    /// process, which the other ranks contact: make it on one rank and send it to the rest.
    ///
    /// ```no_run
    /// let id = cuda_driver::nccl::Id::new()?;
    /// # Ok::<(), cuda_driver::nccl::result::NcclError>(())
    /// ```
    pub fn new() -> Result<Self, NcclError> {
        Ok(Id {
            id: result::get_uniqueid()?,
        })
    }

    /// The id made of `internal` (as [`internal`](Self::internal) gave it on another rank).
    /// The name is cudarc's: the id is complete, nothing is left uninitialised.
    ///
    /// ```
    /// use cuda_driver::nccl::Id;
    /// let id = Id::uninit([7; 128]);
    /// assert_eq!(id.internal()[0], 7);
    /// ```
    pub fn uninit(internal: [c_char; 128]) -> Self {
        Id {
            id: sys::ncclUniqueId { internal },
        }
    }

    /// The id's bytes as NCCL's `char` array.
    ///
    /// ```
    /// let id = cuda_driver::nccl::Id::from_bytes([1; 128]);
    /// assert_eq!(id.internal().len(), 128);
    /// ```
    pub fn internal(&self) -> &[c_char; 128] {
        &self.id.internal
    }

    /// The id's 128 bytes, to send to the other ranks.
    ///
    /// ```
    /// let id = cuda_driver::nccl::Id::from_bytes([3; 128]);
    /// assert_eq!(id.to_bytes(), [3; 128]);
    /// ```
    pub fn to_bytes(&self) -> [u8; 128] {
        self.id.internal.map(|c| c as u8)
    }

    /// The id of these bytes (as [`to_bytes`](Self::to_bytes) gave them on another rank).
    ///
    /// ```
    /// use cuda_driver::nccl::Id;
    /// let id = Id::from_bytes([9; 128]);
    /// assert_eq!(Id::from_bytes(id.to_bytes()).to_bytes(), [9; 128]);
    /// ```
    pub fn from_bytes(bytes: [u8; 128]) -> Self {
        Id::uninit(bytes.map(|b| b as c_char))
    }
}

impl std::fmt::Debug for Id {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let b = self.to_bytes();
        write!(f, "Id(")?;
        for x in &b[..16] {
            write!(f, "{x:02x}")?;
        }
        write!(f, "…)")
    }
}

/// What this process did with one id: the ranks it was used for (NCCL cannot make a second
/// communicator from one id), and the clique of the communicators made from it here.
struct IdUse {
    ranks: HashSet<usize>,
    clique: Weak<Clique>,
}

/// The ids used by this process so far.
static USED_IDS: Mutex<Option<HashMap<[u8; 128], IdUse>>> = Mutex::new(None);

/// A rank's claim on an id, made before NCCL is asked to join: given back (the id usable
/// again for that rank, for a retry) when dropped, unless [`kept`](Claim::keep) once the
/// communicator exists.
#[derive(Debug)]
pub(super) struct Claim {
    bytes: [u8; 128],
    rank: usize,
    pub(super) clique: Arc<Clique>,
    kept: bool,
}

impl Claim {
    /// The communicator exists: the id stays used for this rank.
    pub(super) fn keep(mut self) -> Arc<Clique> {
        self.kept = true;
        self.clique.clone()
    }
}

impl Drop for Claim {
    fn drop(&mut self) {
        if self.kept {
            return;
        }
        let mut used = lock(&USED_IDS);
        if let Some(u) = used.as_mut().and_then(|m| m.get_mut(&self.bytes)) {
            u.ranks.remove(&self.rank);
        }
        self.clique.remove(self.rank);
    }
}

/// Claims `id` for `rank`, or why not (this process already made a communicator of it for
/// that rank, or is making one).
pub(super) fn claim_id(id: &Id, rank: usize) -> Result<Claim, NcclError> {
    let bytes = id.to_bytes();
    let mut used = lock(&USED_IDS);
    let u = used
        .get_or_insert_with(HashMap::new)
        .entry(bytes)
        .or_insert_with(|| IdUse {
            ranks: HashSet::new(),
            clique: Weak::new(),
        });
    if !u.ranks.insert(rank) {
        return Err(NcclError::invalid(format!(
            "this Id was already used for rank {rank} of a communicator in this process: NCCL \
             cannot make a second communicator from one Id; make a new Id (Id::new) for each \
             communicator"
        )));
    }
    let clique = match u.clique.upgrade() {
        Some(c) => c,
        None => {
            let c = Arc::new(Clique::default());
            u.clique = Arc::downgrade(&c);
            c
        }
    };
    clique.add(rank);
    Ok(Claim {
        bytes,
        rank,
        clique,
        kept: false,
    })
}
