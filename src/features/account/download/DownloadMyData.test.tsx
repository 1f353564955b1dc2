import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as data from '@/data';
import { spyOnToasts } from '@/testing/spies';
import { ACCOUNT_TEXT } from '../messages';
import { DownloadMyData } from './DownloadMyData';
import * as saved from './saveJsonFile';

beforeEach(() => {
  vi.spyOn(data, 'collectMyData');
  vi.spyOn(saved, 'saveJsonFile').mockImplementation(() => undefined);
  spyOnToasts();
});

describe('Download my data', () => {
  it('shows progress while reading and saves one JSON file of what was read', async () => {
    let finish: (value: data.MyDataExport) => void = () => undefined;
    vi.mocked(data.collectMyData).mockImplementation((_uid, progress) => {
      progress?.('messages', 100);
      return new Promise((resolve) => (finish = resolve));
    });
    render(<DownloadMyData uid="u1" />);
    await userEvent.click(screen.getByRole('button', { name: ACCOUNT_TEXT.downloadButton }));
    expect(screen.getByRole('status')).toHaveTextContent(ACCOUNT_TEXT.downloading('messages', 100));
    // Only what the component passes on: the rest of the export is the data layer's.
    const file = { userId: 'u1', messagesSent: [{ id: 'm1' }], truncated: false } as unknown as data.MyDataExport;
    finish(file);
    expect(await screen.findByText(ACCOUNT_TEXT.downloaded)).toBeInTheDocument();
    expect(data.collectMyData).toHaveBeenCalledWith('u1', expect.any(Function));
    expect(saved.saveJsonFile).toHaveBeenCalledWith(expect.stringMatching(/^roomshare-my-data-\d{4}-\d{2}-\d{2}\.json$/), file);
  });

  it('a failed read saves nothing and says so', async () => {
    vi.mocked(data.collectMyData).mockRejectedValue(new Error('permission-denied'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<DownloadMyData uid="u1" />);
    await userEvent.click(screen.getByRole('button', { name: ACCOUNT_TEXT.downloadButton }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_TEXT.downloadFailed);
    expect(saved.saveJsonFile).not.toHaveBeenCalled();
  });
});
