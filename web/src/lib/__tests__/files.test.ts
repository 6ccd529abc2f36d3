import { afterEach, describe, expect, it, vi } from 'vitest';

import { saveBlob } from '../files';

describe('saveBlob', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('clicks a hidden link named after the file, then revokes its URL a second later', () => {
    vi.useFakeTimers();
    const created: Blob[] = [];
    const revoke = vi.fn();
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        created.push(blob);
        return 'blob:file-1';
      },
      revokeObjectURL: revoke,
    });
    const clicked: { href: string; download: string; attached: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download, attached: this.isConnected });
    });

    saveBlob(new Blob(['a,b\r\n'], { type: 'text/csv' }), 'report.csv');

    expect(clicked).toEqual([{ href: 'blob:file-1', download: 'report.csv', attached: true }]);
    expect(created[0]?.type).toBe('text/csv');
    expect(created[0]?.size).toBe(5);
    expect(document.querySelector('a[download]')).toBeNull();
    vi.advanceTimersByTime(999);
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revoke).toHaveBeenCalledWith('blob:file-1');
  });
});
