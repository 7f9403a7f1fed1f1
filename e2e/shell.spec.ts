import { expect, test } from '@playwright/test';

test('the shell shows the product, the backend status and the research view', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toContainText('Sightline');
  const status = page.getByTestId('backend-status');
  await expect(status).toContainText(/offline planner/i);
  await expect(page.getByTestId('ask-input')).toBeVisible();
  await expect(page.getByTestId('timeline')).toBeAttached();
});

test('API routes answer JSON and unknown API routes get a JSON 404', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(await health.json()).toEqual({ ok: true });
  const missing = await request.get('/api/no-such-route');
  expect(missing.status()).toBe(404);
  expect((await missing.json()).error.code).toBeTruthy();
});
