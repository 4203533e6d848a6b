// The package ships no types; only the call this project makes is declared.
declare module 'async-exit-hook' {
  interface ExitHook {
    /** Stops answering `event` (e.g. 'beforeExit') with the registered hooks. */
    unhookEvent(event: string): void;
  }
  const exitHook: ExitHook;
  export default exitHook;
}
