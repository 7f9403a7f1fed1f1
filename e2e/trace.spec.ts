import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';

const QUESTION = 'What share of chatbot chats are handed to a human agent?';

async function stepKinds(page: Page): Promise<string[]> {
  return page
    .getByTestId('timeline-step')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-kind') ?? ''));
}

async function showSteps(page: Page): Promise<void> {
  const toggle = page.locator('.steps-toggle');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

test('an exported conversation imports back with the same answer and steps', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await page.getByTestId('ask-input').fill(QUESTION);
  await page.getByTestId('ask-input').press('Enter');
  const answer = page.getByTestId('final-answer');
  await expect(answer).toBeVisible({ timeout: 45_000 });
  await showSteps(page);
  await expect.poll(() => stepKinds(page)).toContain('observation');
  const answerText = await answer.innerText();
  const kinds = await stepKinds(page);

  const downloadPromise = page.waitForEvent('download');
  await page.getByTestId('export-conversation').click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/\.sightline\.json$/);
  const file = testInfo.outputPath('conversation.sightline.json');
  await download.saveAs(file);
  const exported = JSON.parse(readFileSync(file, 'utf8'));
  expect(exported.format).toBe('sightline.trace');
  expect(exported.turns[0].question).toBe(QUESTION);

  await page.getByTestId('new-conversation').click();
  await expect(page.getByTestId('final-answer')).toHaveCount(0);

  const chooserPromise = page.waitForEvent('filechooser');
  await page.getByTestId('import-conversation').click();
  await (await chooserPromise).setFiles(file);

  await expect(page.getByTestId('final-answer')).toHaveText(answerText);
  await showSteps(page);
  // The steps render in the frame after the click: poll rather than read once.
  await expect.poll(() => stepKinds(page)).toEqual(kinds);
  await expect(page.getByTestId('timeline')).toContainText(QUESTION);
});

test('a file that is not a trace is refused with a message and changes nothing', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByTestId('import-conversation-file').setInputFiles({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ format: 'sightline.trace', version: 1, turns: 'x' })),
  });
  await expect(page.locator('mat-snack-bar-container')).toContainText(/Could not import/);
  await expect(page.getByTestId('history-item')).toHaveCount(0);
  await expect(page.getByTestId('final-answer')).toHaveCount(0);

  await page.getByTestId('import-conversation-file').setInputFiles({
    name: 'binary.json',
    mimeType: 'application/json',
    buffer: Buffer.from([0xff, 0x00, 0x7b]),
  });
  await expect(
    page.locator('mat-snack-bar-container').filter({ hasText: 'binary.json' }),
  ).toContainText(/not JSON/);
  await expect(page.getByTestId('history-item')).toHaveCount(0);
});
