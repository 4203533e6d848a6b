import { ABOUT_ANCHORS, FAQ_ITEMS } from '@threadline/domain';
import { useState } from 'react';
import {
  Button,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  type Key,
} from 'react-aria-components';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ChevronDownIcon } from '../../ui/Icons';

// The footer's Shipping, Returns and Payment links land on the FAQ answer that covers them
// (the spec has no separate pages for these), and open it.
const ANCHOR_FOR_ITEM: Readonly<Record<string, string>> = {
  'delivery-time': ABOUT_ANCHORS.SHIPPING,
  cancellation: ABOUT_ANCHORS.RETURNS,
  payment: ABOUT_ANCHORS.PAYMENT,
};

function domIdFor(itemId: string): string {
  return ANCHOR_FOR_ITEM[itemId] ?? `faq-${itemId}`;
}

function itemForHash(hash: string): string | undefined {
  const target = decodeURIComponent(hash.replace(/^#/, ''));
  return FAQ_ITEMS.find((item) => domIdFor(item.id) === target)?.id;
}

function keysForHash(hash: string): Set<Key> | undefined {
  const item = itemForHash(hash);
  return item ? new Set([item]) : undefined;
}

const Group = styled(DisclosureGroup)`
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const Item = styled(Disclosure)`
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Trigger = styled(Button)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  width: 100%;
  min-height: 3.5rem;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[1]}`};
  border: 0;
  background: transparent;
  text-align: left;
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  color: ${({ theme }) => theme.color.ink};
  cursor: pointer;
  outline: none;
  &[data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  svg {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    transition: transform ${({ theme }) => theme.duration.normal};
  }
  [data-expanded] > h3 > & svg {
    transform: rotate(180deg);
  }
`;

const Answer = styled(DisclosurePanel)`
  p {
    padding: ${({ theme }) => `0 ${theme.space[1]} ${theme.space[5]}`};
    color: ${({ theme }) => theme.color.muted};
    max-width: 68ch;
  }
`;

/** The FAQ accordion: one answer open at a time, and the open one can be closed again. */
export function FaqAccordion() {
  const { hash } = useLocation();
  const [expanded, setExpanded] = useState<Set<Key>>(() => keysForHash(hash) ?? new Set());
  // A new hash (a footer link while already on this page) opens its answer.
  const [seenHash, setSeenHash] = useState(hash);
  if (seenHash !== hash) {
    setSeenHash(hash);
    const keys = keysForHash(hash);
    if (keys) setExpanded(keys);
  }

  return (
    <Group expandedKeys={expanded} onExpandedChange={setExpanded}>
      {FAQ_ITEMS.map((item) => (
        <div key={item.id} id={domIdFor(item.id)}>
          <Item id={item.id}>
            <Heading level={3}>
              <Trigger slot="trigger">
                {item.question}
                <ChevronDownIcon />
              </Trigger>
            </Heading>
            <Answer>
              <p>{item.answer}</p>
            </Answer>
          </Item>
        </div>
      ))}
    </Group>
  );
}
