/**
 * Reports a page view through the `gtag` function GA's inline snippet defines (lib/inline-scripts
 * .mjs, `googleAnalyticsInit`); nothing happens when analytics are off. Our own few lines instead
 * of @next/third-parties' `sendGAEvent`, whose import brought the GA component into every page.
 */
export function sendPageView(params: { page_path: string; page_location: string; page_title: string }): void {
  const { gtag } = window as { gtag?: (...args: unknown[]) => void };
  gtag?.('event', 'page_view', params);
}
