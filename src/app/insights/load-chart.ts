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

/**
 * A colour of the page's theme as the canvas can use it (`rgb(…)`), for charts that follow light
 * and dark. The theme's properties may hold `light-dark()` or `color-mix()`, which a canvas cannot
 * parse, so the browser resolves them on a probe element first.
 */
export function themeColor(element: Element, property: string, fallback: string): string {
  const probe = document.createElement('span');
  probe.style.color = `var(${property}, ${fallback})`;
  probe.style.display = 'none';
  element.parentElement?.appendChild(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color || fallback;
}
