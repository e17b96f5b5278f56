-- The shopper's refund mail (docs/decisions/066) goes through the job queue like the order mails: queued
-- once, in the transaction of the move that records the refund, and retried with backoff.
ALTER TABLE jobs DROP CONSTRAINT jobs_kind_check;
ALTER TABLE jobs ADD CONSTRAINT jobs_kind_check CHECK (kind IN ('notification', 'confirmation', 'webhook',
  'lead_export', 'order_notification', 'order_confirmation', 'payment_webhook', 'inquiry_email',
  'order_refund'));
