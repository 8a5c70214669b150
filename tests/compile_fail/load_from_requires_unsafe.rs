// expect: E0133
// expect-text: call to unsafe function `Library::load_from`
// `Library::load_from` loads the file it is given (its initialisers run) and calls its functions
// by the driver's signatures, so it is `unsafe` to call.
use cuda_driver::loader::LIBCUDA;

pub fn choose_driver() {
    let _ = LIBCUDA.load_from("/nowhere/libcuda.so.1");
}
