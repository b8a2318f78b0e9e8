/** Steps of the Start X Level flow shared by its browser tests. */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import type { Page } from 'playwright-core'

const run = promisify(execFile)
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf'

/** 4 s at 30 fps of 'SCORE 1000' rising by 10 a frame: the engine reads 2190 on the last frame. */
export async function makeClip(file: string) {
  await run('ffmpeg', [
    ...['-v', 'error', '-y', '-threads', '1', '-f', 'lavfi'],
    ...['-i', 'color=c=black:s=640x360:r=30:d=4'],
    ...[
      '-vf',
      `drawtext=text='SCORE %{eif\\:1000+n*10\\:d}':fontfile=${FONT}:fontsize=56:fontcolor=white:x=24:y=16`,
    ],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', file],
  ])
  return file
}

export async function chooseGame(page: Page, category: RegExp, title: string) {
  await page.getByRole('button', { name: category }).click()
  await page.getByRole('button', { name: new RegExp(`^${title}`) }).click()
  await page.getByRole('heading', { name: 'INSERT COIN FOR UPLOAD' }).waitFor()
}

export async function fillCodes(page: Page) {
  await page.getByLabel('Select Platform').selectOption({ label: 'PCB' })
  await page.getByLabel('Select Mode').selectOption({ label: 'HI-SCORE' })
  await page.getByLabel('Select Level').selectOption({ label: 'Normal' })
}

/**
 * Records, in the page, each step the progress line shows as it appears (a step can be on screen
 * too briefly to poll); the returned function reads them.
 */
export async function recordProgressSteps(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = []
    ;(window as unknown as { steps: string[] }).steps = seen
    new MutationObserver(() => {
      const step = document.querySelector('.sx-progress-step')?.textContent
      if (step && seen.at(-1) !== step) seen.push(step)
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  })
  return () => page.evaluate(() => (window as unknown as { steps: string[] }).steps)
}
