import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { warningNoticeStyle } from '../../../ui/Notice';

const Box = styled.section`
  ${warningNoticeStyle}
  gap: ${({ theme }) => theme.space[3]};
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
  }
  code {
    display: block;
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.ink};
    font-size: ${({ theme }) => theme.fontSize.sm};
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * A signing secret, shown this once: the API never gives it again, so the admin copies it into
 * the receiver's settings now.
 */
export function SecretBox({ url, secret, onDone }: { url: string; secret: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const box = useRef<HTMLElement>(null);
  // On a phone the form fills the screen: the secret must not appear out of sight.
  useEffect(() => {
    box.current?.scrollIntoView({ block: 'nearest' });
    box.current?.focus();
  }, [secret]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Box ref={box} tabIndex={-1} aria-labelledby="webhook-secret-heading">
      <h2 id="webhook-secret-heading">Copy the signing secret now</h2>
      <p>
        The receiver at {url} checks each delivery’s Threadline-Signature with this secret. It is shown only this once: if it is lost,
        rotate it.
      </p>
      <code aria-label="Signing secret">{secret}</code>
      <Actions>
        <Button $variant="primary" $size="sm" onPress={() => void copy()}>
          {copied ? 'Copied' : 'Copy secret'}
        </Button>
        <Button $variant="secondary" $size="sm" onPress={onDone}>
          I have stored it
        </Button>
      </Actions>
      <p role="status">{copied ? 'The secret is on the clipboard.' : ''}</p>
    </Box>
  );
}
