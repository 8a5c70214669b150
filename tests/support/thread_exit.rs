//! A closure run when a thread's thread-locals are destroyed, after the crate's own: for the tests
//! of a thread's last calls.

/// Runs its closure when the thread's thread-locals are destroyed.
pub(crate) struct AtExit(pub(crate) Option<Box<dyn FnOnce() + Send>>);

impl Drop for AtExit {
    fn drop(&mut self) {
        if let Some(f) = self.0.take() {
            f();
        }
    }
}

thread_local! {
    pub(crate) static AT_EXIT: std::cell::RefCell<AtExit> = const { std::cell::RefCell::new(AtExit(None)) };
}
