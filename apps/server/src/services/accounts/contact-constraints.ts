/** The unique indexes on an account's email and number (db/schema.ts): a 409 "same email or cell number". */
export const CONTACT_CONSTRAINTS = new Set(['accounts_role_email_key', 'accounts_role_number_key']);
