//! Errors: the bad-input catalogue, what a `DriverError` carries, and errors kept from a `Drop` or
//! a fault on another thread for the next call.

mod bad_input;
mod driver_errors;
mod kept;
