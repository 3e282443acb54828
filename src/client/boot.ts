// The page's entry. Every page arrives drawn (record 035) with its styles inline (record 041), so
// its first paint needs nothing more: the app's code (main.tsx, which hydrates) is fetched only
// after that paint, and never competes with it for a slow connection.
import './styles.css';

requestAnimationFrame(() => {
  setTimeout(() => {
    void import('./main');
  }, 0);
});
