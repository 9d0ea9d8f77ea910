import perfHooks from 'node:perf_hooks';

/**
 * Every app the tests build starts prom-client's default metrics, which watch the whole process: a performance
 * observer of garbage collections and an event-loop delay histogram sampling every 20 ms. Closing the app stops
 * neither, and each keeps alive the module registry of the test file that built it: a test process would hold
 * every file it ran, and call one observer per app it ever built after each collection. A server builds one app
 * for its whole life. Here both are created as usual (the spies call through) and remembered, and the ones a
 * test file started are stopped once its last test is over.
 */

const observers: perfHooks.PerformanceObserver[] = [];
const histograms: perfHooks.IntervalHistogram[] = [];

const observe = perfHooks.PerformanceObserver.prototype.observe;
const observing = jest.spyOn(perfHooks.PerformanceObserver.prototype, 'observe').mockImplementation(function (
  this: perfHooks.PerformanceObserver,
  ...args: Parameters<typeof observe>
) {
  observers.push(this);
  return observe.apply(this, args);
});

const monitorEventLoopDelay = perfHooks.monitorEventLoopDelay;
const monitoring = jest.spyOn(perfHooks, 'monitorEventLoopDelay').mockImplementation((...args) => {
  const histogram = monitorEventLoopDelay(...args);
  histograms.push(histogram);
  return histogram;
});

afterAll(() => {
  observing.mockRestore();
  monitoring.mockRestore();
  for (const observer of observers.splice(0)) observer.disconnect();
  for (const histogram of histograms.splice(0)) histogram.disable();
});
