import { z } from 'zod';
import { ALERT_FREQUENCIES, TOPIC_KINDS } from '../alerts/alert-topics.js';
import { idSchema } from './common.js';

/** E-mail alerts: subscribing to a topic, confirming it, and a subscriber's own settings. */

export const alertFrequencySchema = z.enum(ALERT_FREQUENCIES);

/** A topic as a page shows it: its key (alert-topics.ts), its name in the page's locale, and its public page (null for none). */
export const alertTopicSchema = z.object({
  key: z.string(),
  kind: z.enum(TOPIC_KINDS),
  name: z.string(),
  path: z.string().nullable(),
});
export type AlertTopicView = z.infer<typeof alertTopicSchema>;

const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });

export const alertSignupQuerySchema = z.strictObject({
  topic: z.string().max(40).optional(),
  /** `1` after the form was sent: the page says to look for the confirmation message. */
  sent: z.literal('1').optional(),
});

/** The subscription page: one topic's form, or (no topic asked) every topic to choose from. */
export const alertSignupSchema = z.object({
  /** The topic asked for; null when none (or an unknown one) was, and the page lists `topics`. */
  topic: alertTopicSchema.nullable(),
  /** Every topic one may follow, the register first, then the councils, the categories and the tags. */
  topics: z.array(alertTopicSchema),
  values: z.object({ email: z.string(), frequency: alertFrequencySchema }),
  errors: z.array(fieldErrorSchema),
  sent: z.boolean(),
});
export type AlertSignup = z.infer<typeof alertSignupSchema>;

/** The link of a confirmation message: the subscription and its token. */
export const alertConfirmQuerySchema = z.strictObject({ s: idSchema, t: z.string().min(1).max(100) });

export const alertConfirmationSchema = z.object({
  email: z.string(),
  topic: alertTopicSchema,
  frequency: alertFrequencySchema,
  confirmed: z.boolean(),
});
export type AlertConfirmation = z.infer<typeof alertConfirmationSchema>;

/** What the settings page says after a change it made. */
export const ALERT_SETTINGS_NOTICES = ['confirmed', 'saved', 'removed', 'removed-all'] as const;

/** The link to a subscriber's settings: the subscriber and its token. */
export const alertSettingsQuerySchema = z.strictObject({
  p: idSchema,
  t: z.string().min(1).max(100),
  done: z.enum(ALERT_SETTINGS_NOTICES).optional(),
});

export const alertSettingsSchema = z.object({
  email: z.string(),
  subscriptions: z.array(z.object({ id: z.number().int(), topic: alertTopicSchema, frequency: alertFrequencySchema })),
  notice: z.enum(ALERT_SETTINGS_NOTICES).nullable(),
});
export type AlertSettings = z.infer<typeof alertSettingsSchema>;

/** The one-click unsubscribe of a message (RFC 8058): the subscriber, the subscriptions the message was sent for, the token. */
export const alertUnsubscribeQuerySchema = z.strictObject({
  p: idSchema,
  s: z.string().regex(/^[1-9][0-9]{0,9}(\.[1-9][0-9]{0,9}){0,49}$/, 'Subscription ids separated by dots'),
  t: z.string().min(1).max(100),
});
