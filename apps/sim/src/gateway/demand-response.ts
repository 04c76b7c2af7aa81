import type { TGatewayCommand } from '@sunfleet/contract/gateway-wire';

type DemandResponseCommand = Extract<TGatewayCommand, { type: 'demandResponse' }>;

/** What a dispatch does to the plant; the gateway passes these on to the plant model. */
export interface DispatchControls {
  dispatchBattery(powerW: number | undefined): void;
  curtail(powerW: number | undefined): void;
}

export interface DispatchTransition {
  cmdId: string;
  status: 'inProgress' | 'succeeded' | 'cancelled';
}

/**
 * The gateway's demand-response schedule: one event at a time, applied while simulated time is
 * inside its window. A new event replaces the one before (which is reported cancelled).
 */
export class DemandResponseSchedule {
  private event: (DemandResponseCommand & { isRunning: boolean }) | undefined;

  constructor(private readonly controls: DispatchControls) {}

  /** Takes a new event; returns the transition of the event it replaces, if any. */
  schedule(command: DemandResponseCommand): DispatchTransition | undefined {
    const replaced = this.end('cancelled');
    this.event = { ...command, isRunning: false };
    return replaced;
  }

  /** Ends the current event early (a `cancel` action). */
  cancel(): DispatchTransition | undefined {
    return this.end('cancelled');
  }

  /** Starts or ends the event as time passes. */
  update(at: number): DispatchTransition | undefined {
    const event = this.event;
    if (!event) return undefined;
    if (at >= event.endAt) return this.end('succeeded');
    if (event.isRunning || at < event.startAt) return undefined;
    event.isRunning = true;
    const powerW = event.powerKw * 1000;
    if (event.action === 'curtail') this.controls.curtail(powerW);
    else this.controls.dispatchBattery(event.action === 'discharge' ? powerW : -powerW);
    return { cmdId: event.cmdId, status: 'inProgress' };
  }

  private end(status: 'succeeded' | 'cancelled'): DispatchTransition | undefined {
    const event = this.event;
    if (!event) return undefined;
    this.event = undefined;
    if (event.isRunning) {
      if (event.action === 'curtail') this.controls.curtail(undefined);
      else this.controls.dispatchBattery(undefined);
    }
    return { cmdId: event.cmdId, status };
  }
}
