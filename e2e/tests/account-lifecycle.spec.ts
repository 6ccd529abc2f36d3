import { expect, signIn, signInToDashboard, test } from '../support/fixtures';
import { readCodeFromOutbox } from '../support/mail';

test('forgot password: code by mail, new password, then sign in with it', async ({
  page,
  user,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  const requestedAt = Date.now();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page.getByLabel('Reset code')).toBeVisible();

  const code = await readCodeFromOutbox(user.email, 'reset', { since: requestedAt });
  const newPassword = 'N3w-Passw0rd!';
  await page.getByLabel('Reset code').fill(code);
  const password = page.getByLabel('New password', { exact: true });
  await password.pressSequentially('short');
  await expect(
    page
      .getByRole('list', { name: 'Password requirements' })
      .getByText('Password must be at least 8 characters long'),
  ).toBeVisible();
  await password.fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText('Your password has been reset. Sign in with your new password.'),
  ).toBeVisible();

  // The old password no longer works; the new one does.
  await signIn(page, user);
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
  await signInToDashboard(page, { ...user, password: newPassword });
});

test('delete my account: confirm with DELETE, signed out, the account is gone', async ({
  page,
  user,
}) => {
  await signInToDashboard(page, user);
  await page.goto('/dashboard/settings');
  await page.getByRole('button', { name: 'Delete my account' }).click();

  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete account permanently' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('delete');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await confirm.click();

  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

  await signIn(page, user);
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
});
