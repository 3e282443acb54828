// The bands of a long page below its first screen are laid out only as they come near it
// (`content-visibility-auto`, record 064), at a stand-in size until then. A smooth scroll to a
// band lower down passes through the bands in between, which take their real size as it runs
// and move the target away from where the scroll was aimed; and a checker that reads colours
// where things are drawn (axe) finds nothing drawn behind a band's text. Both draw every band
// first.

/** On <html>: every band is drawn, as if none waited (styles.css). */
export const DRAW_ALL_BANDS_ATTRIBUTE = 'data-draw-all-bands';

/** Draws every band of the page from now on. */
export function drawAllBands(): void {
  document.documentElement.setAttribute(DRAW_ALL_BANDS_ATTRIBUTE, '');
}
