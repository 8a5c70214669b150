//! [`LaunchConfig`]: the grid and block shape, and dynamic shared memory, of a kernel launch.

/// Grid and block shape, and dynamic shared memory, of a launch.
///
/// # Examples
///
/// ```
/// use cuda_driver::driver::LaunchConfig;
///
/// let cfg = LaunchConfig::for_num_elems(3000);
/// assert_eq!(cfg.grid_dim, (3, 1, 1));
/// assert_eq!(cfg.block_dim, (1024, 1, 1));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LaunchConfig {
    /// Blocks in the grid, as (x, y, z).
    pub grid_dim: (u32, u32, u32),
    /// Threads in each block, as (x, y, z).
    pub block_dim: (u32, u32, u32),
    /// Dynamic shared memory per block, in bytes.
    pub shared_mem_bytes: u32,
}

impl LaunchConfig {
    /// One thread per element in blocks of 1024: `grid_dim = (ceil(n / 1024), 1, 1)`.
    ///
    /// ```
    /// use cuda_driver::driver::LaunchConfig;
    ///
    /// let cfg = LaunchConfig::for_num_elems(1024);
    /// assert_eq!(cfg, LaunchConfig { grid_dim: (1, 1, 1), block_dim: (1024, 1, 1), shared_mem_bytes: 0 });
    /// // One more element needs a second block: the kernel must check its index against n.
    /// assert_eq!(LaunchConfig::for_num_elems(1025).grid_dim, (2, 1, 1));
    /// ```
    pub fn for_num_elems(n: u32) -> Self {
        const NUM_THREADS: u32 = 1024;
        LaunchConfig {
            grid_dim: (n.div_ceil(NUM_THREADS), 1, 1),
            block_dim: (NUM_THREADS, 1, 1),
            shared_mem_bytes: 0,
        }
    }
}
