import { get, type Path, useFormContext } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import type { CareProfileFormValues } from '../care-profile-save';

// The care profile form's fields, each tied to its label, hint and error (FormField) and to the
// form around it (react-hook-form's context), so a section or a row names only its fields.

type FieldPath = Path<CareProfileFormValues>;

/** 'profile.medications.0.name' → 'care-medications-0-name': the same on the server and here. */
const fieldId = (name: FieldPath) => `care-${name.replace(/^profile\./, '').replace(/\./g, '-')}`;

/**
 * The field's registration, with its starting value written out too: the server renders this
 * page with its data (record 054), and react-hook-form alone fills a field only once it runs.
 */
function useProfileField(name: FieldPath) {
  const {
    register,
    formState: { errors, defaultValues },
  } = useFormContext<CareProfileFormValues>();
  const error = get(errors, name) as { message?: string } | undefined;
  return {
    registered: { ...register(name), defaultValue: get(defaultValues, name) as string | undefined },
    error: error?.message,
  };
}

type FieldProps = {
  name: FieldPath;
  label: string;
  description?: string;
  className?: string;
};

export function TextField({
  name,
  label,
  description,
  className,
  type = 'text',
  autoComplete = 'off',
}: FieldProps & { type?: 'text' | 'tel' | 'date'; autoComplete?: string }) {
  const { registered, error } = useProfileField(name);
  return (
    <FormField
      id={fieldId(name)}
      label={label}
      description={description}
      error={error}
      className={className}
    >
      {(control) => <Input {...control} {...registered} type={type} autoComplete={autoComplete} />}
    </FormField>
  );
}

export function TextAreaField({
  name,
  label,
  description,
  className,
  rows = 3,
}: FieldProps & { rows?: number }) {
  const { registered, error } = useProfileField(name);
  return (
    <FormField
      id={fieldId(name)}
      label={label}
      description={description}
      error={error}
      className={className}
    >
      {(control) => <Textarea {...control} {...registered} rows={rows} />}
    </FormField>
  );
}

export function SelectField({
  name,
  label,
  description,
  className,
  options,
}: FieldProps & { options: Record<string, string> }) {
  const { registered, error } = useProfileField(name);
  return (
    <FormField
      id={fieldId(name)}
      label={label}
      description={description}
      error={error}
      className={className}
    >
      {(control) => (
        <NativeSelect {...control} {...registered}>
          {Object.entries(options).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
