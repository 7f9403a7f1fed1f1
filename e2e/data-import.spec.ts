import { expect, test } from '@playwright/test';

// Three rows inside the demo's span and no extra columns, so the shared e2e database gains nothing
// but these rows (and a second run finds them already there).
const CSV = [
  'Created,Subject,Message,Channel',
  '5/10/2026 9:15,Card delivery,My replacement card never arrived,email',
  '5/10/2026 10:40,Statement,Where can I download last month’s statement?,chat',
  '5/11/2026 8:05,Thanks,"Thanks, the transfer went through",email',
].join('\n');

function communications(text: string): number {
  const match = /([\d,]+) communications/.exec(text);
  if (!match) throw new Error(`no count in "${text}"`);
  return Number(match[1]!.replaceAll(',', ''));
}

test('the Data page imports a small file with a progress bar and the header counts update', async ({
  page,
}) => {
  await page.goto('/');
  const status = page.getByLabel('Corpus size');
  await expect(status).toContainText(/communications/);
  const before = communications(await status.innerText());

  await page.getByRole('link', { name: 'Your data' }).click();
  await expect(page).toHaveURL(/\/data$/);
  await page.getByTestId('data-file-input').setInputFiles({
    name: 'messages.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(CSV),
  });
  const preview = page.getByTestId('data-preview');
  await expect(preview).toContainText('2026-05-10T09:15:00Z');
  await expect(preview).toContainText('My replacement card never arrived');

  await page.getByTestId('data-import').click();
  await expect(page.getByTestId('data-progress')).toBeVisible();
  const summary = page.getByTestId('data-summary');
  await expect(summary).toContainText(/Imported \d+, already present \d+, rejected 0/);
  const imported = Number(/Imported (\d+)/.exec(await summary.innerText())![1]);
  const present = Number(/already present (\d+)/.exec(await summary.innerText())![1]);
  expect(imported + present).toBe(3);
  await expect(status).toContainText(
    `${(before + imported).toLocaleString('en-US')} communications`,
  );
});
