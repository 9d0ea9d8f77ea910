export interface FleetInstance {
  name: string;
  port: number;
  url: string;
  readonly pid: number | undefined;
  start(): Promise<void>;
  stop(): Promise<void>;
  kill(): Promise<void>;
}

export interface Fleet {
  url: string;
  originUrl: string;
  remotesDir: string;
  databaseUrl: string;
  redisUrl: string;
  deployToken: string;
  metricsToken: string;
  instances: FleetInstance[];
  askBalancer(command: string): Promise<string>;
  balancerSees(instance: FleetInstance, state: 'UP' | 'DOWN'): Promise<void>;
  balancerStates(): Promise<Record<string, string>>;
  stop(): Promise<void>;
}

export declare function startFleet(options?: {
  port?: number;
  instancePorts?: number[];
  originPort?: number;
  adminDatabaseUrl?: string;
  redisUrl?: string;
  siteUrl?: string;
  env?: Record<string, string>;
  stdio?: 'inherit' | 'ignore' | 'pipe';
}): Promise<Fleet>;
