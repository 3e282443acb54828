import {
  type ButtonHTMLAttributes,
  cloneElement,
  type ReactElement,
  type ReactNode,
  Suspense,
  useState,
} from 'react';

// A dialog (or menu) whose code loads only when it is first opened. Until then only its trigger
// is rendered: a dashboard of 22 task cards then carries 22 buttons, not 22 forms and a date picker (the
// picker alone is about 20 KB of JavaScript, gzip). Pointing at or focusing the trigger starts
// the load, so the code is usually there by the time it is pressed. Once opened, the dialog stays
// rendered (closed), so what was typed in it survives closing it by mistake. It keeps whether the
// dialog is open and hands that to the dialog it renders.

/** Whether the dialog is open, and how it asks to open or close: for the lazily loaded dialog. */
type OpenState = { open: boolean; onOpenChange: (open: boolean) => void };

/** What a dialog rendered by LoadOnFirstOpen is given: its trigger, and whether it is open. */
export type FirstOpenDialogProps = OpenState & {
  trigger: ReactElement<ButtonHTMLAttributes<HTMLButtonElement>>;
};

type LoadOnFirstOpenProps = {
  /** Starts loading the dialog's code (a lazyNamed component's `load`). */
  load: () => Promise<unknown>;
  /**
   * The button that opens the dialog, rendered alone until the first open; until then it is told
   * what it opens (`aria-haspopup`, `aria-expanded="false"`), as Radix's trigger says after.
   */
  trigger: ReactElement<ButtonHTMLAttributes<HTMLButtonElement>>;
  /** What the trigger opens: a dialog (the default) or a menu. */
  popup?: 'dialog' | 'menu';
  /** Renders the lazily loaded dialog, given the same trigger, open or closed as `state` says. */
  children: (state: OpenState) => ReactNode;
};

export function LoadOnFirstOpen({
  load,
  trigger,
  popup = 'dialog',
  children,
}: LoadOnFirstOpenProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (opened) {
    return <Suspense fallback={trigger}>{children({ open, onOpenChange: setOpen })}</Suspense>;
  }

  const preload = () => {
    // A failed load is shown when the dialog is opened (React.lazy tries again then).
    load().catch(() => undefined);
  };
  return cloneElement(trigger, {
    type: 'button',
    'aria-haspopup': popup,
    'aria-expanded': false,
    onClick: () => {
      setOpened(true);
      setOpen(true);
    },
    onPointerEnter: preload,
    onFocus: preload,
  });
}
