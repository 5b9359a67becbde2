import { COMPANY_ROLES, type CompanyRole } from '@jobhunter/shared';
import type { ComponentProps } from 'react';
import { Select } from '@/components/ui/select';
import { TEAM_TEXTS } from '../lib/company-team-texts';

/** Owner, recruiter or viewer, each with what it may do. */
export function RoleSelect({
  value,
  onRoleChange,
  ...props
}: Omit<ComponentProps<'select'>, 'value' | 'onChange'> & {
  value: CompanyRole;
  onRoleChange: (role: CompanyRole) => void;
}) {
  return (
    <Select
      {...props}
      value={value}
      onChange={(event) => onRoleChange(event.target.value as CompanyRole)}
    >
      {COMPANY_ROLES.map((role) => (
        <option key={role} value={role}>
          {TEAM_TEXTS.roles[role]} ({TEAM_TEXTS.roleHints[role]})
        </option>
      ))}
    </Select>
  );
}
