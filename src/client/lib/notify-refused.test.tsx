import { render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { TestToaster } from '../test/test-toaster';
import { ApiError } from './api';
import { notifyRefused } from './notify-refused';

// Sonner keeps active toasts between renders; each test starts with none.
afterEach(() => {
  toast.dismiss();
});

describe('notifyRefused', () => {
  it('titles a demo refusal "Demo mode restriction", with the server’s sentence', async () => {
    render(<TestToaster />);
    const sentence =
      'Demo accounts cannot post in the community. Sign up for a full account to unlock all features.';
    notifyRefused(new ApiError(403, 'demo_restricted', sentence), 'Failed to post reply');
    expect(await screen.findByText('Demo mode restriction')).toBeInTheDocument();
    expect(screen.getByText(sentence)).toBeInTheDocument();
    expect(screen.queryByText('Failed to post reply')).not.toBeInTheDocument();
  });

  it('titles any other failure by what failed, in the catalogue’s words', async () => {
    render(<TestToaster />);
    notifyRefused(new ApiError(0, 'network', 'Failed to fetch'), 'Failed to like discussion');
    expect(await screen.findByText('Failed to like discussion')).toBeInTheDocument();
    expect(
      screen.getByText('Network error. Please check your internet connection.'),
    ).toBeInTheDocument();
  });

  it('leaves a lost session to the query client', async () => {
    render(<TestToaster />);
    notifyRefused(new ApiError(401, 'unauthorized', 'Sign in'), 'Failed to post discussion');
    notifyRefused(new ApiError(403, 'not_author', 'x'), 'Failed to delete discussion');
    expect(await screen.findByText('Failed to delete discussion')).toBeInTheDocument();
    expect(screen.queryByText('Failed to post discussion')).not.toBeInTheDocument();
  });
});
