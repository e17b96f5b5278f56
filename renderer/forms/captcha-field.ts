/** The name the reCAPTCHA token is posted under and its errors come back with (docs/forms-api.md). */
export const CAPTCHA_FIELD = 'g-recaptcha-response'
