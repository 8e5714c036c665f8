import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToast } from '@portfolio/ui';
import { CodeSample } from './CodeSample';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('CodeSample', () => {
  it('shows the code in a focusable, scrollable monospace block', () => {
    render(<CodeSample title="Request" language="json" code={'{\n  "a": 1\n}'} />);
    const block = screen.getByRole('region', { name: 'Code: Request' });
    expect(block.tagName).toBe('PRE');
    expect(block).toHaveAttribute('tabindex', '0');
    expect(block.textContent).toBe('{\n  "a": 1\n}');
  });

  it('copies the code with navigator.clipboard and says so for 2 seconds', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(<CodeSample title="Request" language="json" code="x = 1" />);
    await act(async () => screen.getByRole('button', { name: 'Copy code: Request' }).click());
    expect(writeText).toHaveBeenCalledWith('x = 1');
    expect(screen.getByRole('button', { name: 'Copied code: Request' })).toHaveTextContent('Copied');
    expect(screen.getByRole('status')).toHaveTextContent('Code copied to the clipboard');
    act(() => void vi.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: 'Copy code: Request' })).toHaveTextContent('Copy');
  });

  it('tells the visitor when copying is not possible', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } });
    const error = vi.spyOn(useToast.getState(), 'error');
    render(<CodeSample title="Request" language="json" code="x = 1" />);
    await act(async () => screen.getByRole('button', { name: 'Copy code: Request' }).click());
    expect(error).toHaveBeenCalledWith('Could not copy the code. Select it and copy it manually.');
  });
});

describe('CodeSample with build-time tokens', () => {
  it('colours each run and keeps the text exactly the code', () => {
    render(
      <CodeSample
        title="Body"
        language="json"
        code={'{\n  "a": 1\n}'}
        tokens={[
          [['{', '#e1e4e8']],
          [
            ['  ', '#e1e4e8'],
            ['"a"', '#79b8ff'],
            [': ', '#e1e4e8'],
            ['1', '#79b8ff'],
          ],
          [['}', '#e1e4e8']],
        ]}
      />,
    );
    const block = screen.getByRole('region', { name: 'Code: Body' });
    expect(block.textContent).toBe('{\n  "a": 1\n}');
    expect(block.querySelector('code')).toHaveAttribute('data-highlighted', 'true');
    expect(screen.getByText('"a"')).toHaveStyle({ color: '#79b8ff' });
  });
});
