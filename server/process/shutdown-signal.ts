/**
 * Records SIGINT/SIGTERM from the very start of the process, before anything heavy is loaded, so a
 * signal that arrives while modules are still loading is honoured at start-up's next step.
 */
export class ShutdownSignal {
  requested: string | undefined;
  private listener: ((signal: string) => void) | undefined;

  constructor() {
    for (const name of ["SIGINT", "SIGTERM"] as const) {
      process.on(name, () => {
        if (this.requested) return;
        this.requested = name;
        this.listener?.(name);
      });
    }
  }

  /** Called once the server can drain; a signal that came earlier is delivered at once. */
  onSignal(listener: (signal: string) => void): void {
    this.listener = listener;
    if (this.requested) listener(this.requested);
  }
}
