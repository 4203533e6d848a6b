import type { ReactNode } from 'react';
import { Sheet } from './Sheet';

export interface DrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  children: ReactNode;
}

/** A navigation menu on small screens: a Sheet from the start side. */
export function Drawer({ isOpen, onOpenChange, title, children }: DrawerProps) {
  return (
    <Sheet isOpen={isOpen} onOpenChange={onOpenChange} title={title} side="start" width="min(22rem, 88vw)" closeLabel="Close menu">
      {children}
    </Sheet>
  );
}
