import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { REPORT_NOTE_MAX_LENGTH, REPORTS_PER_DAY } from '@/config/constants';
import { REPORT, REPORT_LIMITS } from './messages';
import { ReportForm } from './ReportForm';

describe('ReportForm', () => {
  it('asks for a reason before sending', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<ReportForm onSubmit={onSubmit} onCancel={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: REPORT.submit }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText(REPORT.reasonRequired)).toBeInTheDocument();
  });

  it('sends the chosen reason and note; the note is capped at the limit', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<ReportForm onSubmit={onSubmit} onCancel={vi.fn()} />);
    await userEvent.selectOptions(screen.getByLabelText(new RegExp(REPORT.reasonLabel)), 'Scam or fraud');
    const note = screen.getByLabelText(REPORT.noteLabel);
    expect(note).toHaveAttribute('maxLength', String(REPORT_NOTE_MAX_LENGTH));
    await userEvent.type(note, 'Asked for a deposit by bank transfer.');
    await userEvent.click(screen.getByRole('button', { name: REPORT.submit }));
    expect(onSubmit).toHaveBeenCalledWith({ reason: 'Scam or fraud', note: 'Asked for a deposit by bank transfer.' });
  });

  it('keeps everything typed and says so when sending fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onSubmit = vi.fn().mockRejectedValue(new Error('offline'));
    render(<ReportForm onSubmit={onSubmit} onCancel={vi.fn()} />);
    await userEvent.selectOptions(screen.getByLabelText(new RegExp(REPORT.reasonLabel)), 'Spam');
    await userEvent.type(screen.getByLabelText(REPORT.noteLabel), 'Same post five times.');
    await userEvent.click(screen.getByRole('button', { name: REPORT.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REPORT.reportFailed);
    expect(screen.getByLabelText(new RegExp(REPORT.reasonLabel))).toHaveValue('Spam');
    expect(screen.getByLabelText(REPORT.noteLabel)).toHaveValue('Same post five times.');
  });

  it('shows the caller’s message for a refused report (the daily limit) and keeps the choice', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const limited = new Error('limited');
    const onSubmit = vi.fn().mockRejectedValue(limited);
    const failureMessage = vi.fn(() => REPORT_LIMITS.tooManyReports(REPORTS_PER_DAY));
    render(<ReportForm onSubmit={onSubmit} onCancel={vi.fn()} failureMessage={failureMessage} />);
    await userEvent.selectOptions(screen.getByLabelText(new RegExp(REPORT.reasonLabel)), 'Harassment');
    await userEvent.click(screen.getByRole('button', { name: REPORT.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REPORT_LIMITS.tooManyReports(REPORTS_PER_DAY));
    expect(failureMessage).toHaveBeenCalledWith(limited);
    expect(screen.getByLabelText(new RegExp(REPORT.reasonLabel))).toHaveValue('Harassment');
  });
});
