/** How often progress is reported: at most every this many units (and once at the end). */
export const PROGRESS_STEP = 10;

export interface ProgressCounter {
  add(units: number): Promise<void>;
  finish(): Promise<void>;
}

/** A running count of units drawn, reported every PROGRESS_STEP units and once at the end. */
export function progressCounter(onProgress?: (done: number) => void | Promise<void>): ProgressCounter {
  let done = 0;
  let reported = -1;
  const report = async () => {
    reported = done;
    await onProgress?.(done);
  };
  return {
    async add(units) {
      done += units;
      if (done - Math.max(0, reported) >= PROGRESS_STEP) await report();
    },
    async finish() {
      if (reported !== done) await report();
    },
  };
}
