/** Reporter for Core Web Vitals; swap `sendMetric` for an analytics endpoint in production. */
export interface VitalMetric {
  name: string;
  value: number;
  rating: string;
}

export type MetricReporter = (metric: VitalMetric) => void;

const consoleReporter: MetricReporter = (metric) => {
  if (import.meta.env.DEV) console.debug(`[web-vitals] ${metric.name}`, Math.round(metric.value * 100) / 100, metric.rating);
};

/** Loads web-vitals only after the page has loaded and the browser is idle. */
export function reportWebVitalsLater(report: MetricReporter = consoleReporter): void {
  const start = () => {
    void import('web-vitals').then(({ onCLS, onINP, onLCP, onFCP, onTTFB }) => {
      for (const subscribe of [onCLS, onINP, onLCP, onFCP, onTTFB]) subscribe(report);
    });
  };
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start);
    else setTimeout(start, 1000);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
