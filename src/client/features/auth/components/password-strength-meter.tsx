import { useLingui } from '@lingui/react/macro';
import {
  passwordStrength,
  passwordStrengthLabel,
} from '../../../../shared/rules/password-strength';

// The label is the information; the bar only repeats it, so it is hidden from screen readers and
// rendered in one colour. The text is a polite live region so it is heard as the user types.
export function PasswordStrengthMeter({ id, password }: { id: string; password: string }) {
  const { t, i18n } = useLingui();
  const { score, percent } = passwordStrength(password);
  const label = passwordStrengthLabel(score, i18n);
  return (
    <div className="flex flex-col gap-1.5">
      <div
        aria-hidden="true"
        className="h-2 w-full overflow-hidden rounded-full border border-input bg-muted"
      >
        <div
          data-testid="password-strength-bar"
          className="h-full rounded-full bg-primary transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p id={id} aria-live="polite" className="text-sm font-medium">
        {t`Password strength: ${label}`}
      </p>
    </div>
  );
}
