// How many vehicles a grab or a quote is for: a whole number from 1 to what the cargo has left.
import { TextInput } from '#app/components/text-input';
import { textProps, type TextFieldMeta } from '#app/components/field-props';

export function VehicleCountField({ field, label, max, description }: { field: TextFieldMeta; label: string; max: number; description?: string }) {
  return (
    <TextInput key={field.key} label={label} {...textProps(field)} type="number" min={1} max={max} step={1} inputMode="numeric" description={description} />
  );
}
