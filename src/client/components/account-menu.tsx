import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut, Mail, Settings } from 'lucide-react';
import type { ReactElement } from 'react';
import { useNavigate } from 'react-router';
import { brand } from '../config/brand';
import { forgetDrafts } from '../lib/form-drafts';
import { forgetOfflineSheets } from '../lib/offline-sheets';
import { sessionQueryKey, signOut } from '../lib/session';
import { toast } from '../lib/toast';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './ui/dropdown-menu';

// The signed-in header's account menu. Its code (Radix's menu and the positioning it uses)
// loads on first use (app-header.tsx, LoadOnFirstOpen): every signed-in page shows the button,
// few visits open it.

export function AccountMenu({
  email,
  open,
  onOpenChange,
  trigger,
  openedWithKeyboard,
}: {
  email: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactElement;
  /**
   * The first opening was from the keyboard, before this code was loaded. Radix moves focus to
   * the first item when it saw the key itself; here it mounts already open, so this does.
   */
  openedWithKeyboard: boolean;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const logOut = async () => {
    try {
      await signOut();
      // Signed out, the emergency sheets and the typing kept on this device go too (decision
      // records 082 and 089): the computer may be shared.
      await forgetOfflineSheets();
      forgetDrafts();
      toast.success(t`Logged out successfully`);
      queryClient.setQueryData(sessionQueryKey, null);
      navigate('/login', { replace: true });
    } catch {
      toast.error(t`Failed to log out`);
    }
  };

  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        ref={(content) => {
          // After Radix has put focus on the menu itself (its focus scope's effect).
          if (content && openedWithKeyboard) {
            requestAnimationFrame(() =>
              content.querySelector<HTMLElement>('[role="menuitem"]')?.focus(),
            );
          }
        }}
      >
        <DropdownMenuLabel>{email}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/profile')}>
          <Settings aria-hidden="true" />
          <Trans>Profile Settings</Trans>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={`mailto:${brand.supportEmail}`}>
            <Mail aria-hidden="true" />
            <Trans>Contact Us</Trans>
          </a>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={logOut}>
          <LogOut aria-hidden="true" />
          <Trans>Log out</Trans>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
