import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TEXT, CONTACT_VERIFICATION, PHONE_VERIFICATION_ERRORS } from '../messages';
import * as data from '@/data';
import { PhoneVerification } from './PhoneVerification';

const authError = (code: string) => Object.assign(new Error(code), { code: `auth/${code}` });

beforeEach(() => {
  vi.spyOn(data, 'sendPhoneCode').mockReturnValue(new Promise(() => undefined));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

async function sendCodeTo(typed: string, confirm = vi.fn().mockResolvedValue(undefined)) {
  vi.mocked(data.sendPhoneCode).mockResolvedValue({ confirm });
  await userEvent.type(screen.getByLabelText('Phone number'), typed);
  await userEvent.click(screen.getByRole('button', { name: 'Text me a code' }));
  return confirm;
}

describe('PhoneVerification', () => {
  it('refuses a number it cannot turn into E.164, without texting', async () => {
    render(<PhoneVerification onVerified={vi.fn()} />);
    await sendCodeTo('12345');
    expect(screen.getByText(CONTACT_VERIFICATION.invalidPhoneFormat)).toBeInTheDocument();
    expect(data.sendPhoneCode).not.toHaveBeenCalled();
  });

  it('texts the E.164 number, then links with the code and reports the typed number', async () => {
    const onVerified = vi.fn();
    render(<PhoneVerification onVerified={onVerified} />);
    const confirm = await sendCodeTo('07700 900123');
    expect(vi.mocked(data.sendPhoneCode).mock.calls[0]?.[0]).toBe('+447700900123');
    expect(await screen.findByText(CONTACT_VERIFICATION.phoneCodeSent('+447700900123'))).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Verification code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify phone' }));
    expect(confirm).toHaveBeenCalledWith('123456');
    expect(onVerified).toHaveBeenCalledWith('07700 900123');
  });

  it.each([
    ['invalid-verification-code'],
    ['code-expired'],
    ['credential-already-in-use'],
    ['too-many-requests'],
  ] as const)('explains %s and keeps the code typed', async (code) => {
    const onVerified = vi.fn();
    render(<PhoneVerification onVerified={onVerified} />);
    await sendCodeTo('+44 7700 900123', vi.fn().mockRejectedValue(authError(code)));
    await userEvent.type(await screen.findByLabelText('Verification code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify phone' }));
    expect(await screen.findByText(PHONE_VERIFICATION_ERRORS[code])).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toHaveValue('654321');
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('asks for the 6 digits before trying a code', async () => {
    render(<PhoneVerification onVerified={vi.fn()} />);
    const confirm = await sendCodeTo('07700 900123');
    await userEvent.type(await screen.findByLabelText('Verification code'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Verify phone' }));
    expect(screen.getByText(CONTACT_VERIFICATION.missingCode)).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('says the save failed (not the verification) when only the caller save fails', async () => {
    render(<PhoneVerification onVerified={vi.fn().mockRejectedValue(new Error('save failed'))} />);
    await sendCodeTo('07700 900123');
    await userEvent.type(await screen.findByLabelText('Verification code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify phone' }));
    expect(await screen.findByText(AUTH_TEXT.saveDetailsFailed)).toBeInTheDocument();
  });

  it('shows the texting failure on the number field (e.g. too many attempts)', async () => {
    vi.mocked(data.sendPhoneCode).mockRejectedValue(authError('too-many-requests'));
    render(<PhoneVerification onVerified={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Phone number'), '07700 900123');
    await userEvent.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(await screen.findByText(PHONE_VERIFICATION_ERRORS['too-many-requests'])).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveValue('07700 900123');
  });
});
