import { options } from 'preact';

// Preact runs effects (useEffect) after the next frame is painted; React runs them before the
// browser handles the next input event when an input caused the change. Code written for React
// counts on that: react-day-picker moves focus to the day an arrow key chose in an effect, so an
// Enter pressed at once chose the day focus had left. Once the page is hydrated, effects run as
// soon as the change is drawn into the page, before anything else (record 058); while the page
// is being hydrated they keep Preact's timing, so its first effects are not added to the long
// task that hydrating it already is.
export function runEffectsBeforeNextInput() {
  (options as { requestAnimationFrame?: (callback: () => void) => void }).requestAnimationFrame = (
    callback,
  ) => queueMicrotask(callback);
}
