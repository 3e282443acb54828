import './styles.css';
import { afterFirstPaint } from './lib/after-first-paint';

// The page's entry. Every page arrives drawn (record 035) with its styles inline (record 041), so
// its first paint needs nothing more: the app's code (main.tsx, which hydrates) is fetched once
// that paint has happened, and never competes with it on a slow connection (record 041). Until then the page
// works as HTML (links, the FAQ, forms that post back).

afterFirstPaint(() => {
  void import('./main');
});
