import type { Generated } from 'kysely';

/** Instants are ISO-8601 strings in UTC on both databases (see database.ts). */
type Instant = string;

interface ContentColumns {
  id: Generated<number>;
  status: string;
  published_at: Instant | null;
  created_at: Instant;
  updated_at: Instant;
  created_by: number | null;
  updated_by: number | null;
  version: Generated<number>;
}

interface TranslationColumns {
  entity_id: number;
  locale: string;
  overrides: Generated<string>;
  /** The item's version whose save last changed this locale's text (for the Latin: its hand-written fields). */
  text_version: number | null;
  text_changed_at: Instant | null;
}

interface SlugColumn {
  slug: string;
}

export interface UserTable {
  id: Generated<number>;
  email: string;
  name: string;
  active: number;
  password_hash: string;
  last_login_at: Instant | null;
  created_at: Instant;
  updated_at: Instant;
  version: Generated<number>;
  /** The TOTP secret, encrypted (secret-box.ts); null while two-factor sign-in is off. */
  totp_secret: string | null;
  /** A secret from setup that no code has confirmed yet, encrypted. */
  totp_pending_secret: string | null;
  totp_enabled_at: Instant | null;
  /** The last time step a code was accepted for: no code of it or an earlier step counts again. */
  totp_last_step: number | null;
  /** The locale of the user's dashboard, which their e-mail is written in (sr, lat or en). */
  locale: Generated<string>;
  /** 1: the user's e-mail about review comes once a day, not a message for each move. */
  review_digest: Generated<number>;
}

/** A single-use code that stands in for a TOTP code when the authenticator is lost; kept hashed. */
export interface TotpRecoveryCodeTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: Instant | null;
}

export interface AuthTokenTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Instant;
  expires_at: Instant;
  revoked_at: Instant | null;
  /** Null only for sessions opened before this was kept. */
  last_used_at: Instant | null;
  ip: string | null;
  user_agent: string | null;
}

/** An action recorded in the audit log (modules/audit). */
export interface AuditLogTable {
  id: Generated<number>;
  at: Instant;
  actor_id: number | null;
  actor_name: string | null;
  action: string;
  entity_type: string | null;
  entity_id: number | null;
  summary: string;
  ip: string | null;
  user_agent: string | null;
  /** The entry as hashed: canonical JSON of the fields above. */
  record: string;
  previous_hash: string;
  hash: string;
}

/** A device a user signed in from: the hash of its device cookie. */
export interface LoginDeviceTable {
  token_hash: string;
  user_id: number;
  created_at: Instant;
  last_used_at: Instant;
}

export interface LoginFailureTable {
  key: string;
  failures: number;
  window_started_at: Instant;
}

export interface MediaTable {
  id: Generated<number>;
  kind: string;
  storage_key: string;
  mime: string;
  size: number;
  sha256: string;
  original_name: string;
  width: number | null;
  height: number | null;
  variants: string;
  created_by: number | null;
  created_at: Instant;
  released_at: Instant | null;
  /** JSON array of a PDF's DocumentWarning; null when not checked (not a PDF, or uploaded before the check). */
  document_warnings: string | null;
}

export interface CategoryTable extends ContentColumns {
  parent_id: number | null;
  position: number;
  audience: string | null;
}
export interface CategoryTranslationTable extends TranslationColumns, SlugColumn {
  name: string;
  description: string;
}

export interface LevelTable extends ContentColumns {
  code: string;
  eqf_level: number;
  /** The level's place in the framework, lowest first. */
  position: number;
}
export interface LevelTranslationTable extends TranslationColumns, SlugColumn {
  title: string;
  summary: string;
  knowledge: string;
  skills: string;
  competences: string;
}

export interface AwardingBodyTable extends ContentColumns {
  kind: string;
  website: string | null;
}
export interface AwardingBodyTranslationTable extends TranslationColumns {
  name: string;
  city: string;
}

/** Sort keys of an item's title as each locale's list shows it (src/server/lib/collation-key.ts): byte order is alphabetical order. */
export interface SortKeyColumns {
  sort_key_sr: Generated<string>;
  sort_key_lat: Generated<string>;
  sort_key_en: Generated<string>;
}

export interface QualificationTable extends ContentColumns, SortKeyColumns {
  code: string;
  level_code: string;
  eqf_level: number;
  /** The level's place in the framework, lowest first (sorting by level). */
  level_position: number;
  qualification_type: string;
  /** ISCED-F 2013 detailed field, four digits. */
  field: string;
  credits: number | null;
  hours: number | null;
  /** JSON array of the ways it can be acquired. */
  acquisition_ways: string;
  register_status: string;
  /** Calendar dates, YYYY-MM-DD. */
  registered_on: string;
  valid_until: string | null;
  /** The standard it rests on, when an editor (or migration 0023) has linked it; the free text stays. */
  standard_id: number | null;
  /** Its sector council, when an editor (or migration 0024) has linked it; the free text stays. */
  council_id: number | null;
}
export interface QualificationTranslationTable extends TranslationColumns, SlugColumn {
  title: string;
  description: string;
  /** Learning outcomes, one a line. */
  knowledge: string;
  skills: string;
  autonomy: string;
  entry_requirements: string;
  internal_qa: string;
  external_qa: string;
  standard: string;
  sector_council: string;
}
export interface StandardTable extends ContentColumns {
  /** Register code, e.g. SK-04-001. */
  code: string;
  level_code: string;
  eqf_level: number;
  qualification_type: string;
  /** ISCED-F 2013 detailed field (KLASNOKS), four digits. */
  field: string;
  /** JSON arrays: ways to acquire it, codes of the classification of occupations, ESCO occupation URIs. */
  acquisition_ways: string;
  occupation_codes: string;
  esco_uris: string;
  /** JSON array of its decisions, oldest first. */
  history: string;
  /** 'in-force' or 'withdrawn', and the date of the latest decision: both follow from the history. */
  standard_status: string;
  status_since: string;
  /** Its code and titles, lower-cased, for the list's words. */
  search_text: Generated<string>;
  /** The council that proposed it, when an editor (or migration 0024) has linked it; the free text stays. */
  council_id: number | null;
}
export interface StandardTranslationTable extends TranslationColumns, SlugColumn {
  title: string;
  job_description: string;
  entry_requirements: string;
  progression: string;
  duration: string;
  /** Learning outcomes, one a line. */
  knowledge: string;
  skills: string;
  autonomy: string;
  assessment: string;
  document: string;
  issuer: string;
  sector_council: string;
}
export interface ProviderTable extends ContentColumns, SortKeyColumns {
  legal_form: string;
  /** МБ, eight digits, and ПИБ, nine digits: each unique in the register. */
  registration_number: string;
  tax_number: string;
  /** The seat: a municipality and an address. */
  municipality: string;
  address: string;
  email: string;
  phone: string;
  website: string;
  /** Its names in every locale, folded for search. */
  search_text: Generated<string>;
}
export interface ProviderTranslationTable extends TranslationColumns, SlugColumn {
  name: string;
}
export interface ProviderApprovalTable {
  /** Stable across saves of the provider. */
  id: Generated<number>;
  provider_id: number;
  position: number;
  activity: string;
  programme_sr: string;
  programme_en: string | null;
  qualification_id: number | null;
  /** As given; null means the qualification's own level. */
  level_code: string | null;
  decision_number: string;
  decision_date: string;
  valid_from: Instant;
  valid_until: Instant | null;
  revoked_at: Instant | null;
  revocation_reason: string | null;
  /** JSON array of {name, municipality}. */
  employers: string;
}
export interface ProviderApprovalPlaceTable {
  approval_id: number;
  position: number;
  municipality: string;
  address: string;
  /** The municipality folded for search: the list's filter matches it in either script. */
  municipality_key: string;
}
export interface CouncilTable extends ContentColumns {
  /** The date of its constitutive session, YYYY-MM-DD. */
  constituted_on: string;
  /** The tag whose published news are the news of its sector. */
  tag_id: number | null;
  /** JSON arrays, in the order the editors keep them: members, sessions, decisions. */
  members: string;
  sessions: string;
  decisions: string;
}
export interface CouncilTranslationTable extends TranslationColumns, SlugColumn {
  name: string;
  description: string;
}
export interface QualificationAwardingBodyTable {
  qualification_id: number;
  awarding_body_id: number;
  position: number;
}
export interface QualificationOccupationTable {
  qualification_id: number;
  position: number;
  uri: string;
  label_sr: string;
  label_en: string | null;
}
export interface QualificationSupplementTable {
  qualification_id: number;
  file_id: number;
  position: number;
}

export type TagTable = ContentColumns;
export interface TagTranslationTable extends TranslationColumns, SlugColumn {
  name: string;
}

export interface ArticleTable extends ContentColumns {
  category_id: number | null;
  cover_media_id: number | null;
  event_start: Instant | null;
  event_end: Instant | null;
}
export interface ArticleTranslationTable extends TranslationColumns, SlugColumn {
  title: string;
  summary: string;
  body: string;
  seo_description: string;
}

export interface EntityTagTable {
  entity_id: number;
  tag_id: number;
}

export interface PageTable extends ContentColumns {
  page_key: string | null;
}
export interface PageTranslationTable extends TranslationColumns, SlugColumn {
  title: string;
  body: string;
}

export interface PresentationTable extends ContentColumns {
  event_date: Instant | null;
  cover_media_id: number | null;
  pdf_media_id: number | null;
}
export interface PresentationTranslationTable extends TranslationColumns, SlugColumn {
  title: string;
  summary: string;
  place: string;
}
export interface PresentationSlideTable {
  entity_id: number;
  position: number;
  media_id: number;
}

export interface FileTable extends ContentColumns {
  media_id: number;
  category_id: number | null;
  year: number;
  download_count: Generated<number>;
}
export interface FileTranslationTable extends TranslationColumns {
  title: string;
  description: string;
}

export interface MenuItemTable extends ContentColumns {
  menu: string;
  parent_id: number | null;
  position: number;
  target_type: string;
  target_id: number | null;
  target_route: string | null;
  target_url: string | null;
}
export interface MenuItemTranslationTable extends TranslationColumns {
  label: string;
}

export interface RevisionTable {
  id: Generated<number>;
  entity_type: string;
  entity_id: number;
  version: number;
  snapshot: string;
  created_by: number | null;
  created_at: Instant;
}

/** What readers searched for, per day, locale and normalised query (modules/search-insights). */
export interface SearchLogTable {
  day: string;
  locale: string;
  query: string;
  searches: Generated<number>;
  results: Generated<number>;
  opened: Generated<number>;
}

/** How often a query of the search log was typed in one form on a day (modules/search-insights). */
export interface SearchLogFormTable {
  day: string;
  locale: string;
  query: string;
  form: string;
  searches: Generated<number>;
}

/** The item editors chose to show first for a query in a locale (modules/search). */
export interface SearchBestBetTable {
  id: Generated<number>;
  locale: string;
  query: string;
  entity_type: string;
  entity_id: number;
  created_by: number | null;
  created_at: Instant;
}

/** One item in one locale as the site search finds it (modules/search). */
export interface SearchDocumentTable {
  id: Generated<number>;
  entity_type: string;
  entity_id: number;
  locale: string;
  status: string;
  published_at: Instant | null;
  /** The date a hit shows: publication, or a presentation's event. */
  date: Instant | null;
  title: string;
  slug: string | null;
  /** Plain text, for snippets. */
  summary: string;
  body: string;
  /** The document's distinct words (folded, stopwords left out), space-separated: the vocabulary counts them. */
  words: string;
  /** The terms of its title in order, its lead (SearchFields.titleLead) left out: a query of exactly these ranks it first. */
  title_terms: Generated<string>;
}

export interface SearchWordTable {
  word: string;
  stem: string;
  documents: number;
}

export interface SearchWordVariantTable {
  variant: string;
  word: string;
}

export interface SearchMetaTable {
  key: string;
  value: string;
}

/** The last run of a scheduled job (one row per job name). */
/** An e-mail waiting to be sent, being sent, sent or given up on (modules/mail). */
/** A group of users and what it may do (migration 0031, decision 31). */
export interface GroupTable {
  id: Generated<number>;
  /** A built-in group's key (administrators, publishers, authors, register-officers); null for one an admin made. */
  key: string | null;
  name: string;
  description: Generated<string>;
  /** 1: administers the portal (everything, users and groups); its grants are not read. */
  admin: Generated<number>;
  created_at: Instant;
  updated_at: Instant;
  version: Generated<number>;
}

/** Actions (comma-separated) a group holds on a subject, in every section (0) or in one. */
export interface GroupGrantTable {
  group_id: number;
  subject: string;
  section_id: Generated<number>;
  actions: string;
}

export interface UserGroupTable {
  user_id: number;
  group_id: number;
}

/** An administrator's invitation of an address into groups (migration 0032). */
export interface InvitationTable {
  id: Generated<number>;
  email: string;
  name: string;
  /** The language of the e-mail and of the account it makes (sr, lat or en). */
  locale: string;
  token_hash: string;
  invited_by: number | null;
  created_at: Instant;
  expires_at: Instant;
  accepted_at: Instant | null;
  revoked_at: Instant | null;
  /** The account the invitation made, once accepted. */
  user_id: number | null;
}

export interface InvitationGroupTable {
  invitation_id: number;
  group_id: number;
}

/** A user with an item open in the dashboard, as their last heartbeat said (migration 0033). */
export interface PresenceTable {
  user_id: number;
  subject: string;
  item_id: number;
  /** When this user opened the item (their first heartbeat of it). */
  since: Instant;
  seen_at: Instant;
}

/** Where publishing needs approval (modules/reviews): section 0 is every section of the subject. */
export interface ReviewRuleTable {
  subject: string;
  section_id: number;
  review: number;
}

/** A change submitted for review: the input approval saves, and the item as it would then be. */
export interface ReviewTable {
  id: Generated<number>;
  subject: string;
  item_id: number;
  state: string;
  base_version: number;
  /** JSON: the save's input (without its version). */
  input: string;
  /** JSON: the admin view the save would make. */
  proposal: string;
  submitted_by: number | null;
  submitted_at: Instant;
  decided_by: number | null;
  decided_at: Instant | null;
}

export interface ReviewCommentTable {
  id: Generated<number>;
  subject: string;
  item_id: number;
  review_id: number | null;
  author_id: number | null;
  body: string;
  item_version: number;
  created_at: Instant;
}

/** A move of review a user's next daily message tells of (modules/reviews/review-notices.ts). */
export interface ReviewNoticeTable {
  id: Generated<number>;
  user_id: number;
  event: string;
  subject: string;
  item_id: number;
  title: string;
  actor_name: string;
  created_at: Instant;
}

export interface SubmissionTable {
  id: Generated<number>;
  form: string;
  number: string;
  secret_hash: string;
  /** The secret of the private link, sealed under the portal's key (lib/secret-box.ts). */
  secret_sealed: string;
  locale: string;
  state: string;
  name: string;
  email: string;
  /** The answers as JSON: field name → text. */
  answers: string;
  assigned_to: number | null;
  standard_id: number | null;
  reason: string | null;
  created_at: Instant;
  updated_at: Instant;
  decided_at: Instant | null;
}

export interface SubmissionEventTable {
  id: Generated<number>;
  submission_id: number;
  kind: string;
  state: string | null;
  message: string | null;
  user_id: number | null;
  created_at: Instant;
}

export interface SubmissionFileTable {
  id: Generated<number>;
  token_hash: string;
  submission_id: number | null;
  form: string;
  storage_key: string;
  name: string;
  mime: string;
  size: number;
  created_at: Instant;
}

export interface SubmissionTotalTable {
  form: string;
  year: number;
  state: string;
  deleted: number;
}

export interface SubmissionCounterTable {
  form: string;
  year: number;
  last_number: number;
}

export interface MailMessageTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** Extra headers as a JSON object of strings. */
  headers: Generated<string>;
  status: Generated<'queued' | 'sending' | 'sent' | 'failed'>;
  /** Attempts begun so far, counted when a sender claims the message. */
  attempts: Generated<number>;
  next_attempt_at: Instant;
  /** The sender instance that holds the message while `lease_expires_at` has not passed. */
  claimed_by: string | null;
  lease_expires_at: Instant | null;
  created_at: Instant;
  sent_at: Instant | null;
  last_error: string | null;
  /** The part of the message common to many recipients, sent before its own text and HTML (mail_bodies). */
  body_id: number | null;
}

/** The common part of messages sent to many (a digest, an item's alert), kept once. */
export interface MailBodyTable {
  id: Generated<number>;
  text_body: string;
  html_body: string | null;
  created_at: Instant;
}

/** An address that follows topics by e-mail (modules/alerts); `salt` makes its links its own. */
export interface AlertSubscriberTable {
  id: Generated<number>;
  email: string;
  locale: string;
  salt: string;
  created_at: Instant;
  /** The last change of its subscriptions: one left with none is deleted a week after. */
  updated_at: Instant;
}

/** One topic followed at one frequency, from its confirmation (null until then). */
export interface AlertSubscriptionTable {
  id: Generated<number>;
  subscriber_id: number;
  topic: string;
  frequency: string;
  created_at: Instant;
  confirmed_at: Instant | null;
}

/** A public change found by the alert job: an item that became public, or a register entry that changed. */
export interface AlertItemTable {
  id: Generated<number>;
  entity_type: string;
  entity_id: number;
  kind: 'new' | 'changed';
  /** What makes it one change: the item for `new`, the item and the day for `changed`. */
  change_key: string;
  /** JSON array of the topic keys it belongs to. */
  topics: string;
  occurred_at: Instant;
  collected_at: Instant;
  /** When its immediate alerts were all queued. */
  announced_at: Instant | null;
}

/** What a subscriber was sent: `item:<alert item id>`, or `<frequency>:<period end>` for a digest. */
export interface AlertDeliveryTable {
  subscriber_id: number;
  delivery_key: string;
  created_at: Instant;
}

/** A digest period of a frequency: begun, and finished once every subscriber's message is queued. */
export interface AlertDigestTable {
  frequency: string;
  period_end: Instant;
  period_start: Instant;
  finished_at: Instant | null;
}

/** How far the alert job has looked for public changes (one row). */
export interface AlertCursorTable {
  id: number;
  looked_until: Instant;
}

/** A forgotten-password request, recorded as it came and turned into a message by the mail job. */
export interface PasswordResetRequestTable {
  id: Generated<number>;
  email: string;
  ip: string | null;
  user_agent: string | null;
  requested_at: Instant;
}

/** A link to set a new password: its token kept as a hash, usable once until it expires. */
export interface PasswordResetTokenTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Instant;
  expires_at: Instant;
  used_at: Instant | null;
}

export interface JobRunTable {
  name: string;
  started_at: Instant;
  finished_at: Instant | null;
}

/**
 * A part of the number of published articles of a locale in a category (0: none): the total is
 * the sum of its parts, added by triggers and folded by a job (migration 0020, decision 22).
 */
export interface ArticleTotalPartTable {
  id: Generated<number>;
  locale: string;
  category_id: number;
  delta: number;
}

/** A part of the number of published articles of a locale with a tag (as ArticleTotalPartTable). */
export interface ArticleTagTotalPartTable {
  id: Generated<number>;
  locale: string;
  tag_id: number;
  delta: number;
}

export interface Database {
  users: UserTable;
  auth_tokens: AuthTokenTable;
  login_failures: LoginFailureTable;
  login_devices: LoginDeviceTable;
  totp_recovery_codes: TotpRecoveryCodeTable;
  audit_log: AuditLogTable;
  media: MediaTable;
  categories: CategoryTable;
  category_translations: CategoryTranslationTable;
  tags: TagTable;
  tag_translations: TagTranslationTable;
  levels: LevelTable;
  level_translations: LevelTranslationTable;
  awarding_bodies: AwardingBodyTable;
  awarding_body_translations: AwardingBodyTranslationTable;
  qualifications: QualificationTable;
  qualification_translations: QualificationTranslationTable;
  qualification_awarding_bodies: QualificationAwardingBodyTable;
  qualification_occupations: QualificationOccupationTable;
  qualification_supplements: QualificationSupplementTable;
  standards: StandardTable;
  standard_translations: StandardTranslationTable;
  providers: ProviderTable;
  provider_translations: ProviderTranslationTable;
  provider_approvals: ProviderApprovalTable;
  provider_approval_places: ProviderApprovalPlaceTable;
  councils: CouncilTable;
  council_translations: CouncilTranslationTable;
  articles: ArticleTable;
  article_translations: ArticleTranslationTable;
  article_tags: EntityTagTable;
  article_total_parts: ArticleTotalPartTable;
  article_tag_total_parts: ArticleTagTotalPartTable;
  pages: PageTable;
  page_translations: PageTranslationTable;
  presentations: PresentationTable;
  presentation_translations: PresentationTranslationTable;
  presentation_slides: PresentationSlideTable;
  files: FileTable;
  file_translations: FileTranslationTable;
  file_tags: EntityTagTable;
  menu_items: MenuItemTable;
  menu_item_translations: MenuItemTranslationTable;
  revisions: RevisionTable;
  search_log: SearchLogTable;
  search_log_forms: SearchLogFormTable;
  search_best_bets: SearchBestBetTable;
  search_documents: SearchDocumentTable;
  search_words: SearchWordTable;
  search_word_variants: SearchWordVariantTable;
  search_meta: SearchMetaTable;
  job_runs: JobRunTable;
  groups: GroupTable;
  group_grants: GroupGrantTable;
  user_groups: UserGroupTable;
  invitations: InvitationTable;
  invitation_groups: InvitationGroupTable;
  presence: PresenceTable;
  review_rules: ReviewRuleTable;
  reviews: ReviewTable;
  review_comments: ReviewCommentTable;
  review_notices: ReviewNoticeTable;
  submissions: SubmissionTable;
  submission_events: SubmissionEventTable;
  submission_files: SubmissionFileTable;
  submission_counters: SubmissionCounterTable;
  submission_totals: SubmissionTotalTable;
  mail_messages: MailMessageTable;
  mail_bodies: MailBodyTable;
  alert_subscribers: AlertSubscriberTable;
  alert_subscriptions: AlertSubscriptionTable;
  alert_items: AlertItemTable;
  alert_deliveries: AlertDeliveryTable;
  alert_digests: AlertDigestTable;
  alert_cursor: AlertCursorTable;
  password_reset_requests: PasswordResetRequestTable;
  password_reset_tokens: PasswordResetTokenTable;
}
