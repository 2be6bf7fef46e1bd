/**
 * Questions per client address in a sliding one-minute window. Memory stays
 * bounded: addresses with no recent question are forgotten.
 */
export type RateDecision = {ok: true} | {ok: false; retryAfterSeconds: number};

const windowMs = 60_000;
/** Above this many tracked addresses, idle ones are swept on the next question. */
const sweepAbove = 10_000;

export class RateLimiter {
  private readonly seen = new Map<string, number[]>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  take(client: string): RateDecision {
    const now = this.now();
    if (this.seen.size > sweepAbove) this.sweep(now);
    const recent = (this.seen.get(client) ?? []).filter((t) => now - t < windowMs);
    if (recent.length >= this.perMinute) {
      this.seen.set(client, recent);
      return {ok: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0] + windowMs - now) / 1000))};
    }
    recent.push(now);
    this.seen.set(client, recent);
    return {ok: true};
  }

  /** How many addresses are tracked (for tests of the sweep). */
  get size(): number {
    return this.seen.size;
  }

  private sweep(now: number): void {
    for (const [client, times] of this.seen) {
      if (times.every((t) => now - t >= windowMs)) this.seen.delete(client);
    }
  }
}
