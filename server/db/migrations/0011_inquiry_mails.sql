-- The buy-online inquiry mail (001 §7 PUT /buy_online/orders/send_inquiry_email) goes through the job queue
-- like the order mails: retried with backoff, never lost with a crash.
ALTER TABLE jobs DROP CONSTRAINT jobs_kind_check;
ALTER TABLE jobs ADD CONSTRAINT jobs_kind_check CHECK (kind IN ('notification', 'confirmation', 'webhook',
  'lead_export', 'order_notification', 'order_confirmation', 'payment_webhook', 'inquiry_email'));
