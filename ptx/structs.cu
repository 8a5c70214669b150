// A plain struct passed to kernels by pointer and by value. The Rust side mirrors it as
// #[repr(C)] struct Particle { x: f32, y: f32, z: f32, mass: f32, id: i32 } (20 bytes, align 4).

struct Particle {
    float x, y, z;
    float mass;
    int id;
};

// Moves each particle by dt along each axis, scaled by its mass.
extern "C" __global__ void particle_step(Particle *ps, size_t n, float dt) {
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    if (i < n) {
        Particle p = ps[i];
        p.x += dt * p.mass;
        p.y += dt * p.mass;
        p.z += dt * p.mass;
        ps[i] = p;
    }
}

// out[0] = p.x + p.y + p.z + p.mass + p.id, with the struct passed by value.
extern "C" __global__ void by_value(Particle p, float *out) {
    if (blockIdx.x == 0 && threadIdx.x == 0) {
        out[0] = p.x + p.y + p.z + p.mass + (float)p.id;
    }
}
