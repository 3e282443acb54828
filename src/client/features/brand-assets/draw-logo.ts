import { brand } from '../../config/brand';

// The social media logos, drawn on 512 x 512 canvases (spec section 2, /social-media-logo).

export const LOGO_SIZE = 512;

const PURPLE = '#4c1d95';
const PRIMARY = '#6d28d9';
/** The heart of /favicon.svg, on its 32-unit grid. */
const HEART =
  'M16 25s-8-4.7-8-10.4C8 11.5 10.2 9.5 12.7 9.5c1.5 0 2.6.7 3.3 1.8.7-1.1 1.8-1.8 3.3-1.8 2.5 0 4.7 2 4.7 5.1C24 20.3 16 25 16 25z';

export type LogoStyle = 'light' | 'circle';

function drawHeart(
  context: CanvasRenderingContext2D,
  x: number,
  y: number,
  size: number,
  fill: string,
) {
  context.save();
  context.translate(x, y);
  context.scale(size / 32, size / 32);
  context.fillStyle = fill;
  context.fill(new Path2D(HEART));
  context.restore();
}

function drawName(context: CanvasRenderingContext2D, y: number, fill: string) {
  context.fillStyle = fill;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.font = 'bold 46px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
  context.fillText(brand.name, LOGO_SIZE / 2, y, LOGO_SIZE - 64);
}

/** light: the mark and name on white. circle: white on a purple disc, clear around it. */
export function drawLogo(canvas: HTMLCanvasElement, style: LogoStyle): void {
  const context = canvas.getContext('2d');
  if (!context) return;
  context.clearRect(0, 0, LOGO_SIZE, LOGO_SIZE);
  if (style === 'light') {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, LOGO_SIZE, LOGO_SIZE);
    context.fillStyle = PURPLE;
    context.beginPath();
    context.roundRect(166, 96, 180, 180, 40);
    context.fill();
    drawHeart(context, 166, 96, 180, '#ffffff');
    drawName(context, 340, PRIMARY);
  } else {
    context.fillStyle = PURPLE;
    context.beginPath();
    context.arc(LOGO_SIZE / 2, LOGO_SIZE / 2, LOGO_SIZE / 2, 0, Math.PI * 2);
    context.fill();
    drawHeart(context, 136, 70, 240, '#ffffff');
    drawName(context, 350, '#ffffff');
  }
}
