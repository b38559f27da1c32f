/**
 * The story step's visual comparison (a Vitest browser command, run in Node beside Playwright): the
 * test frame's <body> is photographed with one clipped page screenshot and compared with its baseline
 * in visual/<THEME>/<stories file>/<story>.png.
 *
 * It does what Vitest's `toMatchScreenshot` would, with two costs taken out
 * (docs/adr/0009-visual-baselines.md):
 * - Playwright's element screenshot first waits for the element to hold still and scrolls it into
 *   view, about twice the time of a clipped page screenshot of the same pixels. The stories' pictures are taken after their play has ended, with animations and the caret stopped
 *   (visual.ts), and the frame is never scrolled.
 * - Vitest decodes the baseline and the picture (pngjs) to compare them, because it
 *   writes baselines with its own PNG encoder. Baselines here are Chromium's own PNG bytes, so a
 *   picture equal to its baseline is recognised by comparing bytes. Only a picture whose bytes differ
 *   is decoded and compared pixel by pixel, with the same comparator and tolerance Vitest used
 *   (blazediff, the pixelmatch algorithm).
 *
 * Vitest's outcomes are kept: a picture that keeps changing is taken again until two in a row are
 * equal (5 s at most); a missing baseline fails the story (it is written, to be reviewed, unless
 * snapshots are never updated, as in CI); `-u` writes every baseline whose bytes differ; a mismatch
 * leaves the picture and a diff under visual/.diffs.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { diff } from '@blazediff/core';
import type { Frame } from 'playwright';
import { PNG } from 'pngjs';
import type { BrowserCommand, BrowserCommandContext } from 'vitest/node';

export interface VisualResult {
  pass: boolean;
  message?: string;
}

/** The comparison's tolerance: anti-aliasing passes, a changed colour, spacing or position fails. */
const tolerance = { threshold: 0.2, allowedMismatchedPixelRatio: 0.002 };
const STABLE_WITHIN_MS = 5_000;

/**
 * Vitest's file-name rule for a picture's name: spaces become '-', other signs are dropped. Letters
 * and digits of any script are kept, so a story named in Japanese for the sidebar's search
 * (令和の年を選ぶ（和暦）) gets its own picture instead of an empty name.
 */
const sanitize = (part: string) =>
  part
    .replace(/\s+/g, '-')
    .replace(/[^\p{L}\p{N}_-]+/gu, '')
    .replace(/-{2,}/g, '-');

/** `DARK/Playground` of Table.stories.tsx → DARK/Table/Playground.png (visual/<THEME>/<file>/<story>). */
function visualPath(root: string, name: string, testPath: string, suffix = ''): string {
  const [theme = 'LIGHT', ...rest] = name.split('/');
  const file = path.basename(testPath).replace(/\.stories\.tsx$/, '');
  return path.join(root, theme, file, `${rest.map(sanitize).join('/')}${suffix}.png`);
}

/** Playwright's rounding of an element's box to whole pixels (its `enclosingIntRect`). */
function enclosingIntRect(box: { x: number; y: number; width: number; height: number }) {
  const x = Math.floor(box.x + 1e-3);
  const y = Math.floor(box.y + 1e-3);
  const x2 = Math.ceil(box.x + box.width - 1e-3);
  const y2 = Math.ceil(box.y + box.height - 1e-3);
  return { x, y, width: x2 - x, height: y2 - y };
}

type Rect = ReturnType<typeof enclosingIntRect>;
const sameRect = (a: Rect, b: Rect) => a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;

async function write(file: string, bytes: Buffer) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
}

/** The files of a story's picture: its baseline, and under visual/.diffs the picture taken and the diff. */
interface VisualFiles {
  reference: string;
  actual: string;
  diff: string;
  diffRoot: string;
}

/** Whether the box has the baseline's size (a PNG holds its width and height at bytes 16 and 20). */
function hasBaselineSize(clip: Rect | null, reference: Buffer | null): boolean {
  return (
    !!reference && !!clip && clip.width === reference.readUInt32BE(16) && clip.height === reference.readUInt32BE(20)
  );
}

/**
 * The body's box on the screen, whole pixels, with the frame scrolled to its top (a play that
 * focused a control low on the page leaves it scrolled; Playwright's element screenshot scrolled
 * the body back into view). The frame may still be taking a size the story asked for (visual.ts
 * makes it as tall as a long page, and back): unless the box already has the baseline's size, it
 * is measured again each two frames until it holds still, as the element screenshot waited.
 */
async function settledBodyBox(context: BrowserCommandContext, frame: Frame, reference: Buffer | null) {
  const body = frame.locator('body');
  await frame.evaluate(() => window.scrollTo(0, 0));
  const measure = async () => {
    const box = await body.boundingBox();
    return box && box.width > 0 && box.height > 0 ? enclosingIntRect(box) : null;
  };
  let clip = await measure();
  if (hasBaselineSize(clip, reference)) return clip;
  const until = Date.now() + STABLE_WITHIN_MS;
  for (let previous = clip; Date.now() < until; previous = clip) {
    await context.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    clip = await measure();
    if (clip && previous && sameRect(clip, previous)) break;
  }
  return clip;
}

/**
 * Takes pictures after `first` until two in a row are the same (the page has settled) and gives that
 * one; null if the page has not settled within the limit.
 */
async function settledPicture(shoot: () => Promise<Buffer>, first: Buffer): Promise<Buffer | null> {
  const deadline = Date.now() + STABLE_WITHIN_MS;
  let picture = first;
  for (;;) {
    const next = await shoot();
    if (next.equals(picture)) return picture;
    picture = next;
    if (Date.now() > deadline) return null;
  }
}

/**
 * A story without a baseline fails: its picture is left beside the diffs when snapshots are never
 * updated (as in CI), and becomes the baseline, to be reviewed, otherwise.
 */
async function missingBaseline(update: string, picture: Buffer, files: VisualFiles): Promise<VisualResult> {
  if (update === 'none') {
    await write(files.actual, picture);
    return { pass: false, message: `No existing reference screenshot found (${files.reference}).` };
  }
  await write(files.reference, picture);
  return {
    pass: false,
    message: `No existing reference screenshot found; a new one was created (${files.reference}). Review it before running tests again.`,
  };
}

/** The picture against its baseline, pixel by pixel with the tolerance; a mismatch leaves the picture and a diff. */
async function comparePixels(reference: Buffer, picture: Buffer, files: VisualFiles): Promise<VisualResult> {
  const expected = PNG.sync.read(reference);
  const actual = PNG.sync.read(picture);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    await write(files.actual, picture);
    return {
      pass: false,
      message: `Screenshot does not match the stored reference (${files.reference}).\nExpected image dimensions to be ${expected.width}×${expected.height}px, but received ${actual.width}×${actual.height}px.`,
    };
  }
  const diffImage = new PNG({ width: expected.width, height: expected.height });
  const mismatched = diff(expected.data, actual.data, diffImage.data, expected.width, expected.height, {
    threshold: tolerance.threshold,
  });
  const pixels = expected.width * expected.height;
  if (mismatched <= tolerance.allowedMismatchedPixelRatio * pixels) return { pass: true };
  await write(files.actual, picture);
  await write(files.diff, PNG.sync.write(diffImage));
  return {
    pass: false,
    message: `Screenshot does not match the stored reference (${files.reference}).\n${mismatched} pixels (ratio ${(Math.ceil((mismatched / pixels) * 100) / 100).toFixed(2)}) differ; the picture and a diff are in ${files.diffRoot}.`,
  };
}

export function matchVisualCommand(visualRoot: string): BrowserCommand<[name: string], VisualResult> {
  const diffRoot = path.join(visualRoot, '.diffs');
  return async (context, name) => {
    const testPath = context.testPath;
    if (!testPath) throw new Error('matchVisual runs inside a story test');
    const frame = await context.frame();
    const files: VisualFiles = {
      reference: visualPath(visualRoot, name, testPath),
      actual: visualPath(diffRoot, name, testPath, '-actual'),
      diff: visualPath(diffRoot, name, testPath, '-diff'),
      diffRoot,
    };
    const reference = await readFile(files.reference).catch(() => null);

    const clip = await settledBodyBox(context, frame, reference);
    if (!clip) return { pass: false, message: 'The story frame has no body to picture.' };
    const options = { clip, animations: 'allow', caret: 'initial', scale: 'device' } as const;
    const shoot = () => context.page.screenshot(options);

    const first = await shoot();
    if (reference?.equals(first)) return { pass: true };

    // Not the baseline's bytes: take pictures until two in a row are the same (the page has settled).
    const picture = await settledPicture(shoot, first);
    if (!picture)
      return { pass: false, message: `Could not capture a stable screenshot within ${STABLE_WITHIN_MS}ms.` };
    if (reference?.equals(picture)) return { pass: true };

    const update = context.project.serializedConfig.snapshotOptions.updateSnapshot;
    // `-u`: the settled picture becomes the baseline (Chromium's bytes, so the next run recognises it
    // without decoding).
    if (update === 'all') {
      await write(files.reference, picture);
      return { pass: true };
    }
    if (!reference) return missingBaseline(update, picture, files);
    return comparePixels(reference, picture, files);
  };
}
