import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../../shared/constants';
import { brand } from '../../../config/brand';
import { WelcomeVideoDialog } from './welcome-video-dialog';

describe('WelcomeVideoDialog', () => {
  it('welcomes a first-time visitor with the video until Get Started', async () => {
    const user = userEvent.setup();
    render(<WelcomeVideoDialog />);
    const dialog = screen.getByRole('dialog', { name: `Welcome to ${brand.name}` });
    expect(screen.getByTitle('Welcome video')).toHaveAttribute('src', brand.links.welcomeVideo);

    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(dialog).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.hasSeenWelcome)).toBe('true');
  });

  it('opens with focus on itself, not in the video, so Escape reaches it', async () => {
    const user = userEvent.setup();
    render(<WelcomeVideoDialog />);
    const dialog = screen.getByRole('dialog', { name: `Welcome to ${brand.name}` });
    expect(dialog).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
  });

  it('counts closing with Escape as dismissing it', async () => {
    const user = userEvent.setup();
    render(<WelcomeVideoDialog />);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.hasSeenWelcome)).toBe('true');
  });

  it('stays away once dismissed', () => {
    localStorage.setItem(STORAGE_KEYS.hasSeenWelcome, 'true');
    render(<WelcomeVideoDialog />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
