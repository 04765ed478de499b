// Load generator, in its own process so it does not share the event loop of the server it measures:
// `node load.mjs <url> <token|-> <concurrency> <seconds> <warmupSeconds>` → one JSON line on stdout.
const [url, token, concurrency, seconds, warmup] = process.argv.slice(2);
const headers = token && token !== '-' ? { token, language: 'zh_cn' } : {};

async function run(durationMs, record) {
  const end = performance.now() + durationMs;
  let errors = 0;
  const worker = async () => {
    while (performance.now() < end) {
      const start = performance.now();
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      if (res.status !== 200) errors++;
      if (record) record.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: Number(concurrency) }, worker));
  return errors;
}

await run(Number(warmup) * 1000, null);
const latencies = [];
const started = performance.now();
const errors = await run(Number(seconds) * 1000, latencies);
const elapsed = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
console.log(
  JSON.stringify({
    requests: latencies.length,
    errors,
    rps: latencies.length / elapsed,
    p50: pct(50),
    p99: pct(99),
  }),
);
