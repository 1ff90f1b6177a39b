/** A call's connection quality from WebRTC statistics (issue 69): round trip and packet loss. */
export type Quality = "good" | "fair" | "poor" | "checking";

export type QualitySample = { rttSeconds: number | null; lost: number; received: number };

/** good: under 300 ms and 2 % lost; fair: under 600 ms and 8 %; else poor. No data yet: checking. */
export function qualityOf({ rttSeconds, lost, received }: QualitySample): Quality {
  if (rttSeconds === null && received === 0) return "checking";
  const loss = received + lost > 0 ? lost / (received + lost) : 0;
  const rtt = rttSeconds ?? 0;
  if (rtt < 0.3 && loss < 0.02) return "good";
  if (rtt < 0.6 && loss < 0.08) return "fair";
  return "poor";
}

const rank: Record<Quality, number> = { checking: 0, good: 1, fair: 2, poor: 3 };
/** The worst of several connections: the call is as good as its weakest link. */
export const worst = (qualities: Quality[]): Quality =>
  qualities.reduce<Quality>((a, b) => (rank[b] > rank[a] ? b : a), "checking");

type Stat = Record<string, unknown> & { type: string; id: string };

/**
 * One connection's sample since the last one: the selected candidate pair's round trip, and the
 * inbound packets received and lost in between (`previous` holds the running totals).
 */
export function sampleOf(report: Iterable<Stat>, previous: { lost: number; received: number }) {
  const stats = [...report];
  const transport = stats.find((s) => s.type === "transport");
  const pair =
    stats.find((s) => s.id === transport?.selectedCandidatePairId) ??
    stats.find((s) => s.type === "candidate-pair" && s.nominated && s.state === "succeeded");
  let lost = 0;
  let received = 0;
  for (const s of stats)
    if (s.type === "inbound-rtp") {
      lost += Number(s.packetsLost ?? 0);
      received += Number(s.packetsReceived ?? 0);
    }
  const sample = {
    rttSeconds: typeof pair?.currentRoundTripTime === "number" ? pair.currentRoundTripTime : null,
    lost: Math.max(0, lost - previous.lost),
    received: Math.max(0, received - previous.received),
  };
  return { sample, totals: { lost, received } };
}
