import { Trans, useLingui } from '@lingui/react/macro';
import { PASSKEY_NAME_MAX_LENGTH } from '../../../../shared/rules/sign-in-factors';
import type {
  PasskeySummary,
  RenamePasskeyInput,
} from '../../../../shared/schemas/sign-in-factors';
import type { FirstOpenDialogProps } from '../../../components/load-on-first-open';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFormFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { showFormRefused } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { passkeyNameSchema, renamePasskey } from '../api/passkey-requests';

// A passkey's Rename on /profile, loaded when first opened: only its name changes.

export type PasskeyDialogProps = FirstOpenDialogProps & {
  passkey: PasskeySummary;
  /** Reads the list again once it changed. */
  refresh: () => Promise<void>;
};

export function RenamePasskeyDialog({
  open,
  onOpenChange,
  trigger,
  passkey,
  refresh,
}: PasskeyDialogProps) {
  const { t } = useLingui();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm(passkeyNameSchema, { name: passkey.name });

  const onSubmit = async (values: RenamePasskeyInput) => {
    try {
      await renamePasskey(passkey.id, values);
    } catch (error) {
      showFormRefused(error, t`Passkey not renamed`, { fields: ['name'], setError });
      return;
    }
    await refresh();
    toast.success(t`Passkey renamed`);
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle className="text-lg">
            <Trans>Rename passkey</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>A name that tells you which device it is.</Trans>
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
          <FormField id={`passkey-name-${passkey.id}`} label={t`Name`} error={errors.name?.message}>
            {(control) => (
              <Input
                {...control}
                {...register('name')}
                autoComplete="off"
                maxLength={PASSKEY_NAME_MAX_LENGTH}
              />
            )}
          </FormField>
          <DialogFormFooter>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <Trans>Saving...</Trans> : <Trans>Save name</Trans>}
            </Button>
          </DialogFormFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
