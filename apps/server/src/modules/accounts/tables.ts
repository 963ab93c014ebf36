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
  /** The device it was opened on (0088); null for sessions from before devices were kept. */
  device_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A user's TOTP secret (0088): pending until `enabled_at`; `last_step` guards replays. */
export interface TwoFactorSecretsTable {
  user_id: number;
  secret: string;
  created_at: Timestamp;
  enabled_at: Timestamp | null;
  last_step: ColumnType<bigint | null, bigint | number | null, bigint | number | null>;
}

export interface TwoFactorRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: Timestamp | null;
}

export interface AccountDevicesTable {
  id: Generated<number>;
  user_id: number;
  device_hash: string;
  name: string;
  first_seen_at: Timestamp;
  last_seen_at: Timestamp;
  trusted_at: Timestamp | null;
}

export interface TwoFactorChallengesTable {
  token_hash: string;
  user_id: number;
  device_hash: string;
  device_name: string;
  ip: string | null;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface SecretFailuresTable {
  key: string;
  failures: number;
  locked_until: Timestamp | null;
  updated_at: Timestamp;
}

/** Checks of stored secrets in fixed windows, per user and per address (0012). */
export interface SecretThrottleTable {
  key: string;
  hits: number;
  window_ends: Timestamp;
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



declare module '../../db/schema.ts' {
  interface DB {
    users: UsersTable;
    company_profiles: CompanyProfilesTable;
    sessions: SessionsTable;
    secret_failures: SecretFailuresTable;
    secret_throttle: SecretThrottleTable;
    email_codes: EmailCodesTable;
    kyc_submissions: KycSubmissionsTable;
    two_factor_secrets: TwoFactorSecretsTable;
    two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
    account_devices: AccountDevicesTable;
    two_factor_challenges: TwoFactorChallengesTable;
  }
}
