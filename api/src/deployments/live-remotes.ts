import type { DeploymentRegistry, LiveRemote } from './registry';

export interface LiveSnapshot {
  generation: string;
  remotes: LiveRemote[];
}

export interface LiveRemotesOptions {
  /** How often the registry's generation is read. */
  pollMs: number;
  /** Told about a read that failed (the database is away); the next poll tries again. */
  onError?: (error: unknown) => void;
}

export type LiveRemotesListener = (snapshot: LiveSnapshot) => void;

/**
 * This instance's copy of the live remotes, read synchronously by the code that serves pages. It follows the
 * registry by reading its generation every pollMs and the live list only when that changed, so a promotion
 * made anywhere (another instance, the CLI on the database) is served here within pollMs and a read.
 */
export class LiveRemotes {
  private snapshot: LiveSnapshot = { generation: '', remotes: [] };
  private readonly listeners = new Set<LiveRemotesListener>();
  /** Reads run one after another, so an older read never replaces a newer snapshot. */
  private reads: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private running = false;

  constructor(
    private readonly registry: Pick<DeploymentRegistry, 'generation' | 'live'>,
    private readonly options: LiveRemotesOptions,
  ) {}

  /** Reads the first snapshot (a failure here is the caller's: start-up stops) and starts polling. */
  async start(): Promise<void> {
    await this.refresh();
    this.running = true;
    this.schedule();
  }

  /** The last snapshot read; a new object after each change (callers may cache by it). */
  current(): LiveSnapshot {
    return this.snapshot;
  }

  /** Calls listener after each change of the live remotes; returns the function that stops that. */
  subscribe(listener: LiveRemotesListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Reads the registry now (after a promotion made through this instance, so it is served at once). */
  refresh(): Promise<LiveSnapshot> {
    const read = this.reads.then(() => this.read());
    this.reads = read.catch(() => undefined);
    return read;
  }

  stop(): void {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private async read(): Promise<LiveSnapshot> {
    const generation = await this.registry.generation();
    if (generation === this.snapshot.generation) return this.snapshot;
    const remotes = await this.registry.live();
    this.snapshot = { generation, remotes };
    for (const listener of this.listeners) {
      try {
        listener(this.snapshot);
      } catch (error) {
        this.options.onError?.(error);
      }
    }
    return this.snapshot;
  }

  /** The next poll, pollMs after the last one ended (never two at once); it does not keep the process alive. */
  private schedule(): void {
    if (!this.running) return;
    this.timer = setTimeout(() => {
      this.refresh()
        .catch((error: unknown) => this.options.onError?.(error))
        .finally(() => this.schedule());
    }, this.options.pollMs);
    this.timer.unref();
  }
}
