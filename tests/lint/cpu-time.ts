/**
 * Milliseconds of this process's CPU time since `start()`. Speed budgets in unit tests are
 * measured so, not by the wall clock: on a loaded CI machine other processes' work stretched
 * the wall clock (the 2 s lint budget was seen at 2.7 s under a Lighthouse run), while the work
 * the lint itself does is what the budget is about. Vitest runs each test file in its own
 * process (the forks pool), so no other test is counted; V8's own background threads (garbage
 * collection, compiling) are, and add up to half again for allocation-heavy work (the whole-site
 * lint: 2.38 s of CPU for 1.58 s of wall clock), so that budget is judged on the wall clock.
 */
export function cpuClock() {
  const base = process.cpuUsage();
  return () => {
    const { user, system } = process.cpuUsage(base);
    return (user + system) / 1000;
  };
}
