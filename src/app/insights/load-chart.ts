import type { Chart as ChartClass } from 'chart.js';

let loaded: Promise<typeof ChartClass> | undefined;

/**
 * chart.js, loaded on first use so it stays out of the initial bundle, with only the controllers,
 * elements and plugins Sightline draws with registered.
 */
export function loadChart(): Promise<typeof ChartClass> {
  loaded ??= import('chart.js').then((chart) => {
    chart.Chart.register(
      chart.BubbleController,
      chart.LineController,
      chart.BarController,
      chart.PointElement,
      chart.LineElement,
      chart.BarElement,
      chart.LinearScale,
      chart.CategoryScale,
      chart.Tooltip,
    );
    return chart.Chart;
  });
  return loaded;
}

/** A CSS custom property of the page's theme, for canvas colours that follow light and dark. */
export function themeColor(element: Element, property: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(property).trim() || fallback;
}
