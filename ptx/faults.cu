// Kernels that fail on purpose, for error-handling tests. A fault makes the context unusable:
// run these last, or in their own process.

// Writes through a null pointer: CUDA_ERROR_ILLEGAL_ADDRESS.
extern "C" __global__ void write_null() {
    // volatile, so the compiler cannot drop the store as undefined behaviour.
    volatile int *p = nullptr;
    *p = 1;
}

// Traps: CUDA_ERROR_LAUNCH_FAILED (or an illegal instruction, depending on the driver).
extern "C" __global__ void trap() {
    __trap();
}
