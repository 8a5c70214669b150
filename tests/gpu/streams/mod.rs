//! Streams: forks and new streams, the ordering of work across streams and threads, the threads'
//! own streams, and the whole-stream waits for work the buffers cannot see.

mod forks;
mod ordering;
mod raw_work;
mod threads;
