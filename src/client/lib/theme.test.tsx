import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ThemeSwitcher } from '../components/theme-switcher';
import { ThemeProvider } from './theme';

function renderSwitcher() {
  return render(
    <ThemeProvider defaultTheme="light">
      <ThemeSwitcher />
    </ThemeProvider>,
  );
}

describe('ThemeProvider', () => {
  it('starts light in the routed app when nothing is stored', () => {
    renderSwitcher();
    expect(screen.getByRole('button', { name: 'Light' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('applies a choice and stores it under ui-theme', async () => {
    renderSwitcher();
    await userEvent.click(screen.getByRole('button', { name: 'Dark' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('ui-theme')).toBe('dark');
  });

  it('restores a stored choice and ignores a corrupt one', () => {
    localStorage.setItem('ui-theme', 'dark');
    const { unmount } = renderSwitcher();
    expect(screen.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
    unmount();
    localStorage.setItem('ui-theme', 'purple');
    renderSwitcher();
    expect(screen.getByRole('button', { name: 'Light' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('follows a choice made in another tab', () => {
    renderSwitcher();
    expect(document.documentElement).not.toHaveClass('dark');
    act(() => {
      localStorage.setItem('ui-theme', 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: 'ui-theme', newValue: 'dark' }));
    });
    expect(screen.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveClass('dark');
  });
});
