import type { Key } from 'react-aria-components';
import { Button, FieldError, Label, Select, SelectValue, Text } from 'react-aria-components';
import styled from 'styled-components';
import { ChevronDownIcon } from './Icons';
import { SelectItem, SelectOptions, SelectPopover } from './ListBoxPopover';

const Field = styled(Select)`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
` as typeof Select;

const FieldLabel = styled(Label)`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const Trigger = styled(Button)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  min-width: 0;
  min-height: 3rem;
  padding: 0 ${({ theme }) => theme.space[3]} 0 ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.fontSize.md};
  text-align: start;
  cursor: pointer;
  &[data-hovered],
  &[data-pressed],
  &[data-focused] {
    border-color: ${({ theme }) => theme.color.ink};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.muted};
    background: ${({ theme }) => theme.color.sunken};
  }
  [data-invalid] > & {
    border-color: ${({ theme }) => theme.color.danger};
  }
  .react-aria-SelectValue {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  [data-placeholder] {
    color: ${({ theme }) => theme.color.muted};
  }
  svg {
    flex: none;
    width: 1.125rem;
    height: 1.125rem;
  }
`;

const Description = styled(Text)`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.muted};
`;

const ErrorText = styled(FieldError)`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.danger};
`;

export interface SelectOption<Value extends string> {
  value: Value;
  label: string;
}

export interface SelectFieldProps<Value extends string> {
  label: string;
  /** The form field name: server errors for it appear here (Form `validationErrors`). */
  name?: string;
  options: readonly SelectOption<Value>[];
  /** Empty string for nothing chosen yet. */
  value: Value | '';
  onChange: (value: Value) => void;
  placeholder?: string;
  description?: string;
  isDisabled?: boolean;
  className?: string;
}

/** A labelled single-choice select (react-aria Select), for the back office's forms and filters. */
export function SelectField<Value extends string>({
  label,
  name,
  options,
  value,
  onChange,
  placeholder = 'Select…',
  description,
  isDisabled,
  className,
}: SelectFieldProps<Value>) {
  const byKey = new Map<Key, Value>(options.map((option) => [option.value, option.value]));
  return (
    <Field
      className={className}
      name={name}
      value={value === '' ? null : value}
      onChange={(key) => {
        const chosen = key === null ? undefined : byKey.get(key);
        if (chosen !== undefined) onChange(chosen);
      }}
      placeholder={placeholder}
      isDisabled={isDisabled}
    >
      <FieldLabel>{label}</FieldLabel>
      <Trigger>
        <SelectValue />
        <ChevronDownIcon aria-hidden="true" />
      </Trigger>
      {description ? <Description slot="description">{description}</Description> : null}
      <ErrorText />
      <SelectPopover placement="bottom start">
        <SelectOptions items={options.map((option) => ({ id: option.value, ...option }))}>
          {(option) => <SelectItem textValue={option.label}>{option.label}</SelectItem>}
        </SelectOptions>
      </SelectPopover>
    </Field>
  );
}
