//! Criterion: the offline engine's time for one generation, per generator and input size.
//! `cargo bench -p superprompt-engine --bench generation` (see bench/README.md). Criterion
//! reports the mean with its confidence interval; `--bench latency` reports p50/p99/max.

mod support;

use std::{hint::black_box, time::Duration};

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use superprompt_engine::offline::OfflineEngine;

fn generation(c: &mut Criterion) {
    let mut group = c.benchmark_group("offline");
    for (name, size, request) in support::cases() {
        group.throughput(Throughput::Bytes(request.description.len() as u64));
        group.bench_with_input(BenchmarkId::new(name, size), &request, |b, request| {
            b.iter(|| {
                OfflineEngine
                    .generate(black_box(request))
                    .expect("a prompt")
            })
        });
    }
    group.finish();
}

criterion_group! {
    name = benches;
    // 27 cases on a shared 2-core machine: short windows keep the whole run near 90 s.
    config = Criterion::default()
        .sample_size(50)
        .warm_up_time(Duration::from_millis(700))
        .measurement_time(Duration::from_secs(2));
    targets = generation
}
criterion_main!(benches);
