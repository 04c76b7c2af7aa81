/**
 * A device's kWh register pair (total and today). It counts what really flowed; the readings are
 * what the device reports, which faults can freeze (stuck counter) or zero (counter reset) —
 * the cases the ingest's rollups must survive.
 */
export class EnergyCounter {
  private flowedKwh: number;
  private flowedTodayKwh = 0;
  private dateKey: string | undefined;
  /** Subtracted from the total after a reset, as a replaced or rebooted device starts from zero. */
  private resetOffsetKwh = 0;
  private frozen: { totalKwh: number; todayKwh: number } | undefined;

  /** `today`: what the counter showed for a local date, so a restart on that date continues it. */
  constructor(initialKwh = 0, today?: { dateKey: string; kwh: number }) {
    this.flowedKwh = initialKwh;
    this.dateKey = today?.dateKey;
    this.flowedTodayKwh = today?.kwh ?? 0;
  }

  /** Adds energy that flowed during a step ending on local date `dateKey`. */
  add(kwh: number, dateKey: string): void {
    if (dateKey !== this.dateKey) {
      this.dateKey = dateKey;
      this.flowedTodayKwh = 0;
    }
    const counted = Math.max(0, kwh);
    this.flowedKwh += counted;
    this.flowedTodayKwh += counted;
  }

  get totalKwh(): number {
    return this.frozen?.totalKwh ?? this.flowedKwh - this.resetOffsetKwh;
  }

  get todayKwh(): number {
    return this.frozen?.todayKwh ?? this.flowedTodayKwh;
  }

  get isStuck(): boolean {
    return this.frozen !== undefined;
  }

  /** The readings stop moving; energy keeps flowing behind them. */
  stick(): void {
    this.frozen ??= { totalKwh: this.totalKwh, todayKwh: this.todayKwh };
  }

  /** The readings jump to what really flowed meanwhile. */
  release(): void {
    this.frozen = undefined;
  }

  /** The device restarts its counters from zero. */
  reset(): void {
    this.frozen = undefined;
    this.resetOffsetKwh = this.flowedKwh;
    this.flowedTodayKwh = 0;
  }
}
