import { render, screen } from '@testing-library/react';
import { toast as sonnerToast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { TestToaster } from '../test/test-toaster';
import { toast } from './toast';

afterEach(() => {
  sonnerToast.dismiss();
});

describe('the app’s toasts', () => {
  it('shows a toast asked for before anything on the page was touched, in a live region', async () => {
    render(<TestToaster />);
    toast.success('Login successful', { description: 'Verification required for secure access.' });
    const title = await screen.findByText('Login successful');
    expect(screen.getByText('Verification required for secure access.')).toBeInTheDocument();
    expect(title.closest('[aria-live="polite"]')).not.toBeNull();
  });

  it('shows plain and error toasts with their descriptions', async () => {
    render(<TestToaster />);
    toast('Logging in with demo account...');
    toast.error('Login failed', { description: 'Invalid credentials' });
    expect(await screen.findByText('Logging in with demo account...')).toBeInTheDocument();
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid credentials')).toBeInTheDocument();
  });
});
