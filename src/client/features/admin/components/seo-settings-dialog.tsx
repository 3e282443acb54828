import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { findRoute } from '../../../../shared/routes';
import {
  SEO_DESCRIPTION_GUIDANCE,
  SEO_DESCRIPTION_MAX_LENGTH,
  SEO_TITLE_MAX_LENGTH,
} from '../../../../shared/rules/limits';
import {
  SEO_PAGE_PATHS,
  type SeoPagePath,
  type SeoSetting,
  type SeoSettingInput,
  seoSettingSchema,
} from '../../../../shared/schemas/admin';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { describeApiError } from '../../../lib/api-error-messages';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { adminKeys, saveSeoSetting, seoQuery } from '../api/admin-requests';
import { LoadError } from './load-error';

const formFields = ['title', 'metaDescription'] as const;

/** The SEO Settings button of the Content tab and the dialog it opens. */
export function SeoSettingsDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Search aria-hidden="true" />
          <Trans>Edit SEO Settings</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            <Trans>SEO Settings</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              Choose a page, then its title and meta description. Leave a field empty to use the
              page's own.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <SeoSettingsLoader onSaved={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function SeoSettingsLoader({ onSaved }: { onSaved: () => void }) {
  const { t } = useLingui();
  const settings = useQuery(seoQuery);
  if (settings.isPending) return <Spinner label={t`Loading SEO settings`} className="py-8" />;
  if (settings.isError) {
    return (
      <LoadError
        title={t`Failed to fetch SEO settings`}
        error={settings.error}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  return <SeoSettingsForm settings={settings.data} onSaved={onSaved} />;
}

const valuesOf = (setting: SeoSetting | undefined, pagePath: SeoPagePath): SeoSettingInput => ({
  pagePath,
  title: setting?.title ?? '',
  metaDescription: setting?.metaDescription ?? '',
  noIndex: setting?.noIndex ?? false,
});

function SeoSettingsForm({ settings, onSaved }: { settings: SeoSetting[]; onSaved: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: saveSeoSetting });
  const first = SEO_PAGE_PATHS[0];
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SeoSettingInput>({
    resolver: zodResolver(seoSettingSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: valuesOf(settings[0], first),
  });
  const pagePath = watch('pagePath');
  const route = findRoute(pagePath);
  // The page's own words, as the route table writes them (an admin's setting replaces them).
  const pageTitle = route?.title ?? '';
  const pageDescription = route?.description ?? '';
  const length = watch('metaDescription').trim().length;
  const { min, max } = SEO_DESCRIPTION_GUIDANCE;
  const pageField = useRef<HTMLSelectElement>(null);
  // The form arrives after its settings load, when the dialog has already placed focus.
  useEffect(() => pageField.current?.focus(), []);

  const choosePage = (path: SeoPagePath) =>
    reset(
      valuesOf(
        settings.find((setting) => setting.pagePath === path),
        path,
      ),
    );

  const onSubmit = async (values: SeoSettingInput) => {
    try {
      await mutation.mutateAsync(values);
      toast.success(t`SEO settings saved successfully`);
      await queryClient.invalidateQueries({ queryKey: adminKeys.seo });
      onSaved();
    } catch (error) {
      showServerFieldErrors(error, formFields, setError);
      toast.error(t`Failed to save SEO settings`, { description: describeApiError(error) });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      <FormField id="seo-page" label={t`Page`}>
        {(control) => (
          <NativeSelect
            {...control}
            ref={pageField}
            value={pagePath}
            onChange={(event) => choosePage(event.target.value as SeoPagePath)}
          >
            {SEO_PAGE_PATHS.map((path) => (
              <option key={path} value={path}>
                {path}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField
        id="seo-title"
        label={t`Title`}
        description={t`Empty: ${pageTitle}`}
        error={errors.title?.message}
      >
        {(control) => (
          <Input {...control} maxLength={SEO_TITLE_MAX_LENGTH} {...register('title')} />
        )}
      </FormField>
      <FormField
        id="seo-description"
        label={t`Meta description`}
        description={t`${length} characters; ${min}-${max} is best for search results. Empty: ${pageDescription}`}
        error={errors.metaDescription?.message}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={SEO_DESCRIPTION_MAX_LENGTH}
            {...register('metaDescription')}
          />
        )}
      </FormField>
      <FormField
        id="seo-no-index"
        label={t`Hide this page from search engines (noindex)`}
        layout="inline"
      >
        {(control) => (
          <Checkbox
            {...control}
            checked={watch('noIndex')}
            onCheckedChange={(checked) => setValue('noIndex', checked === true)}
          />
        )}
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            <Trans>Cancel</Trans>
          </Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Trans>Saving...</Trans> : <Trans>Save SEO Settings</Trans>}
        </Button>
      </DialogFooter>
    </form>
  );
}
