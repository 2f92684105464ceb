export declare const serverProcessEnv: Record<string, string>;
