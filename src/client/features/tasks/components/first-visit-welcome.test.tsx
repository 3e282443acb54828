import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../../shared/constants';
import { brand } from '../../../config/brand';
import { FirstVisitWelcome } from './first-visit-welcome';

describe('FirstVisitWelcome', () => {
  it('loads and shows the welcome on a first visit', async () => {
    render(<FirstVisitWelcome />);
    expect(
      await screen.findByRole('dialog', { name: `Welcome to ${brand.name}` }),
    ).toBeInTheDocument();
  });

  it('renders nothing for a browser that dismissed it', async () => {
    localStorage.setItem(STORAGE_KEYS.hasSeenWelcome, 'true');
    const { container } = render(<FirstVisitWelcome />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
