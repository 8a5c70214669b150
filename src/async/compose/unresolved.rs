//! [`Unresolved`], a value that exists once the GPU is done, and [`Resolve`], what a chain's output
//! becomes when it completes.

use crate::driver::{CudaSlice, DriverError};

/// A value that exists only once the GPU is done with the work that makes it: a download's
/// `Vec`, a [`map`](super::Op::map)'s result. Opaque while a chain is enqueued; executing the chain
/// resolves it (see [`Resolve`]).
///
/// ```
/// use cuda_driver::r#async::Unresolved;
/// let n: Unresolved<u32> = Unresolved::ready(2).map(|v| v + 1);
/// ```
pub struct Unresolved<T>(Box<dyn FnOnce() -> Result<T, DriverError> + Send>);

impl<T: 'static> Unresolved<T> {
    /// The value `f` makes: `f` waits for the GPU work it needs itself where that may not be
    /// done yet (an `Unresolved` can outlive its chain's step, and be resolved by another chain).
    pub(super) fn new(f: impl FnOnce() -> Result<T, DriverError> + Send + 'static) -> Self {
        Unresolved(Box::new(f))
    }

    /// A value known already, for [`Resolve`] implementations.
    ///
    /// ```
    /// let v = cuda_driver::r#async::Unresolved::ready(vec![1u8]);
    /// ```
    pub fn ready(value: T) -> Self
    where
        T: Send,
    {
        Unresolved::new(move || Ok(value))
    }

    /// `f` of the value, once it is known.
    ///
    /// ```
    /// let len = cuda_driver::r#async::Unresolved::ready(vec![1u8, 2]).map(|v| v.len());
    /// ```
    pub fn map<U: 'static>(self, f: impl FnOnce(T) -> U + Send + 'static) -> Unresolved<U> {
        Unresolved::new(move || (self.0)().map(f))
    }

    /// The value, or the error that kept it from being made (the GPU work it waited for
    /// failed). Called by the adapter once its chain is done.
    pub(super) fn take(self) -> Result<T, DriverError> {
        (self.0)()
    }
}

impl<T> std::fmt::Debug for Unresolved<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Unresolved(..)")
    }
}

/// What an operation's output becomes once the chain completes: [`Unresolved`] values are resolved;
/// buffers and plain values stay as they are; references to buffers a chain borrowed (which
/// steps hand back for later steps) become `()`; tuples and `Option`s resolve element by
/// element.
///
/// Implement it for the outputs of [`Ops::custom`](super::Ops::custom) steps of your own.
///
/// ```
/// use cuda_driver::r#async::{Unresolved, Resolve};
/// struct Count(u32);
/// impl Resolve for Count {
///     type Resolved = u32;
///     fn detach(self) -> Unresolved<u32> {
///         Unresolved::ready(self.0)
///     }
/// }
/// ```
pub trait Resolve: Send {
    /// The resolved value.
    type Resolved: Send + 'static;
    /// What is kept of the output when the chain is executed, to be resolved once the GPU is
    /// done.
    fn detach(self) -> Unresolved<Self::Resolved>;
}

impl<T: Send + 'static> Resolve for Unresolved<T> {
    type Resolved = T;
    fn detach(self) -> Unresolved<T> {
        self
    }
}

macro_rules! resolve_as_is {
    ($($t:ty),* $(,)?) => { $(
        impl Resolve for $t {
            type Resolved = $t;
            fn detach(self) -> Unresolved<$t> { Unresolved::ready(self) }
        }
    )* };
}
resolve_as_is!(
    (),
    bool,
    char,
    u8,
    u16,
    u32,
    u64,
    u128,
    usize,
    i8,
    i16,
    i32,
    i64,
    i128,
    isize,
    f32,
    f64,
    String
);

impl<T> Resolve for CudaSlice<T>
where
    CudaSlice<T>: Send + 'static,
{
    type Resolved = CudaSlice<T>;
    fn detach(self) -> Unresolved<Self> {
        Unresolved::ready(self)
    }
}

impl<T: Send + 'static> Resolve for Vec<T> {
    type Resolved = Vec<T>;
    fn detach(self) -> Unresolved<Self> {
        Unresolved::ready(self)
    }
}

impl<T: Sync + ?Sized> Resolve for &T {
    type Resolved = ();
    fn detach(self) -> Unresolved<()> {
        Unresolved::ready(())
    }
}

impl<T: Send + ?Sized> Resolve for &mut T {
    type Resolved = ();
    fn detach(self) -> Unresolved<()> {
        Unresolved::ready(())
    }
}

impl<T: Resolve> Resolve for Option<T> {
    type Resolved = Option<T::Resolved>;
    fn detach(self) -> Unresolved<Self::Resolved> {
        match self {
            Some(v) => v.detach().map(Some),
            None => Unresolved::ready(None),
        }
    }
}

macro_rules! resolve_tuple {
    ($($t:ident),*) => {
        impl<$($t: Resolve),*> Resolve for ($($t,)*) {
            type Resolved = ($($t::Resolved,)*);
            #[allow(non_snake_case)]
            fn detach(self) -> Unresolved<Self::Resolved> {
                let ($($t,)*) = self;
                $(let $t = $t.detach();)*
                Unresolved::new(move || Ok(($($t.take()?,)*)))
            }
        }
    };
}
resolve_tuple!(A);
resolve_tuple!(A, B);
resolve_tuple!(A, B, C);
resolve_tuple!(A, B, C, D);
resolve_tuple!(A, B, C, D, E);
resolve_tuple!(A, B, C, D, E, F);
resolve_tuple!(A, B, C, D, E, F, G);
resolve_tuple!(A, B, C, D, E, F, G, H);
resolve_tuple!(A, B, C, D, E, F, G, H, I);
resolve_tuple!(A, B, C, D, E, F, G, H, I, J);
resolve_tuple!(A, B, C, D, E, F, G, H, I, J, K);
resolve_tuple!(A, B, C, D, E, F, G, H, I, J, K, L);
