import os from 'node:os';

/** The 1-minute load average and the core count, printed beside browser and load figures (a shared machine skews them). */
export const machineLoad = (): string => `load ${os.loadavg()[0]!.toFixed(2)} on ${os.cpus().length} cores`;
