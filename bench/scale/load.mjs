// Load with autocannon, with every response's latency kept (so p50 and p95 are exact) and the CPU
// each side used meanwhile: the API process, this process (autocannon) and the whole machine.
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import autocannon from "autocannon";

export const TICKS_PER_SECOND = 100;

export const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

/** CPU seconds a process has used (user + system); 0 once it is gone. */
function processCpu(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

const cpuOf = (pids) => new Map(pids.map((pid) => [pid, processCpu(pid)]));

/**
 * CPU seconds the backends used between two readings: those listed at the end, less what each had
 * at the start (a backend that started meanwhile counts whole); one gone by the end is not counted.
 */
const cpuUsedSince = (before, after) =>
  [...after].reduce((sum, [pid, seconds]) => sum + seconds - (before.get(pid) ?? 0), 0);

/** Busy and total CPU seconds of the machine, all cores together. */
export function machineCpu() {
  const [, ...ticks] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/);
  const values = ticks.map(Number);
  const idle = values[3] + values[4];
  const total = values.reduce((a, b) => a + b, 0);
  return { busy: (total - idle) / TICKS_PER_SECOND, total: total / TICKS_PER_SECOND };
}

/**
 * Runs one load and answers latencies (ms), throughput, statuses and CPU: `apiCpu` (the API
 * process), `dbCpu` (the PostgreSQL backends `listDbPids` answers, i.e. the API's pool) and `loadCpu`
 * (autocannon) in % of one core, `machineCpu` in % of all cores (other users of the machine too).
 */
export async function load({ label, serverPid, listDbPids, connections, seconds, ...options }) {
  const dbBefore = listDbPids ? cpuOf(await listDbPids()) : null;
  return new Promise((resolve, reject) => {
    const times = [];
    const statuses = {};
    const before = {
      api: serverPid ? processCpu(serverPid) : 0,
      self: process.cpuUsage(),
      machine: machineCpu(),
      at: performance.now(),
    };
    const done = async (error, result) => {
      if (error) return reject(error);
      const wall = (performance.now() - before.at) / 1000;
      const self = process.cpuUsage(before.self);
      const machine = machineCpu();
      const cpu = {
        api: serverPid ? processCpu(serverPid) - before.api : null,
        db: dbBefore ? cpuUsedSince(dbBefore, cpuOf(await listDbPids())) : null,
        load: (self.user + self.system) / 1e6,
      };
      const perRequest = (cpuSeconds) =>
        cpuSeconds == null
          ? null
          : Number(((cpuSeconds / result.requests.total) * 1000).toFixed(2));
      const cores = availableParallelism();
      const ms = { api: perRequest(cpu.api), db: perRequest(cpu.db), load: perRequest(cpu.load) };
      times.sort((a, b) => a - b);
      resolve({
        label,
        requests: result.requests.total,
        throughput: Math.round(result.requests.total / wall),
        p50: Number(percentile(times, 50).toFixed(1)),
        p95: Number(percentile(times, 95).toFixed(1)),
        p99: Number(percentile(times, 99).toFixed(1)),
        statuses,
        errors: result.errors,
        apiCpu: cpu.api == null ? null : Math.round((cpu.api / wall) * 100),
        dbCpu: cpu.db == null ? null : Math.round((cpu.db / wall) * 100),
        loadCpu: Math.round((cpu.load / wall) * 100),
        machineCpu: Math.round(
          ((machine.busy - before.machine.busy) / (machine.total - before.machine.total)) * 100,
        ),
        cores,
        // CPU milliseconds one request cost the API process, its PostgreSQL backends, autocannon.
        cpuMsPerRequest: ms,
        // The p50 these costs allow at this concurrency if the machine ran nothing else: every
        // request queues behind the others for the one-threaded API process or for all cores.
        cpuFloorP50:
          ms.api == null || ms.db == null
            ? null
            : Number(
                (connections * Math.max(ms.api, (ms.api + ms.db + ms.load) / cores)).toFixed(1),
              ),
      });
    };
    const instance = autocannon({ connections, duration: seconds, ...options }, (error, result) =>
      done(error, result).catch(reject),
    );
    instance.on("response", (_client, status, _bytes, time) => {
      times.push(time);
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
  });
}
