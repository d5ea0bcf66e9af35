export const RESEND_VERIFICATION_FAILED = 'Doğrulama bağlantısı gönderilemedi. Lütfen tekrar deneyin.';
