// Renders the app icons, favicons and iOS startup images from src/web/pwa/logo.svg into
// .generated/pwa-assets (git-ignored), as listed in src/web/pwa/pwa-assets.json. Runs before every
// `vite build`; a file newer than the logo, the list and this script is kept, so a repeat run
// only checks dates.
//   node scripts/build-icons.mjs [--force]
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const logoFile = path.join(root, 'src/web/pwa/logo.svg');
const listFile = path.join(root, 'src/web/pwa/pwa-assets.json');
const outDir = path.join(root, '.generated/pwa-assets');
const force = process.argv.includes('--force');

/** The logo's own size in SVG units; sharp's density scales it so nothing is upscaled. */
const LOGO_UNITS = 512;
const PNG = { compressionLevel: 9, palette: true };

const config = JSON.parse(await fs.readFile(listFile, 'utf8'));
const logo = await fs.readFile(logoFile);
/** Loaded only when something is to be rendered, so an up-to-date run stays a few milliseconds. */
let sharp;

/** The logo rasterised at `size` pixels square, transparent outside its rounded square. */
const renderLogo = (size) =>
  sharp(logo, { density: Math.max(72, (72 * size) / LOGO_UNITS) })
    .resize(size, size)
    .png()
    .toBuffer();

/** Full-bleed square in the theme colour with the logo scaled to `scale`: no transparent corners. */
async function renderOpaqueIcon(size, scale) {
  const inner = Math.round(size * scale);
  const edge = Math.floor((size - inner) / 2);
  return sharp(await renderLogo(inner))
    .extend({ top: edge, left: edge, bottom: size - inner - edge, right: size - inner - edge, background: config.themeColor })
    .flatten({ background: config.themeColor })
    .png(PNG)
    .toBuffer();
}

async function renderSplash({ width, height }) {
  const logoSize = Math.round(Math.min(width, height) * config.splashLogoScale);
  return sharp({ create: { width, height, channels: 3, background: config.backgroundColor } })
    .composite([{ input: await renderLogo(logoSize), gravity: 'center' }])
    .png(PNG)
    .toBuffer();
}

/** A .ico holding PNG images (supported by every browser since Windows Vista's format revision). */
async function renderIco(sizes) {
  const images = await Promise.all(sizes.map((size) => renderLogo(size)));
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach((image, index) => {
    const entry = 6 + 16 * index;
    const size = sizes[index];
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(image.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += image.length;
  });
  return Buffer.concat([header, ...images]);
}

/** Every output file with the function that renders it. */
const jobs = [
  [config.logo, async () => logo],
  ...config.icons.map((icon) => [icon.src, async () => sharp(await renderLogo(icon.size)).png(PNG).toBuffer()]),
  ...config.maskableIcons.map((icon) => [icon.src, () => renderOpaqueIcon(icon.size, config.maskableScale)]),
  [config.appleTouchIcon.src, () => renderOpaqueIcon(config.appleTouchIcon.size, 1)],
  ...config.favicons.map((icon) => [icon.src, async () => sharp(await renderLogo(icon.size)).png(PNG).toBuffer()]),
  [config.faviconIco.src, () => renderIco(config.faviconIco.sizes)],
  ...config.splashScreens.map((screen) => [screen.src, () => renderSplash(screen)]),
];

const inputsChanged = Math.max(...(await Promise.all([logoFile, listFile, fileURLToPath(import.meta.url)].map(async (file) => (await fs.stat(file)).mtimeMs))));
const isFresh = async (file) => !force && (await fs.stat(file).then((stat) => stat.mtimeMs >= inputsChanged, () => false));

const started = performance.now();
let written = 0;
await Promise.all(
  jobs.map(async ([name, render]) => {
    const file = path.join(outDir, name);
    if (await isFresh(file)) return;
    sharp ??= (await import('sharp')).default;
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, await render());
    written += 1;
  }),
);
const took = Math.round(performance.now() - started);
process.stdout.write(
  written === 0
    ? `PWA images up to date (${jobs.length} files in ${path.relative(root, outDir)}, ${took} ms)\n`
    : `PWA images: rendered ${written} of ${jobs.length} into ${path.relative(root, outDir)} in ${took} ms\n`,
);
