import sharp from 'sharp';
import type { Rng } from './random';

export const DEMO_IMAGE_WIDTH = 1200;
export const DEMO_IMAGE_HEIGHT = 900;

export type DemoImageOptions = { caption: string; rng: Rng; width?: number; height?: number };

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A soft pastel picture (gradient sky, sun, hills, a few balloons) with a Korean caption, as a JPEG, generated at
 * run time so no binary assets live in the repository. Deterministic for a given generator state.
 */
export async function makeDemoImage({ caption, rng, width = DEMO_IMAGE_WIDTH, height = DEMO_IMAGE_HEIGHT }: DemoImageOptions): Promise<Buffer> {
  const hue = rng.int(0, 359);
  const sky1 = `hsl(${hue}, 70%, 88%)`;
  const sky2 = `hsl(${(hue + 40) % 360}, 65%, 94%)`;
  const hill1 = `hsl(${(hue + 120) % 360}, 45%, 72%)`;
  const hill2 = `hsl(${(hue + 150) % 360}, 40%, 62%)`;
  const balloons = Array.from({ length: rng.int(3, 6) }, () => {
    const x = rng.int(Math.round(width * 0.1), Math.round(width * 0.9));
    const y = rng.int(Math.round(height * 0.15), Math.round(height * 0.5));
    const r = rng.int(28, 60);
    const color = `hsl(${rng.int(0, 359)}, 75%, 70%)`;
    return (
      `<line x1="${x}" y1="${y + r}" x2="${x + rng.int(-20, 20)}" y2="${y + r + 120}" stroke="#94a3b8" stroke-width="3"/>` +
      `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${Math.round(r * 1.2)}" fill="${color}" opacity="0.9"/>`
    );
  }).join('');
  const sunX = rng.int(Math.round(width * 0.65), Math.round(width * 0.85));
  const fontSize = Math.round(height * 0.08);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${sky1}"/><stop offset="1" stop-color="${sky2}"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="${Math.round(height * 0.2)}" r="${Math.round(height * 0.09)}" fill="#fde68a"/>
  ${balloons}
  <ellipse cx="${Math.round(width * 0.25)}" cy="${height}" rx="${Math.round(width * 0.55)}" ry="${Math.round(height * 0.35)}" fill="${hill1}"/>
  <ellipse cx="${Math.round(width * 0.8)}" cy="${height}" rx="${Math.round(width * 0.5)}" ry="${Math.round(height * 0.28)}" fill="${hill2}"/>
  <rect x="${Math.round(width * 0.08)}" y="${Math.round(height * 0.74)}" width="${Math.round(width * 0.84)}" height="${Math.round(fontSize * 1.8)}" rx="24" fill="#ffffff" opacity="0.75"/>
  <text x="${Math.round(width / 2)}" y="${Math.round(height * 0.74 + fontSize * 1.25)}" font-family="Noto Sans CJK KR, Noto Sans KR, Apple SD Gothic Neo, Malgun Gothic, sans-serif" font-size="${fontSize}" font-weight="bold" fill="#334155" text-anchor="middle">${escapeXml(caption)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

/** A one-page blank A4 PDF: enough for a notice's attachment to download and open. */
export function makeDemoPdf(): Buffer {
  const objects = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Resources<<>>>>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [i, body] of objects.entries()) {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  }
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
