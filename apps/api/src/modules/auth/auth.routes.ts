import {
  authMessageResponseSchema,
  authResponseSchema,
  notificationSettingsResponseSchema,
  notificationSettingsUpdateResponseSchema,
  profileResponseSchema,
  userUpdateResponseSchema,
  changePasswordRequestSchema,
  deviceIdSchema,
  DEVICE_ID_HEADER,
  forgotPasswordRequestSchema,
  loginLinkRequestSchema,
  loginLinkSignInRequestSchema,
  loginRequestSchema,
  notificationSettingsRequestSchema,
  profileUpdateRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
} from '@salonya/contracts/auth';
import { errorResponses } from '@salonya/contracts/envelope';
import type { UserType } from '@salonya/contracts/user';
import { PRIVACY_MESSAGES } from '@salonya/domain/privacy/privacy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { policy, requireSession } from '../../plugins/policy';
import type { AuthService, ClientMeta } from './auth.service';

function meta(request: FastifyRequest): ClientMeta {
  const device = deviceIdSchema.safeParse(request.headers[DEVICE_ID_HEADER]);
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    deviceId: device.success ? device.data : null,
  };
}

/** The sign-in answer; signing in during a deletion's grace period cancels it (ADR 0050) and says so. */
function welcome(name: string, deletionCancelled: boolean): string {
  return deletionCancelled
    ? `Hoş geldiniz, ${name}! ${PRIVACY_MESSAGES.deletionCancelledBySignIn}`
    : `Hoş geldiniz, ${name}!`;
}

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/auth/register',
    {
      config: { policy: policy.public() },
      schema: { body: registerRequestSchema, response: { 201: authResponseSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const { token, user } = await auth.register(request.body, meta(request));
      return reply.status(201).send({
        success: true as const,
        message: 'Kaydınız oluşturuldu. E-posta adresinize bir doğrulama bağlantısı gönderdik.',
        token,
        user,
      });
    },
  );

  app.post(
    '/auth/login',
    {
      config: { policy: policy.public() },
      schema: { body: loginRequestSchema, response: { 200: authResponseSchema, ...errorResponses } },
    },
    async (request) => {
      const { token, user, deletionCancelled } = await auth.login(request.body, meta(request));
      return { success: true as const, message: welcome(user.name, deletionCancelled), token, user };
    },
  );

  app.post(
    '/auth/login-link',
    {
      config: { policy: policy.public() },
      schema: {
        body: loginLinkRequestSchema,
        response: { 200: authMessageResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      // Policy: anyone; the answer is the same whether or not the account exists.
      return { success: true as const, message: await auth.requestLoginLink(request.body, meta(request)) };
    },
  );

  app.post(
    '/auth/login-link/sign-in',
    {
      config: { policy: policy.public() },
      schema: {
        body: loginLinkSignInRequestSchema,
        response: { 200: authResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      // Policy: anyone holding a live one-time link mailed to the account.
      const { token, user, deletionCancelled } = await auth.signInWithLink(request.body, meta(request));
      return { success: true as const, message: welcome(user.name, deletionCancelled), token, user };
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { policy: policy.can('account.session.end') },
      schema: { response: { 200: authMessageResponseSchema, ...errorResponses } },
    },
    async (request) => {
      await auth.logout(requireSession(request));
      return { success: true as const, message: 'Çıkış yapıldı.' };
    },
  );

  app.get(
    '/auth/profile',
    {
      config: { policy: policy.can('account.profile.manage') },
      schema: { response: { 200: profileResponseSchema, ...errorResponses } },
    },
    async (request) => ({ success: true as const, data: await auth.profile(requireSession(request)) }),
  );

  const profileEndpoints: { path: string; roles: UserType[] | null }[] = [
    { path: '/auth/profile', roles: null },
    { path: '/customer/profile', roles: ['customer'] },
    { path: '/salon-owner/profile', roles: ['salon_owner'] },
    { path: '/staff/profile', roles: ['staff'] },
  ];
  for (const endpoint of profileEndpoints) {
    app.put(
      endpoint.path,
      {
        config: { policy: policy.can('account.profile.manage', endpoint.roles?.[0] ?? null) },
        schema: {
          body: profileUpdateRequestSchema,
          response: { 200: userUpdateResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { user, message } = await auth.updateProfile(requireSession(request), request.body);
        return { success: true as const, message, data: { user } };
      },
    );
  }

  app.put(
    '/auth/change-password',
    {
      config: { policy: policy.can('account.profile.manage') },
      schema: {
        body: changePasswordRequestSchema,
        response: { 200: authMessageResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await auth.changePassword(requireSession(request), request.body);
      return {
        success: true as const,
        message: 'Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.',
      };
    },
  );

  app.get(
    '/user/notifications',
    {
      config: { policy: policy.can('account.profile.manage') },
      schema: { response: { 200: notificationSettingsResponseSchema, ...errorResponses } },
    },
    async (request) => ({
      success: true as const,
      data: await auth.notificationSettings(requireSession(request)),
    }),
  );

  app.put(
    '/user/notifications',
    {
      config: { policy: policy.can('account.profile.manage') },
      schema: {
        body: notificationSettingsRequestSchema,
        response: { 200: notificationSettingsUpdateResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const data = await auth.updateNotificationSettings(requireSession(request), request.body);
      return { success: true as const, message: 'Bildirim ayarlarınız kaydedildi.', data };
    },
  );

  app.post(
    '/auth/email/verify',
    {
      config: { policy: policy.public() },
      schema: {
        body: verifyEmailRequestSchema,
        response: { 200: userUpdateResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user, message } = await auth.verifyEmail(request.body);
      return { success: true as const, message, data: { user } };
    },
  );

  app.post(
    '/auth/email/resend',
    {
      config: { policy: policy.can('account.profile.manage') },
      schema: { response: { 200: authMessageResponseSchema, ...errorResponses } },
    },
    async (request) => ({
      success: true as const,
      message: await auth.resendVerification(requireSession(request)),
    }),
  );

  app.post(
    '/auth/forgot-password',
    {
      config: { policy: policy.public() },
      schema: {
        body: forgotPasswordRequestSchema,
        response: { 200: authMessageResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      return { success: true as const, message: await auth.forgotPassword(request.body, meta(request)) };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { policy: policy.public() },
      schema: {
        body: resetPasswordRequestSchema,
        response: { 200: authMessageResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await auth.resetPassword(request.body, meta(request));
      return {
        success: true as const,
        message: 'Şifreniz güncellendi. Yeni şifrenizle giriş yapabilirsiniz.',
      };
    },
  );
};
