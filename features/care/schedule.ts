/**
 * When measures are due between a therapist and a client (issue 70, decision 0706): both
 * instruments before the first session (the first confirmed booking), then every `every` held
 * sessions. `sessions` counts the pair's confirmed and completed sessions; each round is marked
 * with the count it was sent at, so it is sent once. A therapist's own request is not a round.
 */
export function measuresDue({
  sessions,
  every,
  sent,
}: {
  sessions: number;
  every: number;
  sent: readonly { sessionCount: number; reason: "first" | "interval" | "request" }[];
}): "first" | "interval" | undefined {
  if (sessions < 1) return undefined;
  const rounds = sent.filter((s) => s.reason !== "request");
  if (!rounds.length) return "first";
  const mark = Math.floor(sessions / every) * every;
  if (mark < every) return undefined;
  return rounds.some((s) => s.sessionCount >= mark) ? undefined : "interval";
}
