import { useMutation } from '@apollo/client/react';
import { MESSAGES } from '@threadline/domain';
import { useRef, useState, type FormEvent } from 'react';
import { Form, Input } from 'react-aria-components';
import styled from 'styled-components';
import type { Cart_CartFragment } from '../../graphql/generated/graphql';
import { Button } from '../../ui/Button';
import { ErrorText, Field, FieldLabel, fieldControlStyles } from '../../ui/TextField';
import { ApplyDiscountCodeMutation, RemoveDiscountCodeMutation } from './operations';

const Box = styled(Form)`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
`;

const CodeField = styled(Field)`
  flex: 1;
  min-width: 0;
`;

const CodeInput = styled(Input)`
  ${fieldControlStyles}
  min-height: 2.75rem;
  text-transform: uppercase;
  &::placeholder {
    text-transform: none;
  }
`;

const ApplyButton = styled(Button)`
  flex: none;
  /* Level with the input under the label. */
  margin-top: calc(${({ theme }) => theme.fontSize.sm} * 1.5 + ${({ theme }) => theme.space[2]});
`;

const Applied = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px dashed ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const AppliedRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  code {
    font-family: ${({ theme }) => theme.font.mono};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;

const Problem = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.danger};
`;

export interface DiscountCodeBoxProps {
  cart: Pick<Cart_CartFragment, 'discountCode' | 'discountCodeProblem'>;
  /** Tells apart the boxes of the cart sheet and checkout, which may be on one page. */
  idPrefix: string;
}

/**
 * Where the shopper types a discount code, or sees the one kept on her cart and takes it off. The
 * server decides: an applied code comes back in the cart's answer with its savings; a refused one
 * comes back with the reason, which is shown at the box (the input's description, focus on it).
 */
export function DiscountCodeBox({ cart, idPrefix }: DiscountCodeBoxProps) {
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [apply, { loading: applying }] = useMutation(ApplyDiscountCodeMutation);
  const [remove, { loading: removing }] = useMutation(RemoveDiscountCodeMutation);
  const problemId = `${idPrefix}-code-problem`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (applying) return;
    if (code.trim() === '') {
      setRefusal('Enter a discount code.');
      inputRef.current?.focus();
      return;
    }
    let message: string | null;
    try {
      const { data } = await apply({ variables: { code } });
      const error = data?.applyDiscountCode.userErrors[0];
      message = error ? error.message : data?.applyDiscountCode.cart ? null : MESSAGES.PLEASE_TRY_AGAIN;
    } catch {
      message = MESSAGES.SOMETHING_WENT_WRONG;
    }
    setRefusal(message);
    if (message === null) setCode('');
    else inputRef.current?.focus();
  }

  async function onRemove() {
    try {
      const { data } = await remove();
      setRefusal(data?.removeDiscountCode.cart ? null : MESSAGES.PLEASE_TRY_AGAIN);
    } catch {
      setRefusal(MESSAGES.SOMETHING_WENT_WRONG);
    }
  }

  if (cart.discountCode) {
    return (
      <Applied>
        <AppliedRow>
          <span>
            Code <code>{cart.discountCode}</code> {cart.discountCodeProblem ? 'kept' : 'applied'}
          </span>
          <Button $variant="ghost" $size="sm" onPress={() => void onRemove()} isDisabled={removing} aria-label={`Remove code ${cart.discountCode}`}>
            Remove
          </Button>
        </AppliedRow>
        {/* The kept code gives nothing now (the cart changed): why, until it applies again or is removed. */}
        {cart.discountCodeProblem ? (
          <Problem id={problemId} role="status">
            {cart.discountCodeProblem}
          </Problem>
        ) : null}
        {refusal ? <Problem role="alert">{refusal}</Problem> : null}
      </Applied>
    );
  }

  return (
    <Box onSubmit={(event) => void onSubmit(event)} validationBehavior="aria" validationErrors={refusal ? { code: refusal } : undefined} aria-label="Discount code">
      <Row>
        <CodeField
          name="code"
          value={code}
          onChange={(value) => {
            setCode(value);
            setRefusal(null);
          }}
          autoComplete="off"
        >
          <FieldLabel>Discount code</FieldLabel>
          <CodeInput ref={inputRef} placeholder="e.g. PUJA20" spellCheck={false} autoCapitalize="characters" />
          <ErrorText />
        </CodeField>
        <ApplyButton type="submit" $variant="secondary" $size="md" isDisabled={applying}>
          Apply
        </ApplyButton>
      </Row>
    </Box>
  );
}
