//! The offline engine's latency percentiles: each case (every generator, inputs of about 50,
//! 500 and 2,000 characters) is run 1,000 times to warm up, then timed 10,000 times one by
//! one; prints p50, p99 and max, and exits 1 if any p99 reaches the budget (1 ms, issue 16).
//! `cargo bench -p superprompt-engine --bench latency` (see bench/README.md); `RUNS=N` changes
//! the count.

mod support;

use std::{
    hint::black_box,
    time::{Duration, Instant},
};

use superprompt_engine::offline::OfflineEngine;

const BUDGET: Duration = Duration::from_millis(1);

fn main() {
    // `cargo bench` passes `--bench`; this binary takes no arguments of its own.
    let runs: usize = std::env::var("RUNS")
        .ok()
        .and_then(|r| r.parse().ok())
        .unwrap_or(10_000);
    println!(
        "{:<24} {:>6} {:>7} {:>10} {:>10} {:>10} {:>9}",
        "generator", "chars", "output", "p50 µs", "p99 µs", "max µs", "runs"
    );
    let mut worst = Duration::ZERO;
    for (name, _, request) in support::cases() {
        let mut output = 0;
        for _ in 0..runs / 10 {
            output = OfflineEngine
                .generate(black_box(&request))
                .expect("a prompt")
                .prompt
                .len();
        }
        let mut times: Vec<Duration> = (0..runs)
            .map(|_| {
                let started = Instant::now();
                black_box(
                    OfflineEngine
                        .generate(black_box(&request))
                        .expect("a prompt"),
                );
                started.elapsed()
            })
            .collect();
        times.sort_unstable();
        let at =
            |q: f64| times[((times.len() as f64 * q).ceil() as usize).clamp(1, times.len()) - 1];
        let (p50, p99, max) = (at(0.50), at(0.99), times[times.len() - 1]);
        worst = worst.max(p99);
        let us = |d: Duration| d.as_secs_f64() * 1e6;
        println!(
            "{:<24} {:>6} {:>7} {:>10.1} {:>10.1} {:>10.1} {:>9}",
            name,
            request.description.chars().count(),
            output,
            us(p50),
            us(p99),
            us(max),
            runs
        );
    }
    println!(
        "worst p99: {:.1} µs (budget {} µs)",
        worst.as_secs_f64() * 1e6,
        BUDGET.as_micros()
    );
    if worst >= BUDGET {
        eprintln!("a p99 is over the budget");
        std::process::exit(1);
    }
}
