import { afterPageSettles } from '@/lib/afterPageSettles';

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

/**
 * Loads web-vitals once the page has settled. Its observers read buffered entries, so the
 * paints and shifts that happened before it loaded are still reported.
 */
export function reportWebVitalsLater(report: MetricReporter = consoleReporter): void {
  afterPageSettles(() => {
    import('web-vitals')
      .then(({ onCLS, onINP, onLCP, onFCP, onTTFB }) => {
        for (const subscribe of [onCLS, onINP, onLCP, onFCP, onTTFB]) subscribe(report);
      })
      .catch((cause: unknown) => console.warn('Web vitals are not reported on this visit', cause));
  });
}
