import type { ColumnType, Generated } from 'kysely';

/** Timestamps are written as Date (from ctx.clock) and read back as Date. */
type Timestamp = ColumnType<Date, Date, Date>;
type Json<T> = ColumnType<T, string, string>;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  password_hash: string;
  pay_password_hash: string | null;
  account_type: 2 | 4;
  invitation_code: string;
  invited_by: number | null;
  kyc_status: Generated<'none' | 'pending' | 'verified' | 'failed'>;
  kyc_reason: string | null;
  real_name: string | null;
  frozen: Generated<boolean>;
  frozen_reason: string | null;
  created_at: Timestamp;
  last_login_at: Timestamp | null;
}

export interface CompanyProfilesTable {
  user_id: number;
  full_name: string;
  license_number: string;
  office_address: string;
  bank_account: string;
  registration_place: string;
  officer_info: string;
  phone: string;
}

export interface OperatorsTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  role: 'admin' | 'reviewer';
  disabled: Generated<boolean>;
  created_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  token_hash: string;
  kind: 'user' | 'operator';
  user_id: number | null;
  operator_id: number | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  ip: string | null;
}

export interface SecretFailuresTable {
  key: string;
  failures: number;
  locked_until: Timestamp | null;
  updated_at: Timestamp;
}

export interface EmailCodesTable {
  id: Generated<number>;
  email: string;
  purpose: 'register' | 'resetPassword';
  code_hash: string;
  attempts: Generated<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface CompanyJson {
  fullName: string;
  licenseNumber: string;
  officeAddress: string;
  bankAccount: string;
  registrationPlace: string;
  officerInfo: string;
  phone: string;
}

export interface KycSubmissionsTable {
  id: Generated<number>;
  user_id: number;
  kind: 'individual' | 'company';
  status: 'pending' | 'verified' | 'failed';
  first_name: string | null;
  last_name: string | null;
  document_type: 'idCard' | 'passport' | 'DL' | null;
  document_number: string | null;
  country: string | null;
  front_image: string | null;
  back_image: string | null;
  license_image: string | null;
  company: Json<CompanyJson | null>;
  reason: string | null;
  submitted_at: Timestamp;
  reviewed_at: Timestamp | null;
  reviewed_by: number | null;
}

export interface UploadsTable {
  name: string;
  owner_user_id: number | null;
  owner_operator_id: number | null;
  mime: string;
  size_bytes: number;
  purpose: Generated<string>;
  created_at: Timestamp;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body_text: string;
  created_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  operator_id: number | null;
  operator_username: string;
  action: string;
  target_type: string | null;
  target_id: string | null;
  detail: Json<Record<string, unknown> | null>;
  ip: string | null;
  created_at: Timestamp;
}

declare module '../../db/schema.ts' {
  interface DB {
    users: UsersTable;
    company_profiles: CompanyProfilesTable;
    operators: OperatorsTable;
    sessions: SessionsTable;
    secret_failures: SecretFailuresTable;
    email_codes: EmailCodesTable;
    kyc_submissions: KycSubmissionsTable;
    uploads: UploadsTable;
    mail_outbox: MailOutboxTable;
    audit_log: AuditLogTable;
  }
}
