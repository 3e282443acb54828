import { useLingui } from '@lingui/react/macro';
import { type ClipboardEvent, type KeyboardEvent, useLayoutEffect, useRef } from 'react';
import { DIGITS_ONLY_ATTRIBUTE, OTP_LENGTH } from '../../../../shared/constants';
import { cn } from '../../../lib/cn';

type CodeInputProps = {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  inputRef?: (element: HTMLInputElement | null) => void;
  /** Every box's name: posted without scripts, the boxes' digits are joined (record 052). */
  name?: string;
  /** What the boxes are, read to a screen reader: the emailed code's unless said. */
  legend?: string;
};

/** Six single-digit boxes that behave as one field: typing moves on, paste fills them all. */
export function CodeInput({
  value,
  onChange,
  disabled,
  invalid,
  describedBy,
  inputRef,
  name,
  legend,
}: CodeInputProps) {
  const { t } = useLingui();
  const total = OTP_LENGTH;
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length: OTP_LENGTH }, (_, index) => value[index] ?? '');

  // The boxes work before scripts (a plain post), so digits typed before hydration stay in them:
  // once hydrated, the code is read from what the person left in the boxes (record 091). In a box
  // rendered in the browser, the page holds what React does, and nothing changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, at hydration
  useLayoutEffect(() => {
    const left = boxes.current
      .map((box) => box?.value ?? '')
      .join('')
      .replace(/\D/g, '')
      .slice(0, OTP_LENGTH);
    if (left !== value && left !== '') onChange(left);
  }, []);

  const focusBox = (index: number) =>
    boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  /** Takes the digits of what was typed or pasted from box `start` on; false if there were none. */
  const setDigits = (start: number, typed: string) => {
    const clean = typed.replace(/\D/g, '');
    if (!clean) return false;
    const next = (value.slice(0, start) + clean).slice(0, OTP_LENGTH);
    onChange(next);
    focusBox(next.length);
    return true;
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const cut = digits[index] ? index : index - 1;
      if (cut < 0) return;
      onChange(value.slice(0, cut));
      focusBox(cut);
    } else if (event.key === 'ArrowLeft') {
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    setDigits(index, event.clipboardData.getData('text').trim());
  };

  return (
    // The boxes share the width (up to 3.5rem each), so six fit a 320 px wide screen (WCAG 1.4.10).
    <fieldset className="flex min-w-0 justify-center gap-2 sm:gap-3" aria-describedby={describedBy}>
      <legend className="sr-only">{legend ?? t`Verification code`}</legend>
      {digits.map((digit, index) => {
        const position = index + 1;
        return (
          <input
            // The boxes are positions, not items: their order never changes.
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
              if (index === 0) inputRef?.(element);
            }}
            type="text"
            name={name}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            pattern="[0-9]*"
            maxLength={OTP_LENGTH}
            aria-label={t`Digit ${position} of ${total}`}
            aria-invalid={invalid || undefined}
            disabled={disabled}
            value={digit}
            // The head script refuses other characters as they are typed (head-script.ts).
            {...{ [DIGITS_ONLY_ATTRIBUTE]: '' }}
            onChange={(event) => {
              // Fill from the first empty box, so the code is always one run of digits.
              const taken = setDigits(
                Math.min(index, value.length),
                event.target.value.replace(digit, '') || event.target.value,
              );
              // Nothing taken (a character the head script could not refuse, such as an IME's):
              // the box shows its digit again rather than what it does not hold.
              if (!taken) event.target.value = digit;
            }}
            onKeyDown={onKeyDown(index)}
            onPaste={onPaste(index)}
            onFocus={(event) => event.target.select()}
            className={cn(
              'h-12 min-w-0 max-w-12 flex-1 rounded-md border-2 border-input bg-background text-center text-xl font-semibold sm:h-14 sm:max-w-14 sm:text-2xl',
              invalid && 'border-destructive',
            )}
          />
        );
      })}
    </fieldset>
  );
}
