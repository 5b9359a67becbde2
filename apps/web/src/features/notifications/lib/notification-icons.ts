import type { NotificationType } from '@jobhunter/shared';
import {
  ArrowRightLeft,
  BellRing,
  CalendarClock,
  FileText,
  MessageSquare,
  Sparkles,
  Undo2,
  type LucideIcon,
} from 'lucide-react';

/** What each kind of notification looks like at a glance; the title says it in words. */
export const NOTIFICATION_ICONS: Record<NotificationType, LucideIcon> = {
  application: FileText,
  status: ArrowRightLeft,
  withdrawal: Undo2,
  job_alert: BellRing,
  message: MessageSquare,
  interview: CalendarClock,
  recommendation: Sparkles,
};
