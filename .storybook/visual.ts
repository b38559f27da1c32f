import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/**
 * The local visual baseline (README: Visual baselines): after each story's render, `play` and axe
 * check pass, a screenshot of the page is compared with the committed baseline of that story in
 * that theme (visual/<THEME>/<stories file>/<story>.png, see vitest.config.ts), with a small
 * tolerance. Animations, transitions and the text caret are stopped first so the picture is stable.
 * `npm test` compares LIGHT; `pnpm visual` all three themes (vitest.config.ts).
 */
const still = document.createElement('style');
still.textContent = `*, *::before, *::after {
  animation-delay: 0s !important; animation-duration: 0s !important; animation-play-state: paused !important;
  transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important;
}`;

declare const __OLIVE_VISUAL__: boolean;

afterEach(async (context) => {
  if (!__OLIVE_VISUAL__ || context.task.result?.state === 'fail') return;
  if (!still.isConnected) document.head.append(still);
  await document.fonts.ready;
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(context.task.name);
});
