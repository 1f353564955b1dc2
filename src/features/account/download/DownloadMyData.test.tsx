import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TEXT } from '../messages';

const data = vi.hoisted(() => ({ collectMyData: vi.fn() }));
vi.mock('@/data', () => data);
vi.mock('@/components/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const saved = vi.hoisted(() => ({ saveJsonFile: vi.fn() }));
vi.mock('./saveJsonFile', () => saved);

const { DownloadMyData } = await import('./DownloadMyData');

beforeEach(() => vi.clearAllMocks());

describe('Download my data', () => {
  it('shows progress while reading and saves one JSON file of what was read', async () => {
    let finish: (value: unknown) => void = () => undefined;
    data.collectMyData.mockImplementation((_uid: string, progress: (step: string, n: number) => void) => {
      progress('messages', 100);
      return new Promise((resolve) => (finish = resolve));
    });
    render(<DownloadMyData uid="u1" />);
    await userEvent.click(screen.getByRole('button', { name: ACCOUNT_TEXT.downloadButton }));
    expect(screen.getByRole('status')).toHaveTextContent(ACCOUNT_TEXT.downloading('messages', 100));
    const file = { userId: 'u1', messagesSent: [{ id: 'm1' }], truncated: false };
    finish(file);
    expect(await screen.findByText(ACCOUNT_TEXT.downloaded)).toBeInTheDocument();
    expect(data.collectMyData).toHaveBeenCalledWith('u1', expect.any(Function));
    expect(saved.saveJsonFile).toHaveBeenCalledWith(expect.stringMatching(/^roomshare-my-data-\d{4}-\d{2}-\d{2}\.json$/), file);
  });

  it('a failed read saves nothing and says so', async () => {
    data.collectMyData.mockRejectedValue(new Error('permission-denied'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<DownloadMyData uid="u1" />);
    await userEvent.click(screen.getByRole('button', { name: ACCOUNT_TEXT.downloadButton }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_TEXT.downloadFailed);
    expect(saved.saveJsonFile).not.toHaveBeenCalled();
  });
});
