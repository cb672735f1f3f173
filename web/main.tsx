import './styles.css';

/**
 * The server's HTML is the page; the app's code only makes it interactive. Asking for that code once the
 * first paint is on screen leaves a slow connection to the stylesheet, the font and the page while they
 * matter most (the scripts would otherwise share the bandwidth with them); the app takes over a moment later.
 * A page the server sent empty, or a hidden tab, has nothing to paint: there the app starts at once.
 */
function afterFirstPaint(start: () => void) {
  const serverDrewPage = Boolean(document.getElementById('root')?.firstElementChild);
  const canWatchPaint = 'PerformanceObserver' in window && PerformanceObserver.supportedEntryTypes.includes('paint');
  if (!serverDrewPage || document.visibilityState !== 'visible' || !canWatchPaint) return start();
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: 'paint', buffered: true });
}

afterFirstPaint(() => void import('./startApp'));
