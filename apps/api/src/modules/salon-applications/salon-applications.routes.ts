import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  APPLICATION_DOCUMENT_MAX_BYTES,
  APPLICATION_DOCUMENT_MAX_FILES,
  applicationDocumentKinds,
  applicationDocumentLabels,
  salonApplicationResponseSchema,
  salonApplicationSchema,
} from '@salonya/contracts/engagement';
import type { FieldErrors } from '@salonya/contracts/envelope';
import { errorResponses } from '@salonya/contracts/envelope';
import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { MailDispatcher } from '../mail/mail.dispatcher';
import { insertMail } from '../mail/mail.repository';
import { salonApplicationReceivedMail } from '../mail/mail.templates';
import { notifyAdmins } from '../admin/notifications.repository';
import type { RateLimiter } from '../../lib/rate-limiter';
import { policy } from '../../plugins/policy';
import { detectDocumentType } from './document-files';
import {
  countKnownCategories,
  districtIsInProvince,
  hasPendingApplication,
  insertSalonApplication,
} from './salon-applications.repository';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from '@salonya/contracts/text-safety';
import { multipartFailure } from '../../lib/multipart-errors';

type DocumentKind = (typeof applicationDocumentKinds)[number];
interface UploadedDocument {
  kind: DocumentKind;
  originalName: string;
  bytes: Buffer;
}

export const salonApplicationsRoutes: FastifyPluginAsync<{
  db: Db;
  rateLimiter: RateLimiter;
  config: AppConfig;
  mail: MailDispatcher;
}> = async (app, { db, rateLimiter, config, mail }) => {
  const uploadDir = path.join(config.dataDir, 'uploads', 'applications');

  app.post(
    '/salon-applications',
    {
      config: { policy: policy.public() },
      // The body is multipart/form-data (fields and documents), parsed and validated in the handler.
      schema: {
        consumes: ['multipart/form-data'],
        response: { 201: salonApplicationResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new AppError(
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          'Başvuru formu belgeler içerdiği için multipart/form-data olarak gönderilmelidir.',
        );
      }
      const limit = await rateLimiter.hit(
        `salon-application:ip:${request.ip}`,
        config.rateLimits.salonApplicationPerIp,
      );
      if (!limit.allowed) throw AppError.rateLimited(limit.retryAfterSec);

      const fields: Record<string, string> = {};
      const documents: UploadedDocument[] = [];
      const errors: FieldErrors = {};
      const addError = (field: string, message: string) => (errors[field] ??= []).push(message);

      const fieldsLimit = 40;
      let fieldCount = 0;
      try {
        for await (const part of request.parts({
          limits: {
            fileSize: APPLICATION_DOCUMENT_MAX_BYTES,
            files: APPLICATION_DOCUMENT_MAX_FILES,
            fields: fieldsLimit,
            fieldSize: 4000,
          },
        })) {
          if (hasControlCharacter(part.fieldname)) {
            addError('_', CONTROL_CHARACTER_MESSAGE);
            if (part.type === 'file') await part.toBuffer();
            continue;
          }
          if (part.type === 'field') {
            fieldCount++;
            if (typeof part.value !== 'string') continue;
            if (hasControlCharacter(part.value)) addError(part.fieldname, CONTROL_CHARACTER_MESSAGE);
            else fields[part.fieldname] = part.value;
            continue;
          }
          const bytes = await part.toBuffer();
          const kind = part.fieldname as DocumentKind;
          if (!applicationDocumentKinds.includes(kind)) {
            addError(part.fieldname, 'Bilinmeyen belge türü.');
            continue;
          }
          if (hasControlCharacter(part.filename)) {
            addError(kind, CONTROL_CHARACTER_MESSAGE);
            continue;
          }
          if (bytes.length === 0) continue;
          documents.push({ kind, originalName: part.filename.slice(0, 255) || `${kind}`, bytes });
        }
      } catch (err) {
        throw multipartFailure(err, { fields: fieldCount, fieldsLimit });
      }

      const parsed = salonApplicationSchema.safeParse(fields);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0] ?? '_');
          // A field refused for a control character is not missing as well.
          if (!errors[field]?.includes(CONTROL_CHARACTER_MESSAGE)) addError(field, issue.message);
        }
      }
      const typed = documents.map((d) => ({ ...d, type: detectDocumentType(d.bytes) }));
      for (const d of typed) {
        if (!d.type)
          addError(d.kind, `${applicationDocumentLabels[d.kind]} PDF, JPG, PNG ya da WEBP olmalıdır.`);
      }
      if (!documents.some((d) => d.kind === 'vergi_levhasi')) {
        addError('vergi_levhasi', 'Vergi levhası zorunludur (PDF, JPG, PNG ya da WEBP, en fazla 5 MB).');
      }
      if (parsed.success) {
        const data = parsed.data;
        if (!(await districtIsInProvince(db, data.district_id, data.city_id)))
          addError('district_id', 'Seçtiğiniz ilçe bu ile ait değil.');
        if ((await countKnownCategories(db, data.category_ids)) !== new Set(data.category_ids).size)
          addError('category_ids', 'Seçtiğiniz kategorilerden biri bulunamadı.');
        if (await hasPendingApplication(db, data.applicant_email))
          addError('applicant_email', 'Bu e-posta adresiyle incelenmeyi bekleyen bir başvurunuz zaten var.');
      }
      if (!parsed.success || Object.keys(errors).length > 0) throw AppError.validation(errors);
      const data = parsed.data;

      // Files first, then one transaction; a failed insert removes the files again.
      await mkdir(uploadDir, { recursive: true });
      const stored = typed.map((d) => ({ ...d, key: `${randomUUID()}.${d.type!.ext}` }));
      try {
        await Promise.all(
          stored.map((d) => writeFile(path.join(uploadDir, d.key), d.bytes, { mode: 0o600 })),
        );
        const id = await db.transaction(async (tx) => {
          const applicationId = await insertSalonApplication(
            tx,
            {
              applicant_name: data.applicant_name,
              applicant_email: data.applicant_email,
              applicant_phone: data.applicant_phone,
              user_id: request.session?.user.id ?? null,
              salon_name: data.salon_name,
              salon_type: data.salon_type,
              gender_focus: data.gender_focus,
              province_id: data.city_id,
              district_id: data.district_id,
              address: data.address,
              tax_number: data.tax_number,
              staff_count: data.staff_count,
              category_ids: [...new Set(data.category_ids)],
              note: data.note,
            },
            stored.map((d) => ({
              kind: d.kind,
              original_name: d.originalName,
              mime_type: d.type!.mime,
              size_bytes: d.bytes.length,
              storage_key: `applications/${d.key}`,
            })),
          );
          await insertMail(
            tx,
            salonApplicationReceivedMail(
              data.applicant_email,
              data.applicant_name,
              { id: applicationId, salonName: data.salon_name },
              new URL('/yardim', config.appUrl).toString(),
            ),
          );
          await notifyAdmins(tx, {
            type: 'salon_application',
            title: `Yeni salon başvurusu: ${data.salon_name}`,
            message: `${data.applicant_name} ${stored.length} belgeyle başvurdu; inceleme bekliyor.`,
            link: 'salon-documents',
            entityType: 'salon_application',
            entityId: applicationId,
          });
          return applicationId;
        });
        mail.kick();
        return reply.status(201).send({
          success: true,
          message:
            'Başvurunuz alındı. Ekibimiz belgelerinizi inceleyip en geç 3 iş günü içinde size dönüş yapacak.',
          data: { id, status: 'pending' },
        });
      } catch (err) {
        await Promise.all(stored.map((d) => rm(path.join(uploadDir, d.key), { force: true })));
        throw err;
      }
    },
  );
};
