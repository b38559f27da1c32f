import { afterEach } from 'vitest';
import { commands, page } from 'vitest/browser';
import type { VisualResult } from './matchVisual';

/**
 * The local visual baseline (README: Visual baselines): after each story's render, `play` and axe
 * checks pass, a screenshot of the page is compared with the committed baseline of that story in
 * that theme (visual/<THEME>/<stories file>/<story>.png, by .storybook/matchVisual.ts), with a small
 * tolerance. Animations, transitions and the text caret are stopped first so the picture is stable.
 * `npm test` compares LIGHT; `pnpm visual` all three themes, switched on the state the play left
 * as the axe checks are (`data-olive-theme`, CSS only).
 */
const still = document.createElement('style');
still.textContent = `*, *::before, *::after {
  animation-delay: 0s !important; animation-duration: 0s !important; animation-play-state: paused !important;
  transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important;
}`;

declare const __OLIVE_VISUAL_THEMES__: readonly string[];

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** vitest.config.ts: the height of the window the test frame is scaled into. */
    setTestWindowHeight: (height: number) => Promise<void>;
    /** .storybook/matchVisual.ts: the frame's picture against its baseline. */
    matchVisual: (name: string) => Promise<VisualResult>;
  }
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/**
 * The picture covers the whole content, not just the first screenful: when the page is taller than
 * the test frame, the frame grows to the page's height (so a screen inside the shell is compared down
 * to its last row, and the sticky side panel, sized by the viewport, grows with it) and the window
 * around it grows in proportion, so the frame keeps the scale every other baseline is taken at
 * (and the pointer is parked outside the frame). Both shrink back for the next story.
 */
async function withWholePage(shoot: () => Promise<void>) {
  const { innerWidth: width, innerHeight: height } = window;
  // The body's own box, which is what the screenshot frames (an absolutely placed, visually hidden
  // node that pokes a few pixels out of it adds nothing to the picture).
  const full = Math.ceil(document.body.getBoundingClientRect().height);
  if (full <= height) return shoot();
  const windowHeight = window.top?.innerHeight ?? height;
  await commands.setTestWindowHeight((windowHeight * full) / height);
  await page.viewport(width, full);
  // The frame's new size reaches its layout asynchronously; on a loaded machine two frames were not
  // always enough (a shot of the shell still one window tall, its table cut at the old height).
  for (let waited = 0; window.innerHeight < full && waited < 5_000; waited += 50)
    await new Promise((resolve) => setTimeout(resolve, 50));
  await nextFrame();
  try {
    await shoot();
  } finally {
    await commands.setTestWindowHeight(windowHeight);
    await page.viewport(width, height);
  }
}

afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  if (!still.isConnected) document.head.append(still);
  await document.fonts.ready;
  const html = document.documentElement;
  const shown = html.dataset.oliveTheme;
  try {
    for (const theme of __OLIVE_VISUAL_THEMES__) {
      if (html.dataset.oliveTheme !== theme) {
        html.dataset.oliveTheme = theme;
        await nextFrame();
      }
      await withWholePage(async () => {
        const result = await commands.matchVisual(`${theme}/${context.task.name}`);
        if (!result.pass) throw new Error(result.message);
      });
    }
  } finally {
    if (shown) html.dataset.oliveTheme = shown;
  }
});
