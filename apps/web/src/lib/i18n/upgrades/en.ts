/** English strings of remote upgrades (`upgrades.*`). */
export const upgradesEn = {
  button: 'Remote upgrade',
  pickTitle: 'Remote upgrade of {{sn}}',
  pickIntro:
    'Only enabled images made for this device are offered: its model and hardware, its current version within the range each image accepts, and newer than what runs (older only where the image allows it).',
  current: 'Runs now',
  none: 'No image is offered to this device.',
  start: 'Upgrade',
  startConfirm: 'Upgrade {{sn}} to {{version}}? It stops working while it flashes and restarts.',
  progressTitle: 'Upgrade of {{sn}}',
  back: 'Back to the device',
  from: 'From',
  to: 'To',
  startedAt: 'Started',
  finishedAt: 'Finished',
  cancel: 'Cancel upgrade',
  cancelConfirm: 'Ask the device to stop the upgrade? Some models cannot stop once started.',
  noUpgrade: 'This device has not been upgraded from Sunfleet yet.',
  verifying:
    'Flashed. Success once the device is back on the new version and stays healthy for a few minutes.',
  history: 'What happened',
  states: {
    downloading: 'Downloading file',
    sending: 'Sending file',
    upgrading: 'Upgrading',
    verifying: 'Upgrading: verifying',
    success: 'Success',
    failure: 'Failure',
    cancelled: 'Cancelled',
    cancelFailed: 'Cancel failed',
  },
  steps: { file: 'File', flash: 'Flash', verify: 'Verify', done: 'Done' },
};
