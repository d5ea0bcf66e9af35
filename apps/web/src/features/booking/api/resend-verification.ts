export const RESEND_VERIFICATION_FAILED = 'Doğrulama e-postası gönderilemedi. Lütfen tekrar deneyin.';
