import type { Database } from '../src/db/client';
import { insertJobs, type JobRow } from '../src/seed/bulk/bulk-sql';
import type { CreatedAccount } from './factories';

/**
 * Many jobs of one recruiter straight into the table (the bulk seed's insert, 500 per statement), a
 * minute apart in posting order so the order is known; `fields` override the defaults (a warehouse
 * job in Lisbon paying 30,000 up to 30,000–79,000). Job IDs are `prefix` and a running number.
 */
export function bulkJobs(db: Database, recruiter: CreatedAccount, prefix = 'ZQ') {
  let sequence = 0;
  return async function insert(count: number, fields: Partial<JobRow> = {}) {
    const rows: JobRow[] = Array.from({ length: count }, () => {
      sequence += 1;
      return {
        job_id: `${prefix}${String.fromCharCode(65 + Math.floor(sequence / 1000))}${String(sequence % 1000).padStart(3, '0')}`,
        recruiter_id: recruiter.id,
        username: recruiter.username,
        name: 'Rita',
        email: 'rita@example.com',
        company_name: 'Scale Corp',
        designation: 'Warehouse Operator',
        job_location: ['Lisbon'],
        work_environment: 'On-site',
        type_of_employment: 'Full-time',
        is_fresher_eligible: false,
        is_visa_sponsored: false,
        experience_required_in_months: '12',
        min_ctc: '30000',
        max_ctc: String(30000 + (sequence % 50) * 1000),
        job_description: 'Forklifts and inventory.',
        skills_required: ['Logistics'],
        required_languages: ['English'],
        perks_and_benefits: '',
        degree_required: [],
        bond: '',
        created_at: new Date(Date.UTC(2025, 0, 1) + sequence * 60_000).toISOString(),
        ...fields,
      };
    });
    for (let from = 0; from < rows.length; from += 500)
      await insertJobs(db, rows.slice(from, from + 500));
  };
}
