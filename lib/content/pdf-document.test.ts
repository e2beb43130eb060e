import { describe, expect, it, vi } from 'vitest';
import { reportPdfDocument } from './pdf-document';

describe("a tab's document shown by the browser's PDF viewer", () => {
  const top = () => {
    const win = {} as { top: unknown };
    win.top = win;
    return win as Pick<Window, 'top'>;
  };

  it('is reported from the top frame only', () => {
    const send = vi.fn();
    reportPdfDocument({ contentType: 'application/pdf' }, top(), send);
    expect(send).toHaveBeenCalledTimes(1);
    reportPdfDocument({ contentType: 'application/pdf' }, { top: {} as Window }, send);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('is not a page of any other type', () => {
    const send = vi.fn();
    for (const contentType of ['text/html', 'text/plain', 'image/svg+xml', 'application/xhtml+xml']) reportPdfDocument({ contentType }, top(), send);
    expect(send).not.toHaveBeenCalled();
  });
});
