import type { LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button, type ButtonProps } from './button';

export interface MenuAction {
  label: string;
  onSelect: () => void;
  icon?: LucideIcon;
  /** Red, for actions that destroy something. */
  danger?: boolean;
  disabled?: boolean;
}

interface DropdownMenuProps {
  /** The trigger's content (e.g. an icon and 'More actions'). */
  trigger: ReactNode;
  /** The trigger's accessible name when its content alone is not clear enough (e.g. which job). */
  triggerLabel?: string;
  items: MenuAction[];
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  /** Which edge of the trigger the menu lines up with. */
  align?: 'start' | 'end';
}

/**
 * A menu button after the WAI-ARIA menu pattern: Enter, Space or the arrow keys open it, arrows,
 * Home and End move between items, Escape or Tab closes it, and focus goes back to the trigger.
 * Written here rather than adding @radix-ui/react-dropdown-menu for one menu.
 */
export function DropdownMenu({
  trigger,
  triggerLabel,
  items,
  variant = 'outline',
  size = 'sm',
  align = 'end',
}: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const id = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const enabled = items
    .map((item, index) => (item.disabled ? -1 : index))
    .filter((index) => index >= 0);

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    // A press anywhere else closes the menu without taking focus away from where it went.
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !triggerRef.current?.contains(target))
        setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAt = (index: number | undefined) => {
    if (index === undefined) return;
    setActive(index);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };
  const move = (step: number) => {
    const position = enabled.indexOf(active);
    setActive(enabled[(position + step + enabled.length) % enabled.length] ?? active);
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(enabled[0]);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(enabled.at(-1));
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(1),
      ArrowUp: () => move(-1),
      Home: () => setActive(enabled[0] ?? 0),
      End: () => setActive(enabled.at(-1) ?? 0),
      Escape: close,
    };
    if (event.key === 'Tab') {
      setOpen(false);
      return;
    }
    const handler = keys[event.key];
    if (!handler) return;
    event.preventDefault();
    handler();
  };
  const select = (item: MenuAction) => {
    // Focus is back on the trigger first, so a dialog the action opens returns focus there.
    close();
    item.onSelect();
  };

  return (
    <div className="relative inline-flex">
      <Button
        ref={triggerRef}
        id={`${id}-trigger`}
        variant={variant}
        size={size}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        aria-label={triggerLabel}
        onClick={() => (open ? setOpen(false) : openAt(enabled[0]))}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
      </Button>
      {open && (
        <div
          ref={menuRef}
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-trigger`}
          onKeyDown={onMenuKeyDown}
          className={cn(
            'absolute top-full z-30 mt-1 flex min-w-44 flex-col rounded-xl border border-slate-200 bg-white p-1 shadow-lg',
            align === 'end' ? 'right-0' : 'left-0',
          )}
        >
          {items.map((item, index) => {
            const Icon = item.icon;
            return (
              <button
                key={item.label}
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                disabled={item.disabled}
                onClick={() => select(item)}
                onMouseEnter={() => !item.disabled && setActive(index)}
                className={cn(
                  'flex items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium whitespace-nowrap outline-none focus-visible:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-600 disabled:cursor-not-allowed disabled:opacity-50',
                  item.danger
                    ? 'text-red-700 hover:bg-red-50 focus:bg-red-50'
                    : 'text-slate-800 hover:bg-slate-100 focus:bg-slate-100',
                )}
              >
                {Icon && <Icon aria-hidden className="size-4 shrink-0" />}
                {item.label}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
