export declare const EXIT_CONFIG: number;
export type RestartPolicy = { limit: number; windowMs: number; baseDelayMs: number };
export declare const defaultPolicy: RestartPolicy;
export declare function restartPolicy(
  crashes: number[],
  now: number,
  policy?: RestartPolicy,
): { giveUp: true; crashes: number[] } | { giveUp: false; delayMs: number; crashes: number[] };
export declare function supervise(
  args: string[],
  options?: { env?: NodeJS.ProcessEnv; policy?: RestartPolicy; log?: (message: string) => void },
): Promise<number>;
