import { Trans } from '@lingui/react/macro';
import { ThemeSwitcher } from '../../../components/theme-switcher';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';

/** 'Appearance' on /profile: the colour theme, as the public pages' footer offers it. */
export function AppearanceCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Appearance</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>How the pages look on this device.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ThemeSwitcher />
      </CardContent>
    </Card>
  );
}
